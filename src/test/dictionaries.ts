import { cartText } from "~/content/cart";
import { cartProblemText } from "~/content/cart-problems";
import { successEn } from "~/content/success";
import { successEs } from "~/content/success-es";
import { mexicoCopy } from "~/content/mexico";
import { shellText } from "~/content/shell";
import { cartProblemTextEs, shellTextEs } from "~/content/shell-es";
import { storeText } from "~/content/store";
import type { Lang } from "~/lib/i18n";

/** Every dictionary with an English and a Spanish twin: what the Mexico journey prints. */
export const DICTIONARIES: Record<string, Record<Lang, unknown>> = {
  shell: { en: shellText.en, es: shellTextEs },
  cart: cartText,
  cartProblems: { en: cartProblemText.en, es: cartProblemTextEs },
  store: storeText,
  success: { en: successEn, es: successEs },
  mexico: mexicoCopy,
};

/**
 * Every key path of a dictionary, lists included: `faq.items[3].answer`. A list contributes its
 * length too, so an item present in one language and missing in the other is caught.
 */
/** A counted phrase (`Counted` in lib/i18n): one key, whether one form or two. */
const isCountedForms = (value: object): boolean => {
  const keys = Object.keys(value).sort().join();
  return keys === "one,other";
};

export function keyPaths(value: unknown, prefix = ""): string[] {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && isCountedForms(value)) return [prefix];
  if (Array.isArray(value)) return [`${prefix}[#${value.length}]`, ...value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`))];
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/** The string leaves of a dictionary (link targets and other paths left out). */
export function stringLeaves(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => stringLeaves(v, key));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, k));
  if (typeof value !== "string" || key === "to" || key === "href") return [];
  return [value];
}

/**
 * The English strings a Spanish page must never show: every English leaf that is not also a
 * Spanish leaf ("Total", "Blog", "Airbnb México" are both), as patterns: a `{placeholder}` matches
 * any text, and a short word must stand alone.
 */
export function englishOnlyPatterns(): { text: string; pattern: RegExp }[] {
  const spanish = new Set(Object.values(DICTIONARIES).flatMap((d) => stringLeaves(d.es)));
  const english = [...new Set(Object.values(DICTIONARIES).flatMap((d) => stringLeaves(d.en)))];
  return english
    .filter((text) => !spanish.has(text))
    .map((text) => {
      const parts = text.split(/\{\w+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      const body = parts.join(".+?");
      return { text, pattern: new RegExp(`(?<![\\p{L}])${body}(?![\\p{L}])`, "u") };
    })
    // A pattern of placeholders and punctuation only would match anything.
    .filter(({ text }) => /\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, "")));
}
