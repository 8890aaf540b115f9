import { config } from "~/lib/config";
import type { KitCopy, KitCopyWords } from "./kit-copy/en";
import { KIT_FACTS, kitSuccessPath, type KitFacts, type KitId } from "./kit-facts.mjs";

/**
 * The done-for-you launch kits: one id, one name and one price each, everywhere
 * (home, services, pricing, launch pack, checkout), in both languages. Prices in whole dollars.
 * The facts that the provisioning script and the local Stripe stand-in need too (id, name, price,
 * Stripe price id) come from kit-facts.mjs; this module adds the site's facts (Payment Link,
 * highlight, picture). The kits' words are twin dictionaries (content/kit-copy/en.ts, es.ts) that
 * reach a page through its words; `kitsIn` joins them to these facts.
 */
export type { KitId, KitCopy, KitCopyWords };
export { kitSuccessPath };

/** A kit's facts, the same in every language. */
export type KitOffer = KitFacts & {
  /** Stripe Payment Link URL from configuration; empty when not configured. */
  paymentLink: string;
  highlight: boolean;
  imageSrc: string;
};

/** A kit with its words in one language: what kit cards, the comparison and checkout show. */
export type Kit = KitFacts &
  Omit<KitCopy, "imageAlt"> & {
    paymentLink: string;
    highlight: boolean;
    image: { src: string; alt: string };
  };

const SITE_FACTS: Record<KitId, Omit<KitOffer, keyof KitFacts>> = {
  basic: { paymentLink: config.stripe.paymentLinks.basic, highlight: false, imageSrc: "/images/kits/basic.svg" },
  complete: { paymentLink: config.stripe.paymentLinks.complete, highlight: true, imageSrc: "/images/kits/complete.svg" },
  pro: { paymentLink: config.stripe.paymentLinks.pro, highlight: false, imageSrc: "/images/kits/pro.svg" },
};

/** The kits' facts (names, prices, ids), in order: for prices and names, in any language. */
export const KITS: readonly KitOffer[] = KIT_FACTS.map((facts) => ({ ...facts, ...SITE_FACTS[facts.id] }));

/** A kit's facts by id. */
export function kitById(id: KitId): KitOffer {
  const kit = KITS.find((k) => k.id === id);
  if (!kit) throw new Error(`Unknown kit ${id}`);
  return kit;
}

const joined = new WeakMap<KitCopyWords, readonly Kit[]>();

/** The kits with their words in one language (the page's: `words.kitCard.kits`, `words.kits`), in order. */
export function kitsIn(copy: KitCopyWords): readonly Kit[] {
  let kits = joined.get(copy);
  if (!kits) {
    kits = KITS.map(({ imageSrc, ...facts }) => {
      const { imageAlt, ...words } = copy.kits[facts.id];
      return { ...facts, ...words, image: { src: imageSrc, alt: imageAlt } };
    });
    joined.set(copy, kits);
  }
  return kits;
}

/** Each kit's included call, as its words name it: the launch-kit comparison's call row. */
export function kitCallLengths(copy: KitCopyWords): Record<KitId, string> {
  return Object.fromEntries(KITS.map((k) => [k.id, copy.kits[k.id].callLength])) as Record<KitId, string>;
}

/** The kit a checkout URL's price id names, with its words, or null. */
export function kitByPriceId(priceId: string, copy: KitCopyWords): Kit | null {
  return kitsIn(copy).find((k) => k.stripePriceId === priceId) ?? null;
}

/** The checkout page of a kit: /checkout/{priceId} (a Spanish page's links lead to /es/pago/{priceId}). */
export const checkoutPath = (kit: Pick<KitFacts, "stripePriceId">) => `/checkout/${kit.stripePriceId}`;

/** The lowest kit price: "starting at $499". */
export const KIT_STARTING_PRICE = Math.min(...KITS.map((k) => k.price));

/** 30-day money-back guarantee on the DIY and done-for-you offers. */
export const MONEY_BACK_DAYS = 30;
