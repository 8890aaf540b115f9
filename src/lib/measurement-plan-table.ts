import {
  addToCart,
  beginCheckout,
  bookCallClick,
  generateLead,
  ITEM_LISTS,
  kitLine,
  mexicoBuyNow,
  partnerSignupClick,
  purchase,
  removeFromCart,
  selectItem,
  selectLanguage,
  signUp,
  signUpFailed,
  storeLine,
  viewCart,
  viewItem,
  viewItemList,
  type PlanEntry,
} from "./measurement-plan";

/**
 * docs/measurement-plan.md, from the plan itself: each moment is written down with an example
 * of what its function returns, so the table's event names and parameters are the module's
 * (`npm run docs:measurement-plan` writes the file; measurement-plan-table.test.ts fails when the
 * file and the module disagree). Only the words of "moment", "where" and "reports" are written
 * here by hand. Not part of any page.
 */
export type PlanRow = {
  moment: string;
  where: string;
  example: () => PlanEntry;
  /** The GA4 and Meta reports the event feeds. */
  reports: string;
};

const mug = { id: "prod_mug", title: "Host Mug" };
const mugVariant = { id: "var_mug_blue", price_in_cents: 1999, sale_price_in_cents: null };
const kit = { stripePriceId: "price_1RkBasicLaunchSetup499", name: "Basic Launch Setup", price: 499 };

export const PLAN_ROWS: PlanRow[] = [
  {
    moment: "A list of products or kits is shown",
    where: "/store and /es/tienda (the grid, once a page view); /pricing and /es/precios, the launch-kit page in both languages (the kit cards); the Mexico landing page's offer card, once the store answered",
    example: () => viewItemList(ITEM_LISTS.store, [storeLine(mug, mugVariant)]),
    reports: "GA4: Monetization › E-commerce purchases (item list views, item-list-to-purchase); Explorations by item list",
  },
  {
    moment: "A product or kit is picked from a list",
    where: "A store card's picture, title or \"choose a style\" button; a kit card's button; Buy Now on the Mexico landing page",
    example: () => selectItem(ITEM_LISTS.pricingKits, kitLine(kit), 0),
    reports: "GA4: E-commerce purchases (items clicked in list, by item list and position)",
  },
  {
    moment: "A product or kit page is shown",
    where: "/product/{id}, /es/producto/{id} and the Mexico offer page (the product, its first style); /checkout/{priceId} and /es/pago/{priceId} (the kit)",
    example: () => viewItem(storeLine(mug, mugVariant)),
    reports: "GA4: E-commerce purchases (items viewed, view-to-purchase); Meta: ViewContent (Events Manager, ad optimisation, custom audiences)",
  },
  {
    moment: "Units go into the cart",
    where: "Add to Cart on a product page (its quantity) or a one-style store card (1); + in the cart drawer (1 unit)",
    example: () => addToCart(storeLine(mug, mugVariant, 2)),
    reports: "GA4: E-commerce purchases (items added to cart, cart-to-view rate); Meta: AddToCart",
  },
  {
    moment: "Units leave the cart",
    where: "The cart drawer: − (1 unit), a line's remove button (its units), Clear cart (every line)",
    example: () => removeFromCart([storeLine(mug, mugVariant, 1)]),
    reports: "GA4: E-commerce purchases (items removed from cart). Meta: none (no standard event)",
  },
  {
    moment: "The cart is looked at",
    where: "The cart drawer opens with something in it (any page)",
    example: () => viewCart([storeLine(mug, mugVariant, 2)]),
    reports: "GA4: Funnel explorations (view_cart step). Meta: none",
  },
  {
    moment: "A checkout starts",
    where: "Checkout in the cart drawer, once the store gave its hosted checkout; Proceed to Secure Payment on a kit's checkout page, before leaving for Stripe",
    example: () => beginCheckout([storeLine(mug, mugVariant, 2)]),
    reports: "GA4: Checkout journey, E-commerce purchases (checkouts); Meta: InitiateCheckout",
  },
  {
    moment: "A purchase is confirmed",
    where: "/success and /es/compra-exitosa (a store order: transaction id = the store checkout's id); /checkout-success and /es/pago-exitoso (a kit: Stripe's session id, whose first 12 characters are the Order Confirmation ID shown). Only on the visit that confirms it; never on a reload",
    example: () => purchase("cs_test_a1B2c3D4e5F6g7H8", [kitLine(kit)], "launchkit_1767225600000"),
    reports: "GA4: Monetization overview, E-commerce purchases (item revenue), Purchase journey, key event 'purchase'; Meta: Purchase (conversions, value optimisation; eventID = transaction id for the Conversions API)",
  },
  {
    moment: "Someone signs up for the newsletter",
    where: "The sign-up form on /subscribe, /es/suscribirse and the Google Workspace article, when the server accepted a new address (pending its confirmation mail)",
    example: () => signUp({ form: "EmailSignUpPage", language: "en" }),
    reports: "GA4: Engagement › Events, key event 'sign_up' (by form, language). Meta: none (its Lead comes with generate_lead)",
  },
  {
    moment: "The same sign-up, as a lead",
    where: "Sent with sign_up, by the same form",
    example: () => generateLead({ form: "EmailSignUpPage", language: "en" }),
    reports: "GA4: Business objectives › Generate leads, key event 'generate_lead'; Meta: Lead (lead ads optimisation)",
  },
  {
    moment: "A sign-up the form refused",
    where: "The sign-up form, an empty or malformed address (spec part 2 §5: a failed form submission named 'email_signup')",
    example: () => signUpFailed("invalid", "EmailSignUpPage"),
    reports: "GA4: Engagement › Events (custom: form_name, reason); Meta: custom event",
  },
  {
    moment: "Book a Call is tapped",
    where: "The header's Book a Call, on every page (the path it was tapped on)",
    example: () => bookCallClick("/pricing"),
    reports: "GA4: Engagement › Events (custom, by path); Meta: custom event",
  },
  {
    moment: "The language is switched",
    where: "The header's language switch; the Mexico landing page's EN/ES toggle",
    example: () => selectLanguage("/store", "es"),
    reports: "GA4: Engagement › Events (custom); Meta: custom event",
  },
  {
    moment: "A partner sign-up is tapped",
    where: "The Constant Contact partner page's sign-up buttons (the plan)",
    example: () => partnerSignupClick("Lite"),
    reports: "GA4: Engagement › Events (custom); Meta: custom event",
  },
  {
    moment: "Buy Now on the Mexico landing page",
    where: "/airbnb-mexico and its Spanish twin (language, and whether the offer could be opened)",
    example: () => mexicoBuyNow("es", true),
    reports: "GA4: Engagement › Events (custom); Meta: custom event",
  },
];

/** An example's parameters as the table lists them: names only, `items[]` with its items' keys. */
function paramNames(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([k, v]) => (Array.isArray(v) && typeof v[0] === "object" ? `${k}[] (${Object.keys(v[0] as object).join(", ")})` : k))
    .join(", ");
}

const cell = (s: string) => s.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The whole of docs/measurement-plan.md. */
export function measurementPlanMarkdown(): string {
  const rows = PLAN_ROWS.map((row) => {
    const { ga4, meta } = row.example();
    const metaCell = meta ? `\`${meta.name}\` (${meta.method}): ${paramNames(meta.params)}; eventID` : "none";
    return `| ${cell(row.moment)} | ${cell(row.where)} | \`${ga4.name}\` | ${cell(paramNames(ga4.params))} | ${cell(metaCell)} | ${cell(row.reports)} |`;
  });
  return [
    "# Measurement plan",
    "",
    "<!-- Generated from src/lib/measurement-plan-table.ts by `npm run docs:measurement-plan`; do not edit by hand (a unit test compares). -->",
    "",
    "Every moment the site reports to GA4 and the Meta Pixel, what each receives and the reports it feeds.",
    "The payloads are built by `src/lib/measurement-plan.ts` and sent by `send` (`src/lib/analytics.ts`):",
    "nothing leaves the browser before the visitor accepts (Consent Mode v2, defaults denied; events of the page",
    "view wait for the loader, Meta's for consent). Why it reads as it does: docs/decisions/2026-11-28-measurement-plan.md.",
    "",
    "- **Items**: store lines are `item_id` = the store's product id, `item_variant` = its variant id, `price` = one unit in",
    "  dollars (the sale price when there is one), `quantity`; kits are `item_id` = their Stripe price id and `item_name` = the",
    "  Stripe product name, the same on English and Spanish pages. `item_category`: `store` or `launch_kit`.",
    "- **Value**: `value` = Σ price × quantity to the cent, `currency` = USD on every event.",
    "- **Ids**: every event carries `event_id`, Meta's `eventID` for the same action (a purchase: its `transaction_id`), for a",
    "  future Conversions API to deduplicate against.",
    "- **Not in this table**: the GA4 `page_view`s of the tag's own config and history changes, Meta's `PageView`, and the field",
    "  data (Core Web Vitals, `exception`) of docs/decisions/2026-11-28-field-data.md.",
    "",
    "| Moment | Where it fires | GA4 event | GA4 parameters | Meta | Reports it feeds |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
