import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { en as kitCopyEn } from "../src/content/kit-copy/en";
import { es as kitCopyEs } from "../src/content/kit-copy/es";
import { kitsIn } from "../src/content/kits";
import { FIRST_LOAD, waitForHydration } from "./helpers";
import { P } from "./store-fixtures";

/**
 * The measurement plan end to end (issue 44; docs/measurement-plan.md), read back from the local
 * stand-in for the tags (`/local-analytics/api/hits`, local-services/analytics): a visitor's whole
 * store funnel and kit funnel, in both languages, give GA4 and Meta exactly the expected events,
 * once each, in order; nothing before consent; nothing more on a reload of the receipt.
 * Runs in the `analytics` project (a build with analytics ids), hence `@analytics`.
 */

type Hit = {
  seq: number;
  tool: "ga4" | "meta";
  event: string;
  params: Record<string, unknown>;
  consent: Record<string, "granted" | "denied">;
  page: string;
  method: string;
  event_id: string | null;
};
type Item = { item_id: string; item_name: string; item_variant?: string; price: number; quantity: number };

/** The plan's moments (docs/measurement-plan.md): what the funnels are read for; page views and field data are not. */
const GA4_MOMENTS = new Set(["view_item_list", "select_item", "view_item", "add_to_cart", "remove_from_cart", "view_cart", "begin_checkout", "purchase", "sign_up", "generate_lead"]);
const META_MOMENTS = new Set(["ViewContent", "AddToCart", "InitiateCheckout", "Purchase", "Lead"]);

/** Every hit this test's browser sent (a run id of its own: tests share the server). */
async function startRun(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const run = randomUUID();
  await context.addCookies([{ name: "local-analytics-run", value: run, url: baseURL ?? "http://localhost" }]);
  return run;
}

async function hits(request: APIRequestContext, run: string): Promise<Hit[]> {
  const res = await request.get(`/local-analytics/api/hits?run=${encodeURIComponent(run)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Hit[]).sort((a, b) => a.seq - b.seq);
}

const ga4 = (all: Hit[]) => all.filter((h) => h.tool === "ga4" && GA4_MOMENTS.has(h.event));
const meta = (all: Hit[]) => all.filter((h) => h.tool === "meta" && META_MOMENTS.has(h.event));
const names = (list: Hit[]) => list.map((h) => h.event);

/** Waits until the stand-in holds exactly these moments, in order, per tool. */
async function expectMoments(request: APIRequestContext, run: string, expected: { ga4: string[]; meta: string[] }): Promise<Hit[]> {
  let last: Hit[] = [];
  await expect
    .poll(async () => {
      last = await hits(request, run);
      return { ga4: names(ga4(last)), meta: names(meta(last)) };
    }, FIRST_LOAD)
    .toEqual(expected);
  return last;
}

/**
 * Waits until GA4's `event` reached the stand-in, as a visitor takes a moment to read a page: the
 * stand-in numbers hits as they arrive, and two sent a few milliseconds apart may arrive either
 * way round.
 */
async function arrived(request: APIRequestContext, run: string, event: string) {
  await expect.poll(async () => names(ga4(await hits(request, run))), FIRST_LOAD).toContain(event);
}

/** Accepts the consent banner on a page that sends no moment of its own. */
async function acceptConsent(page: Page, path: string, accept: string) {
  await page.goto(path);
  await page.getByRole("dialog").getByRole("button", { name: accept, exact: true }).click(FIRST_LOAD);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

const items = (h: Hit | undefined) => (h?.params.items ?? []) as Item[];
const last = (list: Hit[], event: string) => list.filter((h) => h.event === event).at(-1);

/** GA4's documented shape: items objects with an id, value = Σ price × quantity, currency USD. */
function expectValued(h: Hit | undefined) {
  expect(h, "the event arrived").toBeDefined();
  const sum = items(h).reduce((n, i) => n + Math.round(i.price * 100) * i.quantity, 0);
  expect(h!.params.currency).toBe("USD");
  expect(Math.round(Number(h!.params.value) * 100)).toBe(sum);
  for (const i of items(h)) expect(i.item_id).toBeTruthy();
}

const STORE = {
  en: {
    home: "/",
    accept: "Accept",
    store: "/store",
    product: `/product/${P.playbook}`,
    more: "Increase quantity",
    add: "Add to Cart",
    cart: /^Open cart, \d+ items?$/,
    drawer: /Your Cart/,
    checkout: "Checkout",
    pay: /^Pay \$90\.00$/,
    success: /\/success\?checkout=/,
  },
  es: {
    home: "/es/",
    accept: "Aceptar",
    store: "/es/tienda",
    product: `/es/producto/${P.playbook}`,
    more: "Aumentar la cantidad",
    add: "Agregar al carrito",
    cart: /^Abrir el carrito, \d+ artículos?$/,
    drawer: /Su carrito/,
    checkout: "Ir a pagar",
    pay: /^Pagar USD\s90\.00$/,
    success: /\/es\/compra-exitosa\?checkout=/,
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const s = STORE[lang];

  test(`store funnel (${lang}): list, product, add, drawer, checkout, receipt: each moment once, in order; nothing on a reload @analytics`, async ({ page, context, request, baseURL }) => {
    const run = await startRun(context, baseURL);
    await acceptConsent(page, s.home, s.accept);

    await page.goto(s.store);
    await waitForHydration(page);
    await arrived(request, run, "view_item_list");
    // The playbook (an e-book, on sale at $45, unlimited stock): from its card to its page.
    const card = page.getByTestId("product-card").filter({ has: page.locator(`a[href="${s.product}"]`) });
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(s.product);
    await arrived(request, run, "view_item");
    await page.getByRole("button", { name: s.more, exact: true }).click(); // two copies
    await page.getByRole("button", { name: s.add, exact: true }).click();
    await page.getByRole("button", { name: s.cart }).click();
    const drawer = page.getByRole("dialog", { name: s.drawer });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: s.checkout, exact: true }).click();
    await expect(page).toHaveURL(/\/store-api\/hosted-checkout\//);
    await page.getByRole("button", { name: s.pay }).click();
    await expect(page).toHaveURL(s.success, FIRST_LOAD);
    await expect(page.getByTestId("store-receipt")).toBeVisible(FIRST_LOAD);

    const all = await expectMoments(request, run, {
      ga4: ["view_item_list", "select_item", "view_item", "add_to_cart", "view_cart", "begin_checkout", "purchase"],
      meta: ["ViewContent", "AddToCart", "InitiateCheckout", "Purchase"],
    });
    const g = ga4(all);
    const m = meta(all);
    // The store's items: product id, variant id, unit price in dollars, quantity.
    expect(items(last(g, "select_item"))[0]).toMatchObject({ item_id: P.playbook, index: expect.any(Number), item_list_id: "store" });
    expect(items(last(g, "add_to_cart"))).toEqual([expect.objectContaining({ item_id: P.playbook, item_name: "Five-Star Review Playbook", price: 45, quantity: 2, item_variant: expect.stringMatching(/^var_/) })]);
    for (const e of ["view_item", "add_to_cart", "view_cart", "begin_checkout", "purchase"]) expectValued(last(g, e));
    const bought = last(g, "purchase")!;
    expect(bought.params.value).toBe(90);
    expect(bought.params.transaction_id).toEqual(expect.any(String));
    // Meta: standard events through fbq("track"), the purchase's eventID its transaction id.
    const sale = last(m, "Purchase")!;
    expect(sale).toMatchObject({ method: "track", event_id: bought.params.transaction_id, params: expect.objectContaining({ value: 90, currency: "USD", content_ids: [P.playbook], num_items: 2 }) });
    expect(last(m, "AddToCart")!.event_id).toBe(last(g, "add_to_cart")!.params.event_id);
    // Everything after consent.
    for (const h of [...g, ...m]) expect(h.consent.analytics_storage, `${h.tool} ${h.event}`).toBe("granted");

    // A reload of the receipt shows it again and counts no second sale.
    const before = (await hits(request, run)).length;
    await page.reload();
    await expect(page.getByTestId("store-receipt")).toBeVisible(FIRST_LOAD);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    const after = await hits(request, run);
    expect(names(ga4(after))).toEqual(names(g));
    expect(names(meta(after))).toEqual(names(m));
    expect(after.length).toBeGreaterThanOrEqual(before);
  });
}

const KIT = {
  en: { home: "/", accept: "Accept", list: "/pricing", copy: kitCopyEn, checkout: (id: string) => `/checkout/${id}`, pay: "Proceed to Secure Payment", success: /\/checkout-success\?/ },
  es: { home: "/es/", accept: "Aceptar", list: "/es/precios", copy: kitCopyEs, checkout: (id: string) => `/es/pago/${id}`, pay: "Ir al pago seguro", success: /\/es\/pago-exitoso\?/ },
} as const;

for (const lang of ["en", "es"] as const) {
  const k = KIT[lang];
  const kit = kitsIn(k.copy).find((x) => x.id === "complete")!;
  const english = kitsIn(kitCopyEn).find((x) => x.id === "complete")!;

  test(`kit funnel (${lang}): the kit list, the kit, Stripe, the success page: each moment once, under the English kit's item; nothing on a reload @analytics`, async ({ page, context, request, baseURL }) => {
    const run = await startRun(context, baseURL);
    await acceptConsent(page, k.home, k.accept);

    await page.goto(k.list);
    await waitForHydration(page);
    await arrived(request, run, "view_item_list");
    await page.locator(`#kit-${kit.id}`).getByRole("link", { name: kit.buttonText }).click();
    await expect(page).toHaveURL(k.checkout(kit.stripePriceId));
    await arrived(request, run, "view_item");
    await page.getByRole("button", { name: k.pay }).click();
    await expect(page).toHaveURL(/\/local-stripe\/pay\//, FIRST_LOAD);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(k.success, FIRST_LOAD);
    await expect(page.getByTestId("kit-success")).toBeVisible(FIRST_LOAD);
    const sessionId = new URL(page.url()).searchParams.get("session_id")!;

    const all = await expectMoments(request, run, {
      ga4: ["view_item_list", "select_item", "view_item", "begin_checkout", "purchase"],
      meta: ["ViewContent", "InitiateCheckout", "Purchase"],
    });
    const g = ga4(all);
    // One item in both languages: the Stripe price id and the Stripe product name.
    const item = { item_id: english.stripePriceId, item_name: english.name, price: english.price, quantity: 1 };
    for (const e of ["view_item", "begin_checkout", "purchase"]) {
      expectValued(last(g, e));
      expect(items(last(g, e))).toEqual([expect.objectContaining(item)]);
    }
    expect(items(last(g, "view_item_list")).map((i) => i.item_id)).toEqual(kitsIn(kitCopyEn).map((x) => x.stripePriceId));
    const bought = last(g, "purchase")!;
    expect(bought.params).toMatchObject({ transaction_id: sessionId, value: english.price, currency: "USD" });
    expect(bought.page.startsWith(lang === "es" ? "/es/pago-exitoso" : "/checkout-success")).toBe(true);
    expect(last(meta(all), "Purchase")).toMatchObject({ method: "track", event_id: sessionId, params: expect.objectContaining({ value: english.price, content_ids: [english.stripePriceId] }) });

    await page.reload();
    await expect(page.getByTestId("kit-success")).toBeVisible(FIRST_LOAD);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    const after = await hits(request, run);
    expect(names(ga4(after))).toEqual(names(g));
    expect(names(meta(after))).toEqual(names(meta(all)));
  });
}

test("nothing reaches the tags before consent; a visitor who rejects sends nothing at all @analytics", async ({ page, context, request, baseURL }) => {
  const run = await startRun(context, baseURL);
  await page.goto("/store");
  await expect(page.getByRole("dialog")).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
  // Moments happen (the list, a product, an add to cart) while the banner waits for an answer.
  await page.getByTestId("product-card").filter({ has: page.locator(`a[href="/product/${P.playbook}"]`) }).getByRole("heading").getByRole("link").click();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await page.waitForTimeout(1500);
  expect(await hits(request, run)).toEqual([]);
  // No tag script was even asked for.
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => /gtag|fbevents|googletagmanager|facebook/.test(src)));
  expect(scripts).toEqual([]);

  await page.getByRole("dialog").getByRole("button", { name: "Reject", exact: true }).click();
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  expect(await hits(request, run)).toEqual([]);
});
