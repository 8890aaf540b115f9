import type { MetaDescriptor } from "react-router";
import { checkoutPath, KITS, type Kit } from "~/content/kits";
import type { KitsJsonLdWords } from "~/content/page-parts";
import { config } from "~/lib/config";
import { CURRENCY } from "~/lib/analytics";
import { langForPath } from "~/lib/i18n";
import { jsonLd } from "~/lib/seo";
import { localizeHref } from "~/lib/twins";

const ENGLISH_WORDS: KitsJsonLdWords = { listName: "Airbnb Launch Kits", category: "Short-term rental launch service" };

/**
 * schema.org Product with its Offer for one launch kit; the offer's URL is the checkout in the
 * page's language.
 */
export function kitProduct(kit: Kit, pagePath: string, words: KitsJsonLdWords = ENGLISH_WORDS): Record<string, unknown> {
  const origin = config.siteOrigin;
  return {
    "@type": "Product",
    "@id": `${origin}${pagePath}#kit-${kit.id}`,
    name: kit.name,
    description: kit.description,
    image: `${origin}${kit.image.src}`,
    sku: kit.id,
    category: words.category,
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
 * The three launch kits as schema.org Products with Offers, for a route's meta export; `words`
 * from the page's words (English by default).
 */
export function kitsJsonLd(pagePath: string, words: KitsJsonLdWords = ENGLISH_WORDS): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: words.listName,
    itemListElement: KITS.map((kit, i) => ({ "@type": "ListItem", position: i + 1, item: kitProduct(kit, pagePath, words) })),
  });
}
