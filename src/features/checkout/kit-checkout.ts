import type { MetaDescriptor } from "react-router";
import type { CheckoutWords } from "~/content/checkout/en";
import { checkoutPath, kitByPriceId, type Kit, type KitCopyWords, type KitOffer } from "~/content/kits";
import type { Lang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { localizeHref } from "~/lib/twins";

/**
 * The launch-kit checkout as plain functions (docs/architecture.md, decision 5): the visitor leaves for the
 * kit's Stripe Payment Link with a `client_reference_id`; Stripe brings them back to
 * /checkout-success?kit={kit}&session_id=... (content/kit-facts.mjs). The route and the view only call these;
 * the kit remembered for the way back is the `kit` pending checkout (pending-kit-checkout.ts).
 */

/**
 * The kit a /checkout/{priceId} address names (the router has already decoded the segment), with
 * its words (`copy`, the page's language), or null when the price id is unknown. Ids match
 * exactly, as Stripe's do.
 */
export function lookupCheckoutKit(priceId: string | undefined | null, copy: KitCopyWords): Kit | null {
  const id = (priceId ?? "").trim();
  return id ? kitByPriceId(id, copy) : null;
}

/** A checkout page's address in a language: /checkout/{priceId}, /es/pago/{priceId}. */
export const checkoutPagePath = (priceId: string, lang: Lang): string =>
  localizeHref(checkoutPath({ stripePriceId: encodeURIComponent(priceId) }), lang);

/**
 * The head of a checkout page (both languages' routes export it as their `meta`): named after the
 * kit when the price id names one, noindex (served by the SPA fallback, nothing per visitor is
 * prerendered).
 */
export function kitCheckoutMeta(priceId: string, words: CheckoutWords, lang: Lang): MetaDescriptor[] {
  const kit = lookupCheckoutKit(priceId, words.kits);
  return pageMeta({
    title: words.meta.title(kit?.name ?? null),
    description: words.meta.description(kit?.name ?? null),
    path: checkoutPagePath(priceId, lang),
    noindex: true,
  });
}

export const CLIENT_REFERENCE_PREFIX = "launchkit_";

/** Stripe accepts letters, digits, '-' and '_', at most 200 characters. */
const CLIENT_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** `launchkit_` plus the timestamp in milliseconds: `launchkit_1767225600000`. */
export function createClientReferenceId(now: number = Date.now()): string {
  return `${CLIENT_REFERENCE_PREFIX}${Math.trunc(now)}`;
}

export function isValidClientReferenceId(value: string): boolean {
  return CLIENT_REFERENCE_PATTERN.test(value);
}

export type PaymentLinkCheck =
  | { status: "missing" }
  | { status: "invalid"; reason: string }
  | { status: "ok"; url: URL };

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Checks a kit's configured Payment Link. Production links are absolute https URLs
 * (https://buy.stripe.com/...); local mode uses same-origin paths ("/local-stripe/pay/...")
 * that resolve against the page's origin. Plain http is only accepted on loopback hosts.
 */
export function checkPaymentLink(raw: string | undefined | null, origin: string): PaymentLinkCheck {
  const value = (raw ?? "").trim();
  if (!value) return { status: "missing" };
  let url: URL;
  try {
    if (value.startsWith("/")) {
      if (value.startsWith("//")) return { status: "invalid", reason: "A protocol-relative address is not a Payment Link." };
      url = new URL(value, origin);
    } else {
      url = new URL(value);
    }
  } catch {
    return { status: "invalid", reason: `"${value}" is not a valid URL.` };
  }
  if (url.username || url.password) return { status: "invalid", reason: "A Payment Link never carries credentials." };
  if (url.protocol === "https:") return url.hostname ? { status: "ok", url } : { status: "invalid", reason: "The link has no host." };
  if (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) return { status: "ok", url };
  return { status: "invalid", reason: `A Payment Link must use https (got ${url.protocol}).` };
}

/**
 * The address the browser leaves for: the Payment Link with `client_reference_id` set
 * (the link's own parameters are kept; an existing client_reference_id is replaced).
 */
export function buildPaymentLinkUrl(link: URL, clientReferenceId: string): string {
  if (!isValidClientReferenceId(clientReferenceId)) {
    throw new Error(`Invalid client_reference_id "${clientReferenceId}": letters, digits, '-' and '_' only, at most 200.`);
  }
  const url = new URL(link.href);
  url.searchParams.set("client_reference_id", clientReferenceId);
  return url.href;
}

export type CheckoutStart =
  | { ok: true; url: string; clientReferenceId: string }
  | { ok: false; error: "missing" | "invalid"; message: string };

/** Everything the pay button needs: the URL to leave for, or why it can't. */
export function startKitCheckout(kit: Pick<KitOffer, "name">, paymentLink: string, origin: string, now: number = Date.now()): CheckoutStart {
  const check = checkPaymentLink(paymentLink, origin);
  if (check.status === "missing") {
    return { ok: false, error: "missing", message: `No Payment Link is configured for ${kit.name}.` };
  }
  if (check.status === "invalid") {
    return { ok: false, error: "invalid", message: check.reason };
  }
  const clientReferenceId = createClientReferenceId(now);
  return { ok: true, url: buildPaymentLinkUrl(check.url, clientReferenceId), clientReferenceId };
}

/** Order summary lines, in whole dollars. The service fee is $0.00 (spec part 1 §9). */
export const SERVICE_FEE = 0;

export function orderSummary(kit: Pick<KitOffer, "price">): { subtotal: number; serviceFee: number; total: number } {
  return { subtotal: kit.price, serviceFee: SERVICE_FEE, total: kit.price + SERVICE_FEE };
}
