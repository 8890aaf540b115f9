import type { MetaDescriptor } from "react-router";
import { checkoutPath, KITS, type Kit } from "~/content/kits";
import { config } from "~/lib/config";
import { CURRENCY } from "~/lib/analytics";
import { jsonLd } from "~/lib/seo";

/** schema.org Product with its Offer for one launch kit. */
export function kitProduct(kit: Kit, pagePath: string): Record<string, unknown> {
  const origin = config.siteOrigin;
  return {
    "@type": "Product",
    "@id": `${origin}${pagePath}#kit-${kit.id}`,
    name: kit.name,
    description: kit.description,
    image: `${origin}${kit.image.src}`,
    sku: kit.id,
    category: "Short-term rental launch service",
    brand: { "@type": "Brand", name: config.brand },
    offers: {
      "@type": "Offer",
      price: kit.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: "https://schema.org/InStock",
      url: `${origin}${checkoutPath(kit)}`,
      seller: { "@type": "Organization", name: config.brand },
    },
  };
}

/** The three launch kits as schema.org Products with Offers, for a route's meta export. */
export function kitsJsonLd(pagePath: string): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Airbnb Launch Kits",
    itemListElement: KITS.map((kit, i) => ({ "@type": "ListItem", position: i + 1, item: kitProduct(kit, pagePath) })),
  });
}
