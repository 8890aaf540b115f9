import type { Lang } from "../../lib/i18n";

/**
 * The blog's categories (spec part 1 §3: a post has a category). A post names one by its key in
 * its frontmatter (`category: reputation`); an unknown key stops the build. Each category has a
 * label and a URL segment per language: its page lists its posts (/blog/category/<slug>,
 * /es/blog/categoria/<slug>), prerendered, so the hub's filter works without JavaScript.
 */
export const CATEGORIES = {
  "our-story": { en: { label: "Our Story", slug: "our-story" }, es: { label: "Nuestra historia", slug: "nuestra-historia" } },
  productivity: { en: { label: "Productivity", slug: "productivity" }, es: { label: "Productividad", slug: "productividad" } },
  reputation: { en: { label: "Reputation Management", slug: "reputation-management" }, es: { label: "Reputación en línea", slug: "reputacion-en-linea" } },
  "guest-communication": {
    en: { label: "Guest Communication", slug: "guest-communication" },
    es: { label: "Comunicación con huéspedes", slug: "comunicacion-con-huespedes" },
  },
  pricing: { en: { label: "Pricing", slug: "pricing" }, es: { label: "Precios", slug: "precios" } },
} as const satisfies Record<string, Record<Lang, { label: string; slug: string }>>;

export type CategoryKey = keyof typeof CATEGORIES;

export const CATEGORY_KEYS = Object.keys(CATEGORIES) as CategoryKey[];

/** Where each language's category pages live: the hub's path and the segment before the slug. */
export const CATEGORY_PREFIX: Record<Lang, string> = { en: "/blog/category/", es: "/es/blog/categoria/" };

export const categoryPath = (key: CategoryKey, lang: Lang): string => `${CATEGORY_PREFIX[lang]}${CATEGORIES[key][lang].slug}`;
