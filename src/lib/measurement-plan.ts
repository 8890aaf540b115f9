/**
 * The measurement plan (issue 44; docs/measurement-plan.md is generated from this module and
 * docs/decisions/2026-11-28-measurement-plan.md says why it reads as it does): one function per
 * moment of the site, each returning what GA4 and the Meta Pixel receive, in the shapes their
 * own documentation gives (GA4's recommended e-commerce events, Meta's standard events).
 * Pure: no DOM, no network; `analytics.ts`'s `send` delivers an entry, under Consent Mode.
 *
 * Items:
 * - a store line: `item_id` the store's product id, `item_variant` its variant's id (GA4 reports
 *   items by `item_id` and splits them by `item_variant`; the variant's title is often "Default"
 *   and is English on every page, its id names one thing for ever);
 * - a launch kit: `item_id` its Stripe price id, the same on the English and the Spanish page
 *   (content/kit-facts.mjs), so a sale in Spanish counts under the same item; `item_name` the
 *   kit's Stripe product name, also one in both languages.
 * Prices are major units (dollars); sums are made in cents, so `value` is Σ price × quantity to
 * the cent.
 *
 * Meta: e-commerce moments become standard events (`fbq("track", …)`) where Meta has one, with
 * an `eventID` for a future Conversions API to deduplicate against (GA4 gets it too, as
 * `event_id`); a purchase's `eventID` is its transaction id. The site's other moments stay
 * custom events (`fbq("trackCustom", …)`), as they were.
 */

/** Every event carries the currency the site sells in (spec part 2 §7 "Analytics": "currency USD"). */
export const PLAN_CURRENCY = "USD";

/** GA4's limit on `items` (its e-commerce documentation: at most 200 items an event). */
export const GA4_MAX_ITEMS = 200;

/** Meta's standard events (Meta Pixel reference, "Standard events"). */
export const META_STANDARD_EVENTS = [
  "AddPaymentInfo",
  "AddToCart",
  "AddToWishlist",
  "CompleteRegistration",
  "Contact",
  "CustomizeProduct",
  "Donate",
  "FindLocation",
  "InitiateCheckout",
  "Lead",
  "PageView",
  "Purchase",
  "Schedule",
  "Search",
  "StartTrial",
  "SubmitApplication",
  "Subscribe",
  "ViewContent",
] as const;
export type MetaStandardEvent = (typeof META_STANDARD_EVENTS)[number];

/** An item as GA4 reads it on every e-commerce event. */
export type Ga4Item = {
  item_id: string;
  item_name: string;
  item_variant?: string;
  /** One unit, in dollars. */
  price: number;
  quantity: number;
  item_category?: string;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
};

export type Ga4Value = string | number | boolean | undefined | Ga4Item[];
export type Ga4Event = { name: string; params: Record<string, Ga4Value> };

export type MetaContent = { id: string; quantity: number; item_price: number };
export type MetaValue = string | number | boolean | undefined | string[] | MetaContent[];
export type MetaEvent = {
  name: string;
  params: Record<string, MetaValue>;
  eventID: string;
  /** Standard events go through `fbq("track")`, the site's own through `fbq("trackCustom")`. */
  method: "track" | "trackCustom";
};

/** What one moment sends: GA4's event, and Meta's (null: Meta has no event for it). */
export type PlanEntry = { ga4: Ga4Event; meta: MetaEvent | null };

/** A line of the plan: one product (variant) or kit, a quantity, and what one unit costs. */
export type PlanLine = {
  id: string;
  name: string;
  variant?: string;
  unitCents: number;
  quantity: number;
  category: "store" | "launch_kit";
};

/** An item list the site shows (ids and names in English: one row in the reports for both languages). */
export type ItemList = { id: string; name: string };

export const ITEM_LISTS = {
  store: { id: "store", name: "Store" },
  pricingKits: { id: "pricing_kits", name: "Pricing: launch kits" },
  launchKitPage: { id: "launch_kit_page", name: "Airbnb launch kit: tiers" },
  mexicoOffer: { id: "mexico_offer", name: "Airbnb Mexico: launch offer" },
} as const satisfies Record<string, ItemList>;
export type ItemListKey = keyof typeof ITEM_LISTS;

type StoreProductLike = { id: string; title: string };
type StoreVariantLike = { id: string; price_in_cents: number; sale_price_in_cents: number | null };

/** A store product's variant as a line (its unit price: the sale price when there is one). */
export function storeLine(product: StoreProductLike, variant: StoreVariantLike, quantity = 1): PlanLine {
  return { id: product.id, name: product.title, variant: variant.id, unitCents: variant.sale_price_in_cents ?? variant.price_in_cents, quantity, category: "store" };
}

/** A line of a store checkout's receipt (features/checkout/pending-checkout.ts). */
export function receiptLine(line: { productId: string; title: string; variantId: string; unitPriceCents: number; quantity: number }): PlanLine {
  return { id: line.productId, name: line.title, variant: line.variantId, unitCents: line.unitPriceCents, quantity: line.quantity, category: "store" };
}

/** A launch kit (its price in whole dollars) as a line: the Stripe price id names it in both languages. */
export function kitLine(kit: { stripePriceId: string; name: string; price: number }, quantity = 1): PlanLine {
  return { id: kit.stripePriceId, name: kit.name, unitCents: Math.round(kit.price * 100), quantity, category: "launch_kit" };
}

/** A fresh id for one action: Meta's `eventID`, GA4's `event_id`. */
export function newEventId(): string {
  const c = typeof crypto === "undefined" ? undefined : crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const dollars = (cents: number) => Math.round(cents) / 100;
const totalCents = (lines: readonly PlanLine[]) => lines.reduce((sum, l) => sum + Math.round(l.unitCents) * l.quantity, 0);

function ga4Items(lines: readonly PlanLine[], list?: ItemList, from = 0): Ga4Item[] {
  return lines.slice(0, GA4_MAX_ITEMS).map((l, i) => ({
    item_id: l.id,
    item_name: l.name,
    ...(l.variant === undefined ? {} : { item_variant: l.variant }),
    price: dollars(l.unitCents),
    quantity: l.quantity,
    item_category: l.category,
    ...(list ? { index: from + i, item_list_id: list.id, item_list_name: list.name } : {}),
  }));
}

function metaContents(lines: readonly PlanLine[]): Pick<MetaEvent["params"], "content_ids" | "contents" | "content_type"> {
  return {
    content_ids: [...new Set(lines.map((l) => l.id))],
    contents: lines.map((l) => ({ id: l.id, quantity: l.quantity, item_price: dollars(l.unitCents) })),
    content_type: "product",
  };
}

/** An e-commerce event with a value: GA4's items, value and currency; Meta's standard twin, or none. */
function commerce(name: string, lines: readonly PlanLine[], meta: MetaStandardEvent | null, extra: Record<string, Ga4Value> = {}, eventID = newEventId()): PlanEntry {
  const value = dollars(totalCents(lines));
  return {
    ga4: { name, params: { currency: PLAN_CURRENCY, value, items: ga4Items(lines), ...extra, event_id: eventID } },
    meta: meta && {
      name: meta,
      params: {
        ...metaContents(lines),
        value,
        currency: PLAN_CURRENCY,
        ...(meta === "ViewContent" ? { content_name: lines[0]?.name } : {}),
        ...(meta === "InitiateCheckout" || meta === "Purchase" ? { num_items: lines.reduce((n, l) => n + l.quantity, 0) } : {}),
      },
      eventID,
      method: "track",
    },
  };
}

/** A list of products or kits was shown (the store's grid, a page's kit cards). GA4 only: Meta has no list event. */
export function viewItemList(list: ItemList, lines: readonly PlanLine[]): PlanEntry {
  return {
    ga4: { name: "view_item_list", params: { currency: PLAN_CURRENCY, item_list_id: list.id, item_list_name: list.name, items: ga4Items(lines, list), event_id: newEventId() } },
    meta: null,
  };
}

/** A product or kit in a list was tapped (its position in the list: `index`, from 0). GA4 only. */
export function selectItem(list: ItemList, line: PlanLine, index: number): PlanEntry {
  return {
    ga4: { name: "select_item", params: { currency: PLAN_CURRENCY, item_list_id: list.id, item_list_name: list.name, items: ga4Items([line], list, index), event_id: newEventId() } },
    meta: null,
  };
}

/** A product page or a kit's checkout page was shown (its first style, one unit). */
export function viewItem(line: PlanLine): PlanEntry {
  return commerce("view_item", [line], "ViewContent");
}

/** Units went into the cart: an add, or a quantity raised in the drawer (the line carries the units added). */
export function addToCart(line: PlanLine): PlanEntry {
  return commerce("add_to_cart", [line], "AddToCart");
}

/** Units left the cart: a quantity lowered (the units taken out), a line removed, the cart cleared (every line). GA4 only. */
export function removeFromCart(lines: readonly PlanLine[]): PlanEntry {
  return commerce("remove_from_cart", lines, null);
}

/** The cart drawer was opened, with what it holds. GA4 only. */
export function viewCart(lines: readonly PlanLine[]): PlanEntry {
  return commerce("view_cart", lines, null);
}

/** A checkout started: the drawer's Checkout to the store's hosted page, or a kit's Pay to Stripe. */
export function beginCheckout(lines: readonly PlanLine[]): PlanEntry {
  return commerce("begin_checkout", lines, "InitiateCheckout");
}

/**
 * A purchase confirmed on a success page (once: success.ts's rule). `transactionId`: the store
 * checkout's id, or the kit's Stripe Checkout Session id (the Order Confirmation ID on the page
 * is its first 12 characters: after `cs_live_`, 4 characters, too few to tell sales apart, and
 * GA4 keeps one purchase per transaction id). It is Meta's `eventID` too. A kit's
 * `client_reference_id` (the one the Payment Link carried) goes with it, to find it in Stripe.
 */
export function purchase(transactionId: string, lines: readonly PlanLine[], clientReferenceId?: string): PlanEntry {
  return commerce("purchase", lines, "Purchase", { transaction_id: transactionId, ...(clientReferenceId ? { client_reference_id: clientReferenceId } : {}) }, transactionId);
}

/** Where a newsletter sign-up came from: the form's source and the page's language. */
export type SignUpContext = { form: string; language: string };

/**
 * A newsletter sign-up the server accepted (pending its confirmation mail): GA4's `sign_up`.
 * Meta gets its `Lead` from `generateLead`, sent with it: one action, one Meta event.
 */
export function signUp({ form, language }: SignUpContext): PlanEntry {
  return { ga4: { name: "sign_up", params: { currency: PLAN_CURRENCY, method: "newsletter", form, language, event_id: newEventId() } }, meta: null };
}

/** The same sign-up as a lead: GA4's `generate_lead` (no value: a newsletter lead is not priced) and Meta's `Lead`. */
export function generateLead({ form, language }: SignUpContext): PlanEntry {
  const eventID = newEventId();
  return {
    ga4: { name: "generate_lead", params: { currency: PLAN_CURRENCY, lead_source: form, form, language, event_id: eventID } },
    meta: { name: "Lead", params: { content_name: form, content_category: "newsletter" }, eventID, method: "track" },
  };
}

/** One of the site's own events, under one name in both tools (a GA4 custom event, a Meta custom event). */
export function customEvent(name: string, params: Record<string, string | number | boolean | undefined>): PlanEntry {
  const eventID = newEventId();
  const all = { currency: PLAN_CURRENCY, ...params };
  return { ga4: { name, params: { ...all, event_id: eventID } }, meta: { name, params: all, eventID, method: "trackCustom" } };
}

/** 'Book a Call' in the header: the path it was tapped on (spec part 2 §7 "Analytics"). */
export const bookCallClick = (path: string) => customEvent("book_call_click", { path });

/** The language switch: the page, and the language chosen. */
export const selectLanguage = (page: string, lang: string) => customEvent("select_language", { page, lang });

/** A partner's sign-up button (Constant Contact): the plan it names. */
export const partnerSignupClick = (plan: string) => customEvent("partner_signup_click", { plan });

/** Buy Now on the Mexico landing page: its language, and whether the offer could be opened. */
export const mexicoBuyNow = (lang: string, available: boolean) => customEvent("mexico_buy_now", { lang, available });

/** The name a failed sign-up is reported under (spec part 2 §5: "a failed form submission named 'email_signup'"). */
export const SIGN_UP_FORM_NAME = "email_signup";

/** A sign-up the form refused (empty or invalid address): a failed form submission named 'email_signup'. */
export const signUpFailed = (reason: string, source: string) => customEvent("form_submission", { form_name: SIGN_UP_FORM_NAME, success: false, reason, source });
