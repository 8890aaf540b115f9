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
import { analyticsConfigured } from "~/lib/analytics";
import { startDocumentPrefetch } from "./document-prefetch";
import { leaveAfterTracking } from "./leave";
import { hydrateWhenNear } from "./near-screen";
import { takeMessage } from "./messages";
import { HEADER_ACTIONS } from "./shell-islands";

/**
 * An islands page's boot (decision 2026-11-28-islands). The page is its prerendered HTML: React
 * hydrates only its islands (components/ui/island.tsx), each as a root of its own, and draws the
 * overlays every page has (the cart drawer, the toasts, the consent banner where analytics is on)
 * in a root of their own, at the end of the body. No router and no page module is loaded: the
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

const store = () => import("~/features/store/store-islands").then((m) => m.STORE_ISLANDS);
const product = () => import("~/features/store/product-islands").then((m) => m.PRODUCT_ISLANDS);

/** What each island renders from its props: what the page renders inside its `<Island>`. */
const ISLANDS: { [N in IslandName]: Draw<N> | Later<N> } = {
  header: () => <Header actions={HEADER_ACTIONS} />,
  promoBanner: ({ words }) => <PromoBannerBody words={words} />,
  kitListSeen: (props) => <KitListSeen {...props} />,
  kitButton: (props) => <KitButton {...props} leave={leaveAfterTracking} />,
  // The Mexico page's islands, a chunk each: the toggle hydrates with the page, Buy Now (the store
  // lookup) and the FAQ when they near the screen, so the page's load fetches the toggle's alone.
  mexicoToggle: { later: () => import("~/pages/mexico/language-toggle").then(({ LanguageToggle }) => ({ words }) => <LanguageToggle words={words} />) },
  mexicoFaq: { later: () => import("~/pages/mexico/faq-accordion").then(({ FaqAccordion }) => (props) => <FaqAccordion {...props} />) },
  mexicoBuyNow: { later: () => import("~/pages/mexico/sections/buy-now").then(({ MexicoBuyNow }) => (props) => <MexicoBuyNow {...props} />) },
  storeGrid: { later: () => store().then((i) => i.storeGrid) },
  productView: { later: () => product().then((i) => i.productView) },
};

/**
 * An island's element, drawn from the props its wrapper carries (once its chunk is in, for an
 * island of its own chunk); null for a name or props it cannot read.
 */
export function islandElement(name: string | undefined, props: string | undefined): ReactNode | Promise<ReactNode> | null {
  if (!name || !Object.hasOwn(ISLANDS, name)) return null;
  let parsed: unknown = {};
  try {
    if (props) parsed = JSON.parse(props);
  } catch {
    return null;
  }
  const island = ISLANDS[name as IslandName] as ((p: unknown) => ReactNode) | { later: () => Promise<(p: unknown) => ReactNode> };
  return typeof island === "function" ? island(parsed) : island.later().then((draw) => draw(parsed));
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
 * Hydrates the page's islands and draws its overlays; once every island has committed, the taps
 * kept before then are replayed (tap-replay.ts), which also tells the page it is live
 * (`window.__cxTaps` becomes null).
 */
export function bootIslands(doc: Document = document): void {
  const words = wordsOfModules((window as unknown as { __reactRouterRouteModules?: RouteModules }).__reactRouterRouteModules);
  if (!words) throw new Error("An islands page loads its language layout route for its words (pipeline/defer-boot.ts)");
  const all = [...doc.querySelectorAll<HTMLElement>("[data-island]")];
  // The islands hydrated as the page loads; those far below the first screen wait until they are
  // near it (near-screen.ts): the page is live without them.
  const near = all.filter((el) => el.dataset.islandHydrate === "near");
  const islands = all.filter((el) => !near.includes(el)).flatMap((el) => {
    const element = islandElement(el.dataset.island, el.dataset.props);
    return element === null ? [] : [{ el, element }];
  });
  let waiting = islands.length + 1;
  const committed = () => {
    waiting -= 1;
    if (waiting > 0) return;
    setTimeout(replayTaps, 0);
    // The documents its links lead to, fetched ahead (a tap here loads a document).
    startDocumentPrefetch(doc.defaultView ?? window);
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      committed();
    };
  };
  const hydrateInto = (el: HTMLElement, island: ReactNode, onCommitted: () => void) =>
    hydrateRoot(
      el,
      <IslandFrame words={words} onCommitted={onCommitted}>
        {island}
      </IslandFrame>,
    );
  for (const { el, element } of islands) {
    const onCommitted = once();
    // An island whose chunk does not load stays its prerendered HTML; the taps are replayed all the same.
    if (element instanceof Promise) element.then((island) => hydrateInto(el, island, onCommitted), onCommitted);
    else hydrateInto(el, element, onCommitted);
  }
  for (const el of near) {
    // Settles when the island has committed: a tap held until then is replayed on it.
    hydrateWhenNear(el, async () => {
      const element = islandElement(el.dataset.island, el.dataset.props);
      if (element === null) throw new Error(`no island ${el.dataset.island ?? ""}`);
      const island = await element;
      await new Promise<void>((resolve) => hydrateInto(el, island, resolve));
    });
  }
  // A link with a message (components/ui/links.tsx) says it: on this page for a new tab, on the
  // next page for a link this page leaves by.
  doc.addEventListener("click", takeMessage);
  const ConsentBanner = loadConsentBanner && lazyWithWords(loadConsentBanner, words.consent);
  const overlays = doc.createElement("div");
  overlays.setAttribute("data-island-overlays", "");
  doc.body.append(overlays);
  createRoot(overlays).render(
    <IslandFrame words={words} onCommitted={once()}>
      <CartDrawerMount />
      <Toaster />
      {ConsentBanner && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </IslandFrame>,
  );
}
