import type { Lang } from "../../lib/i18n";
import { en } from "../blog-categories/en";
import { es } from "../blog-categories/es";

/**
 * The blog's categories by key (their words: content/blog-categories/en.ts and es.ts). Each has a
 * page per language listing its posts (/blog/category/<slug>, /es/blog/categoria/<slug>),
 * prerendered, so the hub's filter works without JavaScript.
 */
export type CategoryKey = keyof typeof en;

export const CATEGORY_KEYS = Object.keys(en) as [CategoryKey, ...CategoryKey[]];

const words = (lang: Lang) => (lang === "es" ? es : en);

export const categoryLabel = (key: CategoryKey, lang: Lang): string => words(lang)[key].label;

export const categoryPath = (key: CategoryKey, lang: Lang): string => `${lang === "es" ? "/es/blog/categoria/" : "/blog/category/"}${words(lang)[key].slug}`;
