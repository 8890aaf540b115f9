import { afterEach, describe, expect, it, vi } from "vitest";
import { createStoreClient } from "./store-client";

type Call = { url: string; init: RequestInit };

function fakeFetch(routes: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return routes(new URL(String(input)), init);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200, statusText = "OK") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

const product = (id: string, managed = false) => ({
  id,
  title: `Product ${id}`,
  variants: [{ id: `v-${id}`, title: "One", manage_inventory: managed, prices: [{ amount: 1500, sale_amount: null, currency_code: "USD" }] }],
});

const client = (f: typeof fetch, timeoutMs?: number) => createStoreClient({ apiUrl: "https://api.example/", storeId: "store_1", fetch: f, timeoutMs });

afterEach(() => vi.useRealTimers());

describe("store client", () => {
  it("lists products with the hosted query parameters and merges stock from the variants call", async () => {
    const { fetch, calls } = fakeFetch((url) => {
      if (url.pathname === "/store/store_1/products") return json({ count: 2, offset: 5, limit: 10, products: [product("a", true), product("b")] });
      if (url.pathname === "/store/store_1/variants") return json({ variants: [{ id: "v-a", inventory_quantity: 4 }] });
      return json({}, 404, "Not Found");
    });
    const res = await client(fetch).listProducts({ limit: 10, offset: 5, ids: ["a", "b"], order: "desc", sort_by: "title", is_hidden: false, to_date: "2025-01-01" });
    const list = new URL(calls[0]!.url);
    expect(list.searchParams.getAll("ids[]")).toEqual(["a", "b"]);
    expect(Object.fromEntries([...list.searchParams].filter(([k]) => k !== "ids[]"))).toEqual({
      offset: "5",
      limit: "10",
      order: "desc",
      sort_by: "title",
      is_hidden: "false",
      to_date: "2025-01-01",
    });
    const stock = new URL(calls[1]!.url);
    expect(stock.searchParams.get("fields")).toBe("inventory_quantity");
    // Only products that count their stock are asked about.
    expect(stock.searchParams.getAll("product_ids[]")).toEqual(["a"]);
    expect(res).toMatchObject({ count: 2, offset: 5, limit: 10 });
    expect(res.products[0]!.variants[0]!.inventory_quantity).toBe(4);
    expect(res.products[1]!.variants[0]!.price_in_cents_formatted).toBe("$15.00");
  });

  it("skips the variants call when no product manages stock", async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 1, offset: 0, limit: 20, products: [product("b")] }));
    await client(fetch).listProducts();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.example/store/store_1/products");
  });

  it("unwraps the single product and merges its stock", async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.pathname.endsWith("/variants") ? json({ variants: [{ id: "v-a", inventory_quantity: 1 }] }) : json({ product: { ...product("a", true), media: [{ url: "https://cdn/1.svg", order: 0, type: "image" }] } }),
    );
    const p = await client(fetch).getProduct("a");
    expect(calls[0]!.url).toBe("https://api.example/store/store_1/products/a");
    expect(p.images).toHaveLength(1);
    expect(p.variants[0]!.inventory_quantity).toBe(1);
  });

  it("throws 'HTTP {status}: {statusText}' on a non-OK answer", async () => {
    const { fetch } = fakeFetch(() => json({ message: "nope" }, 404, "Not Found"));
    await expect(client(fetch).getProduct("x")).rejects.toThrow("HTTP 404: Not Found");
    const { fetch: f500 } = fakeFetch(() => json({}, 500, "Internal Server Error"));
    await expect(client(f500).listProducts()).rejects.toThrow("HTTP 500: Internal Server Error");
    // …each of the kind the page words for the visitor (lib/failure.ts): the message is never shown.
    await expect(client(fetch).getProduct("x")).rejects.toMatchObject({ kind: "refused", status: 404 });
    await expect(client(f500).listProducts()).rejects.toMatchObject({ kind: "service", status: 500 });
  });

  it("aborts a request that hangs after the timeout, with a clear message", async () => {
    vi.useFakeTimers();
    let aborted = false;
    const hanging = ((_: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(new DOMException("The operation was aborted.", "AbortError"));
        });
      })) as typeof fetch;
    const pending = client(hanging).listProducts();
    const assertion = expect(pending).rejects.toMatchObject({ kind: "timeout", message: "The store did not answer within 10 seconds." });
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
    expect(aborted).toBe(true);
  });

  it("posts the checkout with items, success and cancel URLs, locale and the browser time zone", async () => {
    const { fetch, calls } = fakeFetch(() => json({ url: "https://pay.example/cs_1" }));
    const res = await client(fetch).createCheckout([{ variant_id: "v-a", quantity: 2 }], {
      locale: "es",
      successUrl: "https://site.example/success",
      cancelUrl: "https://site.example/store",
    });
    expect(res).toEqual({ url: "https://pay.example/cs_1", id: null });
    expect(calls[0]!.url).toBe("https://api.example/store/store_1/checkout");
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.credentials).toBe("omit");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      items: [{ variant_id: "v-a", quantity: 2 }],
      successUrl: "https://site.example/success",
      cancelUrl: "https://site.example/store",
      locale: "es",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("keeps the checkout's id when the API sends one", async () => {
    const { fetch } = fakeFetch(() => json({ url: "https://pay.example/cs_3", id: "cs_3" }));
    expect(await client(fetch).createCheckout([{ variant_id: "v", quantity: 1 }], { locale: "en" })).toEqual({ url: "https://pay.example/cs_3", id: "cs_3" });
  });

  it("defaults successUrl to origin + /success and cancelUrl to the current page", async () => {
    const { fetch, calls } = fakeFetch(() => json({ url: "https://pay.example/cs_2" }));
    await client(fetch).createCheckout([{ variant_id: "v", quantity: 1 }], { locale: "en" });
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body.successUrl).toBe(`${window.location.origin}/success`);
    expect(body.cancelUrl).toBe(window.location.href);
  });
});
