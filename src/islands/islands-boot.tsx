import { StrictMode, Suspense, useEffect, useState, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createPath, Router, type Navigator } from "react-router";
import { Header } from "~/components/layout/header";
import { lazyWithWords } from "~/components/layout/lazy-with-words";
import { replayTaps } from "~/components/layout/tap-replay";
import { PromoBannerBody } from "~/components/marketing/promo-banner";
import { KitButton, KitListSeen } from "~/components/marketing/kit-islands";
import type { IslandName, IslandProps } from "~/components/ui/island";
import { PlainLinks } from "~/components/ui/link";
import { Toaster } from "~/components/ui/toaster";
import { SharedWordsProvider, type LanguageLayoutHandle, type SharedWords } from "~/content/shared-words";
import { CartDrawerMount } from "~/features/cart-drawer/cart-drawer-mount";
import { cartStore } from "~/features/cart/cart-store";
import { analyticsConfigured } from "~/lib/analytics";
import { adoptFirstScreen } from "~/lib/first-screen";
import { DRAW_NOTHING } from "~/lib/lazy-or";
import { cameFromTheSite, takePendingToast, toast, toastStore } from "~/lib/toast";
import { startDocumentPrefetch } from "./document-prefetch";
import { leaveAfterTracking } from "./leave";
import { hydrateLater } from "./near-screen";
import { takeMessage } from "./messages";
import { HEADER_ACTIONS } from "./shell-islands";

/**
 * An islands page's boot (decision 2026-11-28-islands). The page is its prerendered HTML: React
 * hydrates only its islands (components/ui/island.tsx), each as a root of its own and each when
 * it is needed (decision 2026-11-29-islands-on-intent), and draws the overlays every page has
 * (the cart drawer, the toasts, the consent banner where analytics is on) in a root of their own,
 * at the end of the body, at their first need. No router and no page module is loaded: the
 * page's links are the browser's, as they are before any page hydrates.
 *
 * The boot script (pipeline/defer-boot.ts) loaded the page's language layout route only, for its
 * words; each island reads the page's address as React Router would give it (its `Router`,
 * following the hash and the history), so what it renders is what the prerender wrote.
 */

type Draw<N extends IslandName> = (props: IslandProps[N]) => ReactNode;
/**
 * An island whose code is a chunk of its own, fetched only by a page that has it, then hydrated:
 * a page's own islands, so that they are not in every islands page's load.
 */
type Later<N extends IslandName> = { later: () => Promise<Draw<N>> };

const storeIslands = () => import("~/features/store/store-islands");
const productIslands = () => import("~/features/store/product-islands");
const store = () => storeIslands().then((m) => m.STORE_ISLANDS);
const product = () => productIslands().then((m) => m.PRODUCT_ISLANDS);

/** What each island renders from its props: what the page renders inside its `<Island>`. */
const ISLANDS: { [N in IslandName]: Draw<N> | Later<N> } = {
  header: () => <Header actions={HEADER_ACTIONS} />,
  promoBanner: ({ words }) => <PromoBannerBody words={words} />,
  kitListSeen: (props) => <KitListSeen {...props} />,
  kitButton: (props) => <KitButton {...props} leave={leaveAfterTracking} />,
  // The Mexico page's islands, a chunk each: the toggle at the visitor's first touch (its chunk
  // fetched once the page is live), Buy Now (the store lookup) and the FAQ when they near the
  // screen, so the page's load fetches the toggle's alone.
  mexicoToggle: { later: () => import("~/pages/mexico/language-toggle").then(({ LanguageToggle }) => ({ words }) => <LanguageToggle words={words} />) },
  mexicoFaq: { later: () => import("~/pages/mexico/faq-accordion").then(({ FaqAccordion }) => (props) => <FaqAccordion {...props} />) },
  mexicoBuyNow: { later: () => import("~/pages/mexico/sections/buy-now").then(({ MexicoBuyNow }) => (props) => <MexicoBuyNow {...props} />) },
  storeGrid: { later: () => store().then((i) => i.storeGrid) },
  productView: { later: () => product().then((i) => i.productView) },
};

/**
 * When an island hydrates, beyond a tap, a pointer or focus on it (decision
 * 2026-11-29-islands-on-intent), which always hydrate it: "load", with the page; or a watcher,
 * given the island's props and its wake-up, which it calls when the island must draw something
 * its prerendered HTML does not show. An island with neither waits for the visitor, its HTML
 * being what React would draw; one marked `hydrate="near"` waits for the screen (near-screen.ts).
 */
type When<N extends IslandName> = "load" | ((props: IslandProps[N], wake: () => void) => void);

/**
 * The cart's count is the one thing the header draws that its HTML cannot know: a cart with lines
 * hydrates it with the page; a cart that changes later (another island, another tab), then.
 */
const headerWithTheCart: When<"header"> = (_, wake) => {
  if (cartStore.getSnapshot().length > 0) return wake();
  const stop = cartStore.subscribe(() => {
    stop();
    wake();
  });
};

/**
 * When each island hydrates. One that sends the measurement plan's moments (a list seen, a kit
 * chosen, a product shown) hydrates with the page where analytics is on, so that its moments go
 * as they always did; where it is off (the site as it ships, `npm start`) there is nothing to
 * send, and it waits like the others. The store's grid and a product's view ask the store for its
 * current figures as the page loads, and hydrate then only when those differ from the build's,
 * or the store cannot be asked.
 */
function whenOf(): (name: IslandName) => When<IslandName> | undefined {
  const when: { [N in IslandName]?: When<N> } = analyticsConfigured()
    ? { header: headerWithTheCart, kitListSeen: "load", kitButton: "load", storeGrid: "load", productView: "load" }
    : {
        header: headerWithTheCart,
        storeGrid: (props, wake) => void storeIslands().then((m) => m.watchStoreGrid(props, wake), wake),
        productView: (props, wake) => void productIslands().then((m) => m.watchProductView(props, wake), wake),
      };
  return (name) => when[name] as When<IslandName> | undefined;
}

/** An island's props as its wrapper carries them; null for a name or props it cannot read. */
function islandProps(name: string | undefined, props: string | undefined): { name: IslandName; props: unknown } | null {
  if (!name || !Object.hasOwn(ISLANDS, name)) return null;
  try {
    return { name: name as IslandName, props: props ? (JSON.parse(props) as unknown) : {} };
  } catch {
    return null;
  }
}

/** An island's element, drawn from its props (once its chunk is in, for an island of its own chunk). */
function drawIsland({ name, props }: { name: IslandName; props: unknown }): ReactNode | Promise<ReactNode> {
  const island = ISLANDS[name] as ((p: unknown) => ReactNode) | { later: () => Promise<(p: unknown) => ReactNode> };
  return typeof island === "function" ? island(props) : island.later().then((draw) => draw(props));
}

/**
 * An island's element, drawn from the props its wrapper carries (once its chunk is in, for an
 * island of its own chunk); null for a name or props it cannot read.
 */
export function islandElement(name: string | undefined, props: string | undefined): ReactNode | Promise<ReactNode> | null {
  const island = islandProps(name, props);
  return island && drawIsland(island);
}

const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/** The page's address, as it changes without a new document: a hash, back and forward within the page. */
function useAddress() {
  const [address, setAddress] = useState(here);
  useEffect(() => {
    const update = () => setAddress(here());
    window.addEventListener("hashchange", update);
    window.addEventListener("popstate", update);
    return () => {
      window.removeEventListener("hashchange", update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return address;
}

/**
 * An island's router: the page's address and nothing to navigate with (its links are plain,
 * PlainLinks). React Router's own `Router`, as its `StaticRouter` renders it, so that nothing of
 * React Router that the pages do not already load comes with the islands.
 */
const NO_NAVIGATION: Navigator = {
  createHref: (to) => (typeof to === "string" ? to : createPath(to)),
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** What every island has around it on the page: the address, plain links, the page's shared words. */
function IslandFrame({ words, onCommitted, children }: { words: SharedWords; onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return (
    <StrictMode>
      <Router location={useAddress()} navigator={NO_NAVIGATION} static>
        <PlainLinks value={true}>
          <SharedWordsProvider value={words}>{children}</SharedWordsProvider>
        </PlainLinks>
      </Router>
    </StrictMode>
  );
}

type RouteModules = Record<string, { handle?: unknown } | undefined>;

/** The page's shared words: those of the language layout route the boot script loaded. */
export function wordsOfModules(modules: RouteModules | undefined): SharedWords | null {
  for (const module of Object.values(modules ?? {})) {
    const words = (module?.handle as Partial<LanguageLayoutHandle> | undefined)?.words;
    if (words) return words;
  }
  return null;
}

const loadConsentBanner = analyticsConfigured() ? () => import("~/components/layout/consent-banner") : null;

/**
 * Hydrates the page's islands as each needs it (whenOf, near-screen.ts) and draws its overlays
 * when the page first needs them; once every island hydrated with the page has committed, the
 * taps kept before then are replayed (tap-replay.ts), which also tells the page it is live
 * (`window.__cxTaps` becomes null).
 */
export function bootIslands(doc: Document = document): void {
  const words = wordsOfModules((window as unknown as { __reactRouterRouteModules?: RouteModules }).__reactRouterRouteModules);
  if (!words) throw new Error("An islands page loads its language layout route for its words (pipeline/defer-boot.ts)");
  const hydrateInto = (el: HTMLElement, island: ReactNode, onCommitted: () => void) =>
    hydrateRoot(
      el,
      <IslandFrame
        words={words}
        onCommitted={() => {
          // What the page's inline scripts read: this island is React's now.
          el.setAttribute("data-island-live", "");
          onCommitted();
        }}
      >
        {island}
      </IslandFrame>,
    );
  const now: { el: HTMLElement; island: { name: IslandName; props: unknown } }[] = [];
  // The chunks of the islands waiting for the visitor, fetched once the page is live, so that a
  // first tap waits for its island's hydration and not for the network too.
  const warm = new Set<() => Promise<unknown>>();
  const whenFor = whenOf();
  const watchers: (() => void)[] = [];
  for (const el of doc.querySelectorAll<HTMLElement>("[data-island]")) {
    const island = islandProps(el.dataset.island, el.dataset.props);
    if (!island) continue;
    const when = whenFor(island.name);
    if (when === "load" && el.dataset.islandHydrate !== "near") {
      now.push({ el, island });
      continue;
    }
    const own = ISLANDS[island.name];
    const near = el.dataset.islandHydrate === "near";
    if (typeof own !== "function" && !near) warm.add(own.later);
    // Settles when the island has committed: a tap held until then is replayed on it.
    const wake = hydrateLater(
      el,
      async () => {
        const element = await drawIsland(island);
        await new Promise<void>((resolve) => hydrateInto(el, element, resolve));
      },
      near ? "near" : "intent",
    );
    if (typeof when === "function") watchers.push(() => when(island.props as never, () => void wake()));
  }

  // What the boot does beyond listening is done in tasks of its own after this one (decision
  // 2026-11-29-boot-in-short-tasks): the watchers (the header's watch reads the cart, the page's
  // first localStorage read), then, once every island hydrated with the page has committed, the taps
  // replayed, then the after-load work. One task for all of it was 8-11 ms at 1x CPU in
  // Lighthouse's traces: over 50 ms at a phone's speed, all of it blocking.
  const overlays = overlaysWhenNeeded(doc, words);
  let waiting = now.length + (overlays.atLoad ? 1 : 0) + 1;
  const committed = () => {
    waiting -= 1;
    if (waiting > 0) return;
    setTimeout(replayTaps, 0);
    setTimeout(() => {
      for (const chunk of warm) void chunk().catch(() => undefined);
      // The documents its links lead to, fetched ahead (a tap here loads a document).
      startDocumentPrefetch(doc.defaultView ?? window);
      // Opened at its top, the page laid out its first screen first: what is off screen is laid
      // out once the browser is idle (lib/first-screen.ts).
      adoptFirstScreen(doc.defaultView ?? window);
    }, 0);
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      committed();
    };
  };
  for (const { el, island } of now) {
    const onCommitted = once();
    const element = drawIsland(island);
    // An island whose chunk does not load stays its prerendered HTML; the taps are replayed all the same.
    if (element instanceof Promise) element.then((drawn) => hydrateInto(el, drawn, onCommitted), onCommitted);
    else hydrateInto(el, element, onCommitted);
  }
  if (overlays.atLoad) overlays.mount(once());
  // A link with a message (components/ui/links.tsx) says it: on this page for a new tab, on the
  // next page for a link this page leaves by.
  doc.addEventListener("click", takeMessage);
  setTimeout(() => {
    for (const watch of watchers) watch();
  }, 0);
  committed();
}

/**
 * The overlays every page has, in a root of their own at the end of the body: the cart drawer,
 * the toasts and, where analytics is on, the consent banner. The banner shows as the page loads;
 * the drawer and the toasts draw nothing until they are used, so without the banner the root is
 * made when the page first needs one of them: the drawer opened, a toast raised (the message a
 * link of the page before left for this one, on this page's load), F8 (the toasts' hotkey,
 * pressed again for them once they are there).
 */
function overlaysWhenNeeded(doc: Document, words: SharedWords): { atLoad: boolean; mount: (onCommitted?: () => void) => void } {
  const ConsentBanner = loadConsentBanner && lazyWithWords(loadConsentBanner, words.consent, DRAW_NOTHING);
  let mounted = false;
  const stops: (() => void)[] = [];
  const mount = (onCommitted: () => void = () => {}) => {
    if (mounted) return;
    mounted = true;
    for (const stop of stops) stop();
    const root = doc.createElement("div");
    root.setAttribute("data-island-overlays", "");
    doc.body.append(root);
    createRoot(root).render(
      <IslandFrame words={words} onCommitted={onCommitted}>
        <CartDrawerMount />
        <Toaster />
        {ConsentBanner && (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        )}
      </IslandFrame>,
    );
  };
  if (ConsentBanner) return { atLoad: true, mount };
  stops.push(
    toastStore.subscribe(() => {
      if (toastStore.getSnapshot().length > 0) mount();
    }),
    cartStore.subscribe(() => {
      if (cartStore.isDrawerOpen()) mount();
    }),
  );
  // F8 before the toasts are there: once they are (their own listener with them), the key is
  // pressed again for them, as a kept tap is replayed.
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "F8") mount(() => doc.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" })));
  };
  doc.addEventListener("keydown", onKey);
  stops.push(() => doc.removeEventListener("keydown", onKey));
  // The message a link of the page before left for this one (islands/messages.ts), read in a task
  // of its own: the page's first sessionStorage read.
  setTimeout(() => {
    const pending = cameFromTheSite(doc.referrer, doc.location.origin) ? takePendingToast() : null;
    if (pending) toast(pending);
  }, 0);
  return { atLoad: false, mount };
}
