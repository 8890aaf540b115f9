import { en as articleFrameEn } from "~/content/article-frame/en";
import { es as articleFrameEs } from "~/content/article-frame/es";
import { en as blogEn } from "~/content/blog/en";
import { en as blogCategoriesEn } from "~/content/blog-categories/en";
import { es as blogCategoriesEs } from "~/content/blog-categories/es";
import { es as blogEs } from "~/content/blog/es";
import { en as caseStudyEn } from "~/content/case-study/en";
import { es as caseStudyEs } from "~/content/case-study/es";
import { en as founderStoryEn } from "~/content/founder-story/en";
import { es as founderStoryEs } from "~/content/founder-story/es";
import { en as partnerEn } from "~/content/partner/en";
import { es as partnerEs } from "~/content/partner/es";
import { en as signUpEn } from "~/content/sign-up/en";
import { es as signUpEs } from "~/content/sign-up/es";
import { en as allServicesEn } from "~/content/all-services/en";
import { es as allServicesEs } from "~/content/all-services/es";
import { en as cartEn } from "~/content/cart/en";
import { es as cartEs } from "~/content/cart/es";
import { en as cartProblemsEn } from "~/content/cart-problems/en";
import { es as cartProblemsEs } from "~/content/cart-problems/es";
import { en as checkoutEn } from "~/content/checkout/en";
import { es as checkoutEs } from "~/content/checkout/es";
import { en as actionToastsEn } from "~/content/action-toasts/en";
import { es as actionToastsEs } from "~/content/action-toasts/es";
import { en as confirmSubscriptionEn } from "~/content/confirm-subscription/en";
import { es as confirmSubscriptionEs } from "~/content/confirm-subscription/es";
import { en as myDataEn } from "~/content/my-data/en";
import { es as myDataEs } from "~/content/my-data/es";
import { en as signUpConsentEn } from "~/content/sign-up-consent/en";
import { es as signUpConsentEs } from "~/content/sign-up-consent/es";
import { en as unsubscribeEn } from "~/content/unsubscribe/en";
import { es as unsubscribeEs } from "~/content/unsubscribe/es";
import { en as consentEn } from "~/content/consent/en";
import { es as consentEs } from "~/content/consent/es";
import { en as diyHostPackEn } from "~/content/diy-host-pack/en";
import { es as diyHostPackEs } from "~/content/diy-host-pack/es";
import { en as failuresEn } from "~/content/failures/en";
import { es as failuresEs } from "~/content/failures/es";
import { en as kitCardEn } from "~/content/kit-card/en";
import { es as kitCardEs } from "~/content/kit-card/es";
import { en as kitCopyEn } from "~/content/kit-copy/en";
import { es as kitCopyEs } from "~/content/kit-copy/es";
import { en as launchKitEn } from "~/content/launch-kit/en";
import { es as launchKitEs } from "~/content/launch-kit/es";
import { en as legalEn } from "~/content/legal/en";
import { es as legalEs } from "~/content/legal/es";
import { en as hireUsEn } from "~/content/hire-us/en";
import { es as hireUsEs } from "~/content/hire-us/es";
import { en as homeEn } from "~/content/home/en";
import { es as homeEs } from "~/content/home/es";
import { en as notFoundEn } from "~/content/not-found/en";
import { es as notFoundEs } from "~/content/not-found/es";
import { en as mexicoEn } from "~/content/mexico/en";
import { es as mexicoEs } from "~/content/mexico/es";
import { en as pricingEn } from "~/content/pricing/en";
import { es as pricingEs } from "~/content/pricing/es";
import { en as productViewEn } from "~/content/product-view/en";
import { es as productViewEs } from "~/content/product-view/es";
import { en as shellEn } from "~/content/shell/en";
import { es as shellEs } from "~/content/shell/es";
import { en as storeEn } from "~/content/store/en";
import { es as storeEs } from "~/content/store/es";
import { en as subscribeEn } from "~/content/subscribe/en";
import { es as subscribeEs } from "~/content/subscribe/es";
import { en as successEn } from "~/content/success/en";
import { es as successEs } from "~/content/success/es";
import { en as whyChooseUsEn } from "~/content/why-choose-us/en";
import { es as whyChooseUsEs } from "~/content/why-choose-us/es";
import type { Lang } from "~/lib/i18n";

/**
 * Every pair of twins, `src/content/<name>/en.ts` and `es.ts`, by folder name: what the Spanish
 * pages print. A plain list, so Playwright's specs can read it too; src/content/dictionaries.test.ts
 * fails when a folder with an es.ts is missing here.
 */
export const DICTIONARIES: Record<string, Record<Lang, unknown>> = {
  "article-frame": { en: articleFrameEn, es: articleFrameEs },
  "blog": { en: blogEn, es: blogEs },
  "blog-categories": { en: blogCategoriesEn, es: blogCategoriesEs },
  "case-study": { en: caseStudyEn, es: caseStudyEs },
  "founder-story": { en: founderStoryEn, es: founderStoryEs },
  "partner": { en: partnerEn, es: partnerEs },
  "sign-up": { en: signUpEn, es: signUpEs },
  "action-toasts": { en: actionToastsEn, es: actionToastsEs },
  "all-services": { en: allServicesEn, es: allServicesEs },
  cart: { en: cartEn, es: cartEs },
  "cart-problems": { en: cartProblemsEn, es: cartProblemsEs },
  checkout: { en: checkoutEn, es: checkoutEs },
  consent: { en: consentEn, es: consentEs },
  "confirm-subscription": { en: confirmSubscriptionEn, es: confirmSubscriptionEs },
  "my-data": { en: myDataEn, es: myDataEs },
  "sign-up-consent": { en: signUpConsentEn, es: signUpConsentEs },
  unsubscribe: { en: unsubscribeEn, es: unsubscribeEs },
  "diy-host-pack": { en: diyHostPackEn, es: diyHostPackEs },
  failures: { en: failuresEn, es: failuresEs },
  "kit-card": { en: kitCardEn, es: kitCardEs },
  "kit-copy": { en: kitCopyEn, es: kitCopyEs },
  "launch-kit": { en: launchKitEn, es: launchKitEs },
  legal: { en: legalEn, es: legalEs },
  "hire-us": { en: hireUsEn, es: hireUsEs },
  home: { en: homeEn, es: homeEs },
  mexico: { en: mexicoEn, es: mexicoEs },
  "not-found": { en: notFoundEn, es: notFoundEs },
  pricing: { en: pricingEn, es: pricingEs },
  "product-view": { en: productViewEn, es: productViewEs },
  shell: { en: shellEn, es: shellEs },
  store: { en: storeEn, es: storeEs },
  subscribe: { en: subscribeEn, es: subscribeEs },
  success: { en: successEn, es: successEs },
  "why-choose-us": { en: whyChooseUsEn, es: whyChooseUsEs },
};

/** A counted phrase (`Counted` in lib/i18n): one text, whether one form or two. */
const isCountedForms = (value: unknown): value is { one: string; other: string } =>
  value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).sort().join() === "one,other";

/** The texts of a leaf: a string, or both forms of a counted phrase; null for anything else. */
const textsOf = (value: unknown): string[] | null => (typeof value === "string" ? [value] : isCountedForms(value) ? [value.one, value.other] : null);

const placeholders = (texts: string[]): string =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort().join(", ");

/**
 * What is wrong between two twins, one line per problem (none: they match): a key or a list item
 * in one language only, a text in one and something else in the other, an empty text, a
 * `{placeholder}` in one language's text and not the other's, a cell of another kind (a yes/no
 * beside a text). A `null` in one twin means that language keeps its source's words (the English
 * offer page shows the store's own product words): nothing to compare there.
 */
export function twinProblems(en: unknown, es: unknown, path = ""): string[] {
  const at = path || "(top)";
  if (en === null || es === null) return [];
  const enTexts = textsOf(en);
  const esTexts = textsOf(es);
  if (enTexts || esTexts) {
    if (!enTexts || !esTexts) return [`${at}: a text in ${enTexts ? "en" : "es"} only`];
    const problems: string[] = [];
    for (const [lang, texts] of [["en", enTexts], ["es", esTexts]] as const) if (texts.some((t) => t.trim() === "")) problems.push(`${at}: empty in ${lang}`);
    if (placeholders(enTexts) !== placeholders(esTexts)) problems.push(`${at}: placeholders {${placeholders(enTexts)}} in en, {${placeholders(esTexts)}} in es`);
    return problems;
  }
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es)) return [`${at}: a list in ${Array.isArray(en) ? "en" : "es"} only`];
    const problems = en.length === es.length ? [] : [`${at}: ${en.length} items in en, ${es.length} in es`];
    for (let i = 0; i < Math.min(en.length, es.length); i++) problems.push(...twinProblems(en[i], es[i], `${path}[${i}]`));
    return problems;
  }
  if (typeof en === "object" && typeof es === "object") {
    const a = en as Record<string, unknown>;
    const b = es as Record<string, unknown>;
    const problems: string[] = [];
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const sub = path ? `${path}.${key}` : key;
      if (!(key in b)) problems.push(`${sub}: in en, missing in es`);
      else if (!(key in a)) problems.push(`${sub}: in es, missing in en`);
      else problems.push(...twinProblems(a[key], b[key], sub));
    }
    return problems;
  }
  return typeof en === typeof es ? [] : [`${at}: a ${typeof en} in en, a ${typeof es} in es`];
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
