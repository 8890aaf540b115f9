import { describe, expect, it } from "vitest";
import { KITS, kitsIn } from "~/content/kits";
import { en as kitCopyEn } from "~/content/kit-copy/en";
import { es as kitCopyEs } from "~/content/kit-copy/es";
import {
  addToCart,
  beginCheckout,
  bookCallClick,
  GA4_MAX_ITEMS,
  generateLead,
  ITEM_LISTS,
  kitLine,
  META_STANDARD_EVENTS,
  mexicoBuyNow,
  partnerSignupClick,
  purchase,
  receiptLine,
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
import { validateGa4Ecommerce, validateMeta, validatePlanEntry } from "./measurement-plan-validate";

const mug = { id: "prod_mug", title: "Host Mug" };
const mugBlue = { id: "var_mug_blue", price_in_cents: 1999, sale_price_in_cents: null };
const towel = { id: "prod_towel", title: "Guest Towel" };
const towelOnSale = { id: "var_towel", price_in_cents: 2900, sale_price_in_cents: 2333 };
const cart = [storeLine(mug, mugBlue, 3), storeLine(towel, towelOnSale, 2)];
const basic = KITS[0]!;

/** Every moment, as a page sends it. */
const moments: Record<string, PlanEntry> = {
  view_item_list: viewItemList(ITEM_LISTS.store, cart),
  select_item: selectItem(ITEM_LISTS.pricingKits, kitLine(basic), 0),
  view_item: viewItem(storeLine(mug, mugBlue)),
  add_to_cart: addToCart(storeLine(towel, towelOnSale, 2)),
  remove_from_cart: removeFromCart(cart),
  view_cart: viewCart(cart),
  begin_checkout: beginCheckout(cart),
  purchase: purchase("chk_123", cart),
  sign_up: signUp({ form: "EmailSignUpPage", language: "es" }),
  generate_lead: generateLead({ form: "EmailSignUpPage", language: "es" }),
  book_call_click: bookCallClick("/pricing"),
  select_language: selectLanguage("/store", "es"),
  partner_signup_click: partnerSignupClick("Starter"),
  mexico_buy_now: mexicoBuyNow("es", true),
  form_submission: signUpFailed("invalid", "EmailSignUpPage"),
};

describe("measurement plan", () => {
  it.each(Object.entries(moments))("%s is valid in GA4's and Meta's documented shapes", (name, entry) => {
    expect(entry.ga4.name).toBe(name);
    expect(validatePlanEntry(entry)).toEqual([]);
    expect(entry.ga4.params.currency).toBe("USD");
  });

  it("gives every e-commerce event items as objects with an id, a name, the variant, a price and a quantity", () => {
    expect(moments.purchase!.ga4.params.items).toEqual([
      { item_id: "prod_mug", item_name: "Host Mug", item_variant: "var_mug_blue", price: 19.99, quantity: 3, item_category: "store" },
      { item_id: "prod_towel", item_name: "Guest Towel", item_variant: "var_towel", price: 23.33, quantity: 2, item_category: "store" },
    ]);
  });

  it("makes value the sum of price × quantity, to the cent", () => {
    // 3 × 19.99 + 2 × 23.33 = 106.63 (floating point alone would give 106.63000000000001).
    for (const name of ["remove_from_cart", "view_cart", "begin_checkout", "purchase"]) expect(moments[name]!.ga4.params.value).toBe(106.63);
    expect(moments.add_to_cart!.ga4.params.value).toBe(46.66);
    expect(moments.purchase!.meta!.params).toMatchObject({ value: 106.63, currency: "USD", num_items: 5, content_type: "product", content_ids: ["prod_mug", "prod_towel"] });
  });

  it("counts a Spanish kit sale under the English kit's item: the Stripe price id, the same name", () => {
    for (const id of ["basic", "complete", "pro"] as const) {
      const en = kitsIn(kitCopyEn).find((k) => k.id === id)!;
      const es = kitsIn(kitCopyEs).find((k) => k.id === id)!;
      const sold = (k: typeof en) => purchase("cs_test_a", [kitLine(k)]).ga4.params.items;
      expect(sold(es)).toEqual(sold(en));
      expect(sold(es)).toEqual([{ item_id: en.stripePriceId, item_name: en.name, price: en.price, quantity: 1, item_category: "launch_kit" }]);
    }
  });

  it("sends Meta only standard names for commerce, and the transaction id as a purchase's eventID", () => {
    const purchaseEntry = moments.purchase!;
    expect(purchaseEntry.meta).toMatchObject({ name: "Purchase", method: "track", eventID: "chk_123" });
    expect(purchaseEntry.ga4.params).toMatchObject({ transaction_id: "chk_123", event_id: "chk_123" });
    const meta = Object.fromEntries(Object.entries(moments).map(([k, e]) => [k, e.meta && e.meta.method === "track" ? e.meta.name : null]));
    expect(meta).toMatchObject({ view_item: "ViewContent", add_to_cart: "AddToCart", begin_checkout: "InitiateCheckout", purchase: "Purchase", generate_lead: "Lead" });
    for (const e of Object.values(moments)) if (e.meta?.method === "track") expect(META_STANDARD_EVENTS).toContain(e.meta.name);
  });

  it("gives every other action a fresh id, the same in both tools", () => {
    const a = addToCart(storeLine(mug, mugBlue));
    const b = addToCart(storeLine(mug, mugBlue));
    expect(a.meta!.eventID).not.toBe(b.meta!.eventID);
    expect(a.ga4.params.event_id).toBe(a.meta!.eventID);
  });

  it("keeps the spec's events as they were: a failed sign-up is a failed form submission named 'email_signup'; Book a Call carries the path", () => {
    expect(moments.form_submission!.ga4.params).toMatchObject({ form_name: "email_signup", success: false, reason: "invalid" });
    expect(moments.form_submission!.meta).toMatchObject({ name: "form_submission", method: "trackCustom" });
    expect(moments.book_call_click!.ga4.params).toMatchObject({ path: "/pricing" });
  });

  it("puts a list's id, name and each item's position on list events", () => {
    expect(moments.select_item!.ga4.params.items).toEqual([expect.objectContaining({ index: 0, item_list_id: "pricing_kits", item_list_name: "Pricing: launch kits" })]);
    expect((moments.view_item_list!.ga4.params.items as { index: number }[]).map((i) => i.index)).toEqual([0, 1]);
  });

  it("reads a receipt line as the same item the cart sent", () => {
    const line = receiptLine({ productId: "prod_mug", title: "Host Mug", variantId: "var_mug_blue", unitPriceCents: 1999, quantity: 3 });
    expect(line).toEqual(cart[0]);
  });
});

describe("validators", () => {
  const good = () => structuredClone(moments.purchase!.ga4);

  it("refuses items that are not objects with an id or a name (the store's old purchase sent a count)", () => {
    expect(validateGa4Ecommerce({ name: "purchase", params: { currency: "USD", value: 10, transaction_id: "t", items: 3 as never } })).toEqual(["items is not a non-empty array"]);
    const e = good();
    (e.params.items as unknown[])[0] = { price: 19.99, quantity: 3 };
    expect(validateGa4Ecommerce(e)).toContain("items[0] has neither item_id nor item_name");
  });

  it("refuses a value that is not the sum, a missing currency, a purchase without a transaction id", () => {
    const e = good();
    e.params.value = 106.62;
    e.params.currency = undefined;
    e.params.transaction_id = "";
    expect(validateGa4Ecommerce(e)).toEqual(["currency is undefined, not USD", "value 106.62 is not the sum of price × quantity (106.63)", "purchase has no transaction_id"]);
  });

  it("refuses more than 200 items, and the plan never sends more", () => {
    const many = Array.from({ length: GA4_MAX_ITEMS + 1 }, (_, i) => storeLine({ id: `p${i}`, title: "P" }, mugBlue));
    const e = viewItemList(ITEM_LISTS.store, many);
    expect(e.ga4.params.items).toHaveLength(GA4_MAX_ITEMS);
    expect(validateGa4Ecommerce(e.ga4)).toEqual([]);
    const over = structuredClone(e.ga4);
    (over.params.items as unknown[]).push((over.params.items as unknown[])[0]);
    expect(validateGa4Ecommerce(over)).toContain("201 items (GA4 reads at most 200)");
  });

  it("refuses a made-up Meta name sent as standard, and a standard one sent as custom", () => {
    expect(validateMeta({ name: "AddedToCart", params: {}, eventID: "x", method: "track" })).toContain('"AddedToCart" is not a Meta standard event');
    expect(validateMeta({ name: "Purchase", params: {}, eventID: "x", method: "trackCustom" })).toContain('"Purchase" is a standard event sent as custom');
  });
});
