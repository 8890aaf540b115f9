import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStoreClient } from "../../src/features/store-api/store-client";
import { LOCAL_STORE_ID } from "../local-env.mjs";
import { createService } from "./service.mjs";

/** The stand-in on a real port, and the app's own client talking to it: the wire formats must agree. */
let server;
let origin = "";
const api = () => `${origin}/store-api/store/${LOCAL_STORE_ID}`;

beforeAll(async () => {
  const service = await createService({ log: () => {}, env: {} });
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    Promise.resolve(service.handle(req, res, url)).catch((e) => {
      res.writeHead(500).end(String(e));
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((r) => server.close(() => r(undefined))));
beforeEach(async () => {
  await fetch(`${origin}/store-api/__reset`, { method: "POST" });
});

const WELCOME = "prod_01JCX0WELCOMEBOOK00000002";
const PRINTED = "var_01JCX0WELCOMEBOOKPRINTED";
const DIGITAL = "var_01JCX0WELCOMEBOOKDIGITAL";
const LOCK = "var_01JCX0SMARTLOCKSESSION01";
const BUNDLE = "var_01JCX0STARTERBUNDLE00001";

/** @param {unknown} body */
const checkout = (body) =>
  fetch(`${api()}/checkout`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const urls = { successUrl: "http://127.0.0.1/success?checkout=pc00000000000001", cancelUrl: "http://127.0.0.1/store", locale: "en", timeZone: "UTC" };

describe("wire format", () => {
  it("lists products as {count, offset, limit, products} with thumbnail and images", async () => {
    const res = await fetch(`${api()}/products?limit=100`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.count).toBeGreaterThanOrEqual(8);
    expect(body).toMatchObject({ offset: 0, limit: 100 });
    const book = body.products.find((p) => p.id === WELCOME);
    expect(book.thumbnail).toMatch(/\/store-api\/media\/welcome-book-cover\.svg$/);
    expect(book.images).toHaveLength(3);
    expect(book.media).toBeUndefined();
    expect(book.variants[0].prices[0]).toMatchObject({ amount: 4900, sale_amount: 2900, currency_code: "USD", currency: { code: "USD", symbol: "$", template: "$$1" } });
    // Stock only comes from the variants call, as on the hosted API.
    expect(book.variants[1].inventory_quantity).toBeUndefined();
  });

  it("pages with offset and limit, filters by ids[] and validates numbers", async () => {
    const page = await (await fetch(`${api()}/products?offset=2&limit=3`)).json();
    expect(page.products).toHaveLength(3);
    expect(page.offset).toBe(2);
    const one = await (await fetch(`${api()}/products?ids[]=${WELCOME}`)).json();
    expect(one.products.map((p) => p.id)).toEqual([WELCOME]);
    expect((await fetch(`${api()}/products?limit=abc`)).status).toBe(400);
  });

  it("wraps a single product as {product} with its gallery in media", async () => {
    const body = await (await fetch(`${api()}/products/${WELCOME}`)).json();
    expect(body.product.media.map((m) => m.order)).toEqual([0, 1, 2]);
    expect(body.product.images).toBeUndefined();
    expect((await fetch(`${api()}/products/nope`)).status).toBe(404);
  });

  it("answers stock for product_ids[]", async () => {
    const body = await (await fetch(`${api()}/variants?fields=inventory_quantity&product_ids[]=${WELCOME}`)).json();
    expect(body.variants).toEqual([
      { id: DIGITAL, inventory_quantity: null },
      { id: PRINTED, inventory_quantity: 3 },
    ]);
  });

  it("knows only its own store id", async () => {
    expect((await fetch(`${origin}/store-api/store/other-store/products`)).status).toBe(404);
  });

  it("serves product images as SVG", async () => {
    const res = await fetch(`${origin}/store-api/media/welcome-book-cover.svg`);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect((await fetch(`${origin}/store-api/media/..%2Fcatalogue.json`)).status).toBe(404);
  });
});

describe("checkout", () => {
  it("rejects unknown variants, bad quantities, unpurchasable products and short stock with 400 and a message", async () => {
    const cases = [
      [{ ...urls, items: [] }, /items/],
      [{ ...urls, items: [{ variant_id: "var_nope", quantity: 1 }] }, /Unknown variant_id/],
      [{ ...urls, items: [{ variant_id: DIGITAL, quantity: 0 }] }, /quantity/],
      [{ ...urls, items: [{ variant_id: DIGITAL, quantity: 1.5 }] }, /quantity/],
      [{ ...urls, items: [{ variant_id: BUNDLE, quantity: 1 }] }, /not available for purchase/],
      [{ ...urls, items: [{ variant_id: PRINTED, quantity: 4 }] }, /Not enough stock for Guest Welcome Book Template \(Printed\)\. Only 3 left\./],
      [{ ...urls, items: [{ variant_id: PRINTED, quantity: 2 }, { variant_id: PRINTED, quantity: 2 }] }, /Only 3 left/],
      [{ ...urls, successUrl: "javascript:alert(1)", items: [{ variant_id: DIGITAL, quantity: 1 }] }, /successUrl/],
    ];
    for (const [body, message] of cases) {
      const res = await checkout(body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const bad = await fetch(`${api()}/checkout`, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
  });

  it("answers a hosted page URL that shows the order; Pay takes the stock and goes to successUrl", async () => {
    const res = await checkout({ ...urls, items: [{ variant_id: PRINTED, quantity: 2 }, { variant_id: DIGITAL, quantity: 1 }] });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(/\/store-api\/hosted-checkout\/cs_local_/);
    const page = await (await fetch(url)).text();
    expect(page).toContain("Guest Welcome Book Template");
    expect(page).toContain("$187.00"); // 2 × $79 + 1 × $29 (sale)
    const pay = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(urls.successUrl);
    const stock = await (await fetch(`${api()}/variants?product_ids[]=${WELCOME}`)).json();
    expect(stock.variants.find((v) => v.id === PRINTED).inventory_quantity).toBe(1);
    // Paying twice does nothing more.
    expect((await fetch(`${url}/pay`, { method: "POST", redirect: "manual" })).status).toBe(409);
  });

  it("Cancel goes to cancelUrl and keeps the stock", async () => {
    const { url } = await (await checkout({ ...urls, items: [{ variant_id: LOCK, quantity: 2 }] })).json();
    const cancel = await fetch(`${url}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(urls.cancelUrl);
    const stock = await (await fetch(`${api()}/variants?product_ids[]=prod_01JCX0SMARTLOCKSESSION003`)).json();
    expect(stock.variants[0].inventory_quantity).toBe(2);
  });

  it("Pay fails without taking stock when another order took it first", async () => {
    const first = await (await checkout({ ...urls, items: [{ variant_id: LOCK, quantity: 2 }] })).json();
    const second = await (await checkout({ ...urls, items: [{ variant_id: LOCK, quantity: 1 }] })).json();
    expect((await fetch(`${first.url}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
    const failed = await fetch(`${second.url}/pay`, { method: "POST", redirect: "manual" });
    expect(failed.status).toBe(409);
    expect(await failed.text()).toContain("Only 0 left.");
  });

  it("shows the hosted page in Spanish for locale es", async () => {
    const { url } = await (await checkout({ ...urls, locale: "es", items: [{ variant_id: DIGITAL, quantity: 1 }] })).json();
    const page = await (await fetch(url)).text();
    expect(page).toContain('lang="es"');
    expect(page).toContain("Pagar USD\u00a029.00");
    expect(page).toContain("Complete su pedido");
  });
});

describe("the back office (tests and demos)", () => {
  /** @param {string} path @param {unknown} body */
  const post = (path, body) => fetch(`${origin}/store-api/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("sets a managed variant's stock, and refuses other variants and bad figures", async () => {
    expect((await post("__stock", { variant_id: PRINTED, inventory_quantity: 7 })).status).toBe(200);
    const stock = await (await fetch(`${api()}/variants?product_ids[]=${WELCOME}`)).json();
    expect(stock.variants.find((v) => v.id === PRINTED).inventory_quantity).toBe(7);
    expect((await post("__stock", { variant_id: DIGITAL, inventory_quantity: 1 })).status).toBe(400);
    expect((await post("__stock", { variant_id: PRINTED, inventory_quantity: -1 })).status).toBe(400);
    expect((await post("__stock", { variant_id: "var_nope", inventory_quantity: 1 })).status).toBe(400);
  });

  it("adds a product, replaces one by id, and __reset brings catalogue.json back", async () => {
    const added = { id: "prod_added_later", title: "Added Later", variants: [{ id: "var_added", title: "One", amount: 1500, manage_inventory: true, stock: 4 }] };
    expect((await post("__products", added)).status).toBe(200);
    const { product } = await (await fetch(`${api()}/products/prod_added_later`)).json();
    expect(product).toMatchObject({ title: "Added Later", purchasable: true, media: [] });
    const stock = await (await fetch(`${api()}/variants?product_ids[]=prod_added_later`)).json();
    expect(stock.variants).toEqual([{ id: "var_added", inventory_quantity: 4 }]);

    expect((await post("__products", { ...added, title: "Renamed" })).status).toBe(200);
    expect((await (await fetch(`${api()}/products/prod_added_later`)).json()).product.title).toBe("Renamed");
    expect((await post("__products", { id: "x" })).status).toBe(400);

    await fetch(`${origin}/store-api/__reset`, { method: "POST" });
    expect((await fetch(`${api()}/products/prod_added_later`)).status).toBe(404);
  });
});

describe("the app's client against the stand-in", () => {
  const client = () => createStoreClient({ apiUrl: `${origin}/store-api`, storeId: LOCAL_STORE_ID });

  it("reshapes the list and merges stock", async () => {
    const { products, count } = await client().listProducts({ limit: 100 });
    expect(count).toBe(products.length);
    const book = products.find((p) => p.title === "Guest Welcome Book Template");
    expect(book?.price_in_cents).toBe(2900);
    expect(book?.variants.map((v) => [v.title, v.inventory_quantity])).toEqual([
      ["Digital", null],
      ["Printed", 3],
    ]);
    expect(book?.additional_info.map((a) => a.title)).toEqual(["What's inside", "Shipping"]);
    const pro = products.find((p) => p.title === "CX Launch Kit - Pro Setup + Guest Ops");
    expect(pro?.variants[0]).toMatchObject({ price_in_cents: 99900, price_in_cents_formatted: "$999.00", manage_inventory: false });
  });

  it("reads one product with its media gallery, and says HTTP 404 for an unknown id", async () => {
    const book = await client().getProduct(WELCOME);
    expect(book.images).toHaveLength(3);
    expect(book.variants[1]?.image_url).toMatch(/welcome-book-printed\.svg$/);
    await expect(client().getProduct("nope")).rejects.toThrow("HTTP 404: Not Found");
  });

  it("creates a checkout with locale and time zone and gets a URL back", async () => {
    const { url } = await client().createCheckout([{ variant_id: DIGITAL, quantity: 2 }], {
      locale: "es",
      successUrl: `${origin}/success`,
      cancelUrl: `${origin}/store`,
    });
    expect(url).toContain("/store-api/hosted-checkout/");
    await expect(
      client().createCheckout([{ variant_id: PRINTED, quantity: 9 }], { locale: "en", successUrl: `${origin}/success`, cancelUrl: `${origin}/store` }),
    ).rejects.toThrow("HTTP 400: Bad Request");
  });
});
