import { act, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as plan from "~/lib/measurement-plan";
import { analyticsConfigured, track, type Plan } from "~/lib/analytics";
import { cartStore } from "~/features/cart/cart-store";
import { toCartProduct } from "~/features/cart/cart-core";
import { readLangPreference } from "~/lib/i18n";
import { PricingPage } from "~/pages/pricing/pricing-page";
import { en as pricingEn } from "~/content/pricing/en";
import { es as pricingEs } from "~/content/pricing/es";
import { kitsIn } from "~/content/kits";
import { PENDING_TOAST_KEY, toastStore } from "~/lib/toast";
import { SharedWordsProvider } from "~/content/shared-words";
import { handle as spanishLayout } from "~/routes/layouts/spanish";
import { useEffect, useState, type ReactNode } from "react";
import { MexicoLandingPage } from "~/pages/mexico/landing-page";
import { en as mexicoEn } from "~/content/mexico/en";
import type { LaunchLookup } from "~/pages/mexico/launch-product";
import { Header } from "~/components/layout/header";
import { PromoBanner } from "~/components/marketing/promo-banner";
import { Island } from "~/components/ui/island";
import { en as home } from "~/content/home/en";
import { PROMO_BANNER_CLOSED_CLASS } from "~/content/promo-banner";
import { handle as englishLayout } from "~/routes/layouts/english";
import { ProductPage } from "~/features/store/product-page";
import { reshapeProduct } from "~/features/store-api/reshape";
import { en as productViewEn } from "~/content/product-view/en";
import { en as storeEn } from "~/content/store/en";
import { bootIslands, islandElement } from "./islands-boot";
import { HEADER_ACTIONS } from "./shell-islands";

// The moments the islands send, read through the real measurement plan; nothing leaves the test.
// Analytics is off unless a test turns it on (the islands that send moments then hydrate with the page).
vi.mock("~/lib/analytics", async (original) => ({ ...(await original<typeof import("~/lib/analytics")>()), track: vi.fn(async () => undefined), analyticsConfigured: vi.fn(() => false) }));
// Each moment's event id is new: what is compared is the rest.
const withoutIds = (entry: unknown) => JSON.parse(JSON.stringify(entry, (k, v: unknown) => (k === "event_id" ? undefined : v))) as unknown;
const sent = () => vi.mocked(track).mock.calls.map(([build]) => withoutIds(build(plan as unknown as Plan)));

// The store's launch product: "loading" in the prerender, as on the site, found once hydrated.
vi.mock("~/pages/mexico/use-launch-product", () => ({
  useLaunchProduct: (): LaunchLookup => {
    const [lookup, setLookup] = useState<LaunchLookup>({ status: "loading" });
    useEffect(() => setLookup({ status: "found", product: { id: "p", title: "CX Launch Kit - Pro Setup + Guest Ops", variants: [] } as never }), []);
    return lookup;
  },
}));

// A prerendered product's live refresh: the store says what the build said.
vi.mock("~/features/store/live-product", () => ({ liveProduct: () => new Promise(() => {}), rememberLiveProducts: () => {} }));

const usd = { code: "USD", symbol: "$", template: "$$1" };
/** A store product as the store API gives it (two styles, one kept in stock). */
const BOOK = reshapeProduct({
  id: "prod_book",
  title: "Guest Welcome Book Template",
  description: "<p>Warm and ready.</p>",
  variants: [
    { id: "var_digital", title: "Digital", prices: [{ amount: 4900, sale_amount: null, currency_code: "USD", currency: usd }], manage_inventory: false },
    { id: "var_printed", title: "Printed", prices: [{ amount: 7900, sale_amount: null, currency_code: "USD", currency: usd }], manage_inventory: true, inventory_quantity: 3 },
  ],
  additional_info: [{ id: "a", title: "What's inside", description: "<p>24 pages.</p>", order: 1 }],
});

type TapWindow = Omit<Window, "__reactRouterRouteModules"> & { __cxTaps?: number[] | null; __reactRouterRouteModules?: unknown };

/** The page as the prerender writes it: the whole app, with a data router, at `/`. */
async function prerendered() {
  const routes = [
    {
      path: "/",
      element: (
        <>
          <Island name="header">
            <Header actions={HEADER_ACTIONS} />
          </Island>
          <main>
            <PromoBanner words={home.promo} />
            <h1>Home</h1>
          </main>
        </>
      ),
    },
  ];
  const context = await createStaticHandler(routes).query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />);
}

/** `page` as the prerender writes it at `url`, in its language's layout, in this document; the boot's words loaded. */
async function prerenderAt(url: string, lang: "en" | "es", page: ReactNode) {
  const layout = lang === "en" ? englishLayout : spanishLayout;
  const routes = [{ path: url, element: <SharedWordsProvider value={layout.words}>{page}</SharedWordsProvider> }];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("no page");
  window.history.replaceState(null, "", url);
  document.body.innerHTML = renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />);
  (window as unknown as TapWindow).__reactRouterRouteModules = { [lang]: { handle: layout } };
}

/** The pricing page as the prerender writes it, at its address in `lang`. */
async function prerenderedPricing(lang: "en" | "es") {
  const [url, words] = lang === "en" ? ["/pricing", pricingEn] : ["/es/precios", pricingEs];
  await prerenderAt(url, lang, <PricingPage words={words} />);
  return words;
}

/** Boots the page's islands and waits until it is live (the kept taps replayed), with no error on the console. */
async function bootUntilLive() {
  const w = window as unknown as TapWindow;
  w.__cxTaps = [];
  const errors = vi.spyOn(console, "error");
  await act(async () => bootIslands());
  await waitFor(() => expect(w.__cxTaps).toBeNull());
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

/** Whether React hydrated the element (it carries a fiber). */
const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber"));

describe("an islands page's boot (decision 2026-11-28-islands)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    document.documentElement.className = "";
    sessionStorage.clear();
    document.cookie = "promo-mx-dismissed=; Path=/; Max-Age=0";
    vi.mocked(analyticsConfigured).mockReturnValue(false);
  });

  it("home: nothing hydrates as the page loads; the header and the promo banner each hydrate at the visitor's first tap on them, and the tap does what it says", async () => {
    document.body.innerHTML = await prerendered();
    (window as unknown as TapWindow).__reactRouterRouteModules = { en: { handle: englishLayout } };
    await bootUntilLive();
    expect(hydrated(screen.getByRole("heading", { level: 1, name: "Home" }))).toBe(false);
    expect(hydrated(screen.getByRole("button", { name: home.promo.close }))).toBe(false);
    expect(hydrated(screen.getByRole("button", { name: /open menu/i }))).toBe(false);
    // No overlays either: nothing has asked for the drawer or a toast.
    expect(document.querySelector("[data-island-overlays]")).toBeNull();

    // The header's menu and the banner's close, tapped before their islands hydrated, do what they say.
    const menu = document.getElementById("mobile-menu")!;
    expect(menu.hidden).toBe(true);
    await act(async () => screen.getByRole("button", { name: /open menu/i }).click());
    await waitFor(() => expect(menu.hidden).toBe(false));
    expect(document.querySelector("[data-island='header']")).toHaveAttribute("data-island-live");
    const logo = document.querySelector("header a[href='/']")!;
    expect(Object.keys(logo).some((k) => k.startsWith("__reactProps")) && (logo as unknown as Record<string, { onClick?: unknown }>)[Object.keys(logo).find((k) => k.startsWith("__reactProps"))!]!.onClick).toBeFalsy();
    await act(async () => screen.getByRole("button", { name: home.promo.close }).click());
    await waitFor(() => expect(screen.queryByRole("region", { name: home.promo.label })).toBeNull());
    expect(document.documentElement.classList.contains(PROMO_BANNER_CLOSED_CLASS)).toBe(true);
  });

  it("the boot's own task only listens: the header's watch of the cart (the page's first localStorage read) runs in a task after it (decision 2026-11-29-boot-in-short-tasks)", async () => {
    document.body.innerHTML = await prerendered();
    const w = window as unknown as TapWindow;
    w.__reactRouterRouteModules = { en: { handle: englishLayout } };
    w.__cxTaps = [];
    const read = vi.spyOn(cartStore, "getSnapshot");
    try {
      bootIslands();
      expect(read).not.toHaveBeenCalled();
      await waitFor(() => expect(read).toHaveBeenCalled());
      await waitFor(() => expect(w.__cxTaps).toBeNull());
    } finally {
      read.mockRestore();
    }
  });

  it("a cart with lines hydrates the header with the page, to show its count; the drawer's overlays are made when it opens", async () => {
    cartStore.add(toCartProduct(BOOK), BOOK.variants[0]!, 2);
    try {
      document.body.innerHTML = await prerendered();
      (window as unknown as TapWindow).__reactRouterRouteModules = { en: { handle: englishLayout } };
      await bootUntilLive();
      await waitFor(() => expect(screen.getByTestId("cart-count")).toHaveTextContent("2"));
      expect(hydrated(screen.getByRole("button", { name: home.promo.close }))).toBe(false);
      expect(document.querySelector("[data-island-overlays]")).toBeNull();
      await act(async () => screen.getByTestId("cart-button").click());
      expect(document.querySelector("[data-island-overlays]")).not.toBeNull();
    } finally {
      act(() => {
        cartStore.closeDrawer();
        cartStore.clear();
      });
    }
  });

  it("the message a link of the page before left is shown on load: the overlays' root is made for it; F8 before any toast is pressed again for the toasts", async () => {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ title: "Taking you to checkout" }));
    const referrer = vi.spyOn(document, "referrer", "get").mockReturnValue(`${location.origin}/pricing`);
    document.body.innerHTML = await prerendered();
    (window as unknown as TapWindow).__reactRouterRouteModules = { en: { handle: englishLayout } };
    await bootUntilLive();
    expect(document.querySelector("[data-island-overlays]")).not.toBeNull();
    expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(["Taking you to checkout"]);
    // The toasts' own code is a chunk of its own: slow on a busy machine.
    expect(await screen.findByText("Taking you to checkout", undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).toBeNull();
    referrer.mockRestore();
    act(() => toastStore.dismiss(toastStore.getSnapshot()[0]!.id));

    // A page with no message: no overlays until F8, then the toasts' region takes the focus.
    document.querySelector("[data-island-overlays]")!.remove();
    document.body.innerHTML = await prerendered();
    await bootUntilLive();
    expect(document.querySelector("[data-island-overlays]")).toBeNull();
    await act(async () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" })));
    expect(document.querySelector("[data-island-overlays]")).not.toBeNull();
    await waitFor(() => expect(document.activeElement?.closest("[data-island-overlays]")).not.toBeNull(), { timeout: 15_000 });
  }, 40_000);

  it("a cart that changes after the load (another tab) hydrates the header then", async () => {
    document.body.innerHTML = await prerendered();
    (window as unknown as TapWindow).__reactRouterRouteModules = { en: { handle: englishLayout } };
    await bootUntilLive();
    const header = document.querySelector("[data-island='header']")!;
    expect(header).not.toHaveAttribute("data-island-live");
    // What another tab wrote: its cart, and the storage event this tab gets.
    localStorage.setItem("e-commerce-cart", JSON.stringify([{ product: toCartProduct(BOOK), variant: BOOK.variants[0], quantity: 1 }]));
    try {
      await act(async () => window.dispatchEvent(new StorageEvent("storage", { key: "e-commerce-cart" })));
      await waitFor(() => expect(screen.getByTestId("cart-count")).toHaveTextContent("1"));
      expect(header).toHaveAttribute("data-island-live");
    } finally {
      act(() => cartStore.clear());
    }
  });

  for (const lang of ["en", "es"] as const) {
    it(`pricing (${lang}), analytics on: the kit list is seen once, each kit's button hydrates with the page and sends select_item, the rest stays the prerender's`, async () => {
      const words = await prerenderedPricing(lang);
      const kits = kitsIn(words.kitCard.kits);
      vi.mocked(track).mockClear();
      vi.mocked(analyticsConfigured).mockReturnValue(true);
      await bootUntilLive();
      // One view_item_list, of every kit, under its Stripe price id.
      expect(sent()).toEqual([withoutIds(plan.viewItemList(plan.ITEM_LISTS.pricingKits, kits.map((k) => plan.kitLine(k))))]);

        const kit = kits[1]!;
      const button = document.querySelector(`#kit-${kit.id} a`)!;
      expect(button.textContent).toBe(kit.buttonText);
      expect(hydrated(button)).toBe(true);
      expect(hydrated(screen.getByRole("heading", { level: 1 }))).toBe(false);
      expect(hydrated(screen.getByRole("heading", { name: words.diyCard.title }))).toBe(false);

      // The tap sends select_item with the kit's place in the list; the browser follows the link.
      const raised = vi.spyOn(toastStore, "toast").mockImplementation(() => 0 as never);
      document.addEventListener("click", (e) => e.preventDefault(), { once: true });
      await act(async () => (button as HTMLAnchorElement).click());
      expect(sent()[1]).toEqual(withoutIds(plan.selectItem(plan.ITEM_LISTS.pricingKits, plan.kitLine(kit), 1)));
      // Its message is the next page's (islands/messages.ts), not raised here as the page goes.
      expect(raised).not.toHaveBeenCalled();
      expect(JSON.parse(sessionStorage.getItem(PENDING_TOAST_KEY)!)).toEqual(words.kitCard.checkoutToast(kit.name));
      raised.mockRestore();
    });
  }

  it("pricing, analytics off: nothing hydrates as the page loads; a kit's button is the link it was, its message kept for the checkout page", async () => {
    const words = await prerenderedPricing("en");
    const kit = kitsIn(words.kitCard.kits)[0]!;
    vi.mocked(track).mockClear();
    await bootUntilLive();
    const button = document.querySelector<HTMLAnchorElement>(`#kit-${kit.id} a`)!;
    expect(hydrated(button)).toBe(false);
    let followed = false;
    document.addEventListener("click", (e) => ((followed = !e.defaultPrevented), e.preventDefault()), { once: true });
    await act(async () => button.click());
    expect(followed).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(PENDING_TOAST_KEY)!)).toEqual(words.kitCard.checkoutToast(kit.name));
    expect(vi.mocked(track)).not.toHaveBeenCalled();
  });

  it("the Mexico page (en): the toggle hydrates from its own chunk at its first tap; Buy Now when it nears the screen, the FAQ at its first tap; the rest stays the prerender's", async () => {
    // The browser's IntersectionObserver, driven by the test: nothing is near until it says so.
    const observers: { callback: IntersectionObserverCallback; watched: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        watched: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, watched: this.watched });
        }
        observe(el: Element) {
          this.watched.push(el);
        }
        disconnect() {}
      },
    );
    await prerenderAt("/en/airbnb-mexico", "en", <MexicoLandingPage words={mexicoEn} />);
    await bootUntilLive();
    expect(hydrated(screen.getByRole("heading", { level: 1 }))).toBe(false);
    expect(hydrated(screen.getByRole("button", { name: "ES" }))).toBe(false);
    // The toggle, tapped before it hydrated: the tap hydrates it and the choice is remembered
    // (and the Spanish page loaded, which jsdom cannot do).
    await act(async () => screen.getByRole("button", { name: "ES" }).click());
    await waitFor(() => expect(readLangPreference()).toBe("es"));
    expect(hydrated(screen.getByRole("button", { name: "ES" }))).toBe(true);
    document.cookie = "cx-mexico-lang=; Path=/; Max-Age=0";
    // Live without the two islands far below the first screen: still the prerender's.
    expect(hydrated(screen.getByTestId("buy-now"))).toBe(false);
    expect(screen.getByTestId("buy-now-status")).toHaveTextContent(mexicoEn.purchase.checking);
    const [first, second] = mexicoEn.faq.items;
    const question = (q: string) => screen.getByRole("button", { name: q });
    expect(hydrated(question(first!.question))).toBe(false);

    // Buy Now comes near the screen: it hydrates and says what the store found.
    const buyNow = observers.find((o) => o.watched.includes(screen.getByTestId("buy-now")))!;
    await act(async () => buyNow.callback(buyNow.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver));
    await waitFor(() => expect(screen.getByTestId("buy-now")).toHaveAttribute("aria-disabled", "false"));
    expect(screen.getByTestId("buy-now-status")).toHaveTextContent(mexicoEn.purchase.available);
    expect(hydrated(question(first!.question))).toBe(false);

    // A question tapped before the FAQ hydrated: the tap hydrates it and opens that answer.
    await act(async () => question(first!.question).click());
    await waitFor(() => expect(question(first!.question)).toHaveAttribute("aria-expanded", "true"));
    await act(async () => question(second!.question).click());
    expect(question(first!.question)).toHaveAttribute("aria-expanded", "false");
    expect(question(second!.question).getAttribute("aria-controls")).toMatch(/^mexico-faq-/);
  });

  for (const analytics of [true, false]) {
  it(`a prerendered product, analytics ${analytics ? "on: the product view hydrates with the page" : "off: the product view hydrates at the first tap on it"}, from its own chunk with the prerender's ids; its style and quantity answer; the rest stays the prerender's`, async () => {
    const product = BOOK;
    await prerenderAt(
      "/product/prod_book",
      "en",
      <>
        <h2>Static</h2>
        <ProductPage id="prod_book" data={{ kind: "prerendered", product }} words={storeEn.product} productWords={productViewEn} />
      </>,
    );
    vi.mocked(track).mockClear();
    vi.mocked(analyticsConfigured).mockReturnValue(analytics);
    await bootUntilLive();
    expect(hydrated(screen.getByRole("heading", { level: 2, name: "Static" }))).toBe(false);
    const title = () => screen.getByRole("heading", { level: 1, name: "Guest Welcome Book Template" });
    if (analytics) {
      await waitFor(() => expect(hydrated(title())).toBe(true));
      // The product was seen: one view_item, of its first style.
      const ga4 = (e: unknown) => (e as { ga4: unknown }).ga4;
      expect(sent().map(ga4)).toEqual([ga4(withoutIds(plan.viewItem(plan.storeLine(product, product.variants[0]!))))]);
    } else {
      // The store has not said anything the build did not: the built view is what React would draw.
      expect(hydrated(title())).toBe(false);
    }

    await act(async () => screen.getByRole("radio", { name: "Printed" }).click());
    await waitFor(() => expect(screen.getByRole("radio", { name: "Printed" })).toBeChecked());
    expect(hydrated(title())).toBe(true);
    await act(async () => screen.getByRole("button", { name: productViewEn.increaseQuantity }).click());
    expect(screen.getByTestId("quantity")).toHaveTextContent("2");
    expect(screen.getByRole("group", { name: productViewEn.quantity })).toBeInTheDocument();
  });
  }

  it("draws an island from its props, and nothing from a name or props it cannot read", () => {
    expect(islandElement("promoBanner", JSON.stringify({ words: home.promo }))).not.toBeNull();
    expect(islandElement("header", undefined)).not.toBeNull();
    expect(islandElement("footer", undefined)).toBeNull();
    expect(islandElement("toString", undefined)).toBeNull();
    expect(islandElement("promoBanner", "{oops")).toBeNull();
  });

  it("stops when the boot loaded no words", () => {
    (window as unknown as TapWindow).__reactRouterRouteModules = {};
    expect(() => bootIslands()).toThrow(/words/);
  });
});
