import { useEffect, useLayoutEffect, useState, type ContextType } from "react";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut as createClientRoutesWithHMRRevalidationOptOut,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  type DataRouter as Router,
} from "react-router";
import { RouterProvider } from "react-router/dom";
import { patchRoutesFrom, pick, routeIdsFor, startingRoutes } from "./route-discovery";

/**
 * React Router 8.4's `HydratedRouter` (react-router/dist/.../dom-export/hydrated-router.js), with
 * one change: the router starts with the routes the page opens, not the whole manifest, and learns
 * the others when a navigation first needs them (lib/route-discovery.ts; issue 43,
 * docs/decisions/2026-11-28-router-discovery.md). Everything else is React Router's own code path,
 * called through its `UNSAFE_` exports, in the same order: the hydration data's decoding, the
 * client routes, the hydration data, the browser history, the single-fetch data strategy, the
 * framework context, the error boundary. Without `routeDiscovery: "lazy"` (a server's manifest
 * endpoint, which `ssr: false` cannot have) React Router passes no `patchRoutesOnNavigation` and
 * its own fog-of-war hook does nothing, so neither is missed here. The contract test
 * (local-services/react-router-contract.test.ts) reads React Router's file and fails on an
 * upgrade that changes what this copies.
 */

type Manifest = Parameters<typeof getTurboStreamSingleFetchDataStrategy>[1];
type RouteModules = Parameters<typeof createClientRoutes>[1];
type Future = Parameters<typeof getHydrationData>[0]["future"] & NonNullable<ContextType<typeof FrameworkContext>>["future"];
type HydrationState = NonNullable<Parameters<typeof createClientRoutes>[2]>;
type Context = {
  basename?: string;
  future: Future;
  routeDiscovery: { mode: "lazy" | "initial"; manifestPath?: string };
  ssr: boolean;
  isSpaMode: boolean;
  criticalCss?: unknown;
  stream?: ReadableStream<Uint8Array>;
  state?: HydrationState;
};
type SsrInfo = { context: Context; manifest: Manifest; routeModules: RouteModules };

declare global {
  interface Window {
    __reactRouterContext?: Context;
    __reactRouterRouteModules?: RouteModules;
  }
}

function ssrInfo(): SsrInfo {
  const w = window as unknown as { __reactRouterContext?: Context; __reactRouterManifest?: Manifest; __reactRouterRouteModules?: RouteModules };
  if (!w.__reactRouterContext || !w.__reactRouterManifest || !w.__reactRouterRouteModules) {
    throw new Error("You must be using the SSR features of React Router in order to skip passing a `router` prop to `<RouterProvider>`");
  }
  return { context: w.__reactRouterContext, manifest: w.__reactRouterManifest, routeModules: w.__reactRouterRouteModules };
}

/**
 * Decodes the prerendered page's router state (the turbo-stream the page carries), as
 * `HydratedRouter` does on its first render, but before hydration starts: React then renders once
 * instead of suspending on the decoding and rendering again.
 */
export async function decodeHydrationState(): Promise<void> {
  const { context } = ssrInfo();
  if (context.state || !context.stream) return;
  const stream = context.stream;
  context.stream = undefined;
  const decoded = await decodeViaTurboStream(stream, window);
  context.state = decoded.value as HydrationState;
}

let router: Router | null = null;
/** React Router initializes its router once: at creation when it needs no loading, else after the first commit. */
let routerInitialized = false;

/** React Router's `createHydratedRouter`, with the page's routes only (the name is kept: bench/profile-phases.mjs reads it). */
function createHydratedRouter(): Router {
  const { context, manifest, routeModules } = ssrInfo();
  if (!context.state) throw new Error("decodeHydrationState() must finish before the router is created");
  const idsFor = routeIdsFor(manifest.routes);
  // The routes the page's boot script loaded are those the prerender matched (not in the SPA
  // fallback, which loads the root only).
  const known = startingRoutes(manifest.routes, idsFor, window.location.pathname, context.isSpaMode ? undefined : Object.keys(routeModules));
  const routes = createClientRoutes(pick(manifest.routes, known), routeModules, context.state, context.ssr, context.isSpaMode);
  let hydrationData: ReturnType<typeof getHydrationData> | undefined;
  if (context.isSpaMode) {
    const { loaderData } = context.state;
    if (manifest.routes.root?.hasLoader && loaderData && "root" in loaderData) hydrationData = { loaderData: { root: loaderData.root } };
  } else {
    hydrationData = getHydrationData({
      state: context.state,
      routes,
      getRouteInfo: (routeId) => ({
        clientLoader: routeModules[routeId]?.clientLoader,
        hasLoader: manifest.routes[routeId]?.hasLoader === true,
        hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
      }),
      location: window.location,
      basename: context.basename,
      future: context.future,
      isSpaMode: context.isSpaMode,
    });
  }
  if (window.history.state?.masked) window.history.replaceState({ ...window.history.state, masked: undefined }, "");
  const created: Router = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(() => created, manifest, routeModules, context.ssr),
    patchRoutesOnNavigation: patchRoutesFrom(manifest.routes, known, idsFor, (patches, parentId) =>
      createClientRoutes(patches, routeModules, null, context.ssr, context.isSpaMode, parentId),
    ),
  });
  if (created.state.initialized) {
    routerInitialized = true;
    created.initialize();
  }
  // Development's hot reload rebuilds the routes from the whole manifest (React Router's client
  // code calls this); the router then knows every route, as React Router's own would.
  (created as Router & { createRoutesForHMR?: unknown }).createRoutesForHMR = createClientRoutesWithHMRRevalidationOptOut;
  (window as unknown as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter = created;
  return created;
}

/** `HydratedRouter`'s props this site uses. */
export type HydratedRouterProps = { useTransitions?: boolean };

export function HydratedRouter({ useTransitions }: HydratedRouterProps) {
  const info = ssrInfo();
  if (!router) router = createHydratedRouter();
  const current = router;
  // Development only: the dev server inlines critical CSS, which goes once the page has hydrated.
  const [criticalCss, setCriticalCss] = useState(import.meta.env.DEV ? info.context.criticalCss : undefined);
  useEffect(() => {
    if (import.meta.env.DEV) setCriticalCss(undefined);
  }, []);
  useEffect(() => {
    if (import.meta.env.DEV && criticalCss === undefined) document.querySelectorAll("[data-react-router-critical-css]").forEach((el) => el.remove());
  }, [criticalCss]);
  const [location, setLocation] = useState(current.state.location);
  useLayoutEffect(() => {
    if (routerInitialized) return;
    routerInitialized = true;
    current.initialize();
  }, [current]);
  useLayoutEffect(() => current.subscribe((state) => void (state.location !== location && setLocation(state.location))), [current, location]);
  return (
    <FrameworkContext.Provider
      value={{
        manifest: info.manifest,
        routeModules: info.routeModules,
        future: info.context.future,
        criticalCss: criticalCss as never,
        ssr: info.context.ssr,
        isSpaMode: info.context.isSpaMode,
        routeDiscovery: info.context.routeDiscovery as never,
      }}
    >
      <RemixErrorBoundary location={location}>
        <RouterProvider router={current} useTransitions={useTransitions} />
      </RemixErrorBoundary>
    </FrameworkContext.Provider>
  );
}
