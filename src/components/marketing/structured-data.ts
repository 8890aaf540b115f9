import type { MetaDescriptor } from "react-router";
import { checkoutPath, kitsIn, type Kit, type KitCopyWords } from "~/content/kits";
import { config } from "~/lib/config";
import { CURRENCY } from "~/lib/analytics";
import { langForPath } from "~/lib/i18n";
import { jsonLd } from "~/lib/seo";
import { localizeHref } from "~/lib/twins";

/**
 * schema.org Product with its Offer for one launch kit, in the language of the page at `pagePath`
 * (its words come with the kit; the offer's URL is that language's checkout page).
 */
export function kitProduct(kit: Kit, pagePath: string, category: string): Record<string, unknown> {
  const origin = config.siteOrigin;
  return {
    "@type": "Product",
    "@id": `${origin}${pagePath}#kit-${kit.id}`,
    name: kit.name,
    description: kit.description,
    image: `${origin}${kit.image.src}`,
    sku: kit.id,
    category,
    brand: { "@type": "Brand", name: config.brand },
    offers: {
      "@type": "Offer",
      price: kit.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: "https://schema.org/InStock",
      url: `${origin}${localizeHref(checkoutPath(kit), langForPath(pagePath))}`,
      seller: { "@type": "Organization", name: config.brand },
    },
  };
}

/**
 * The three launch kits as schema.org Products with Offers, for a route's meta export: `copy` is
 * the kits' words in the page's language (the page's `words.kitCard.kits`).
 */
export function kitsJsonLd(pagePath: string, copy: KitCopyWords): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: copy.listName,
    itemListElement: kitsIn(copy).map((kit, i) => ({ "@type": "ListItem", position: i + 1, item: kitProduct(kit, pagePath, copy.category) })),
  });
}
