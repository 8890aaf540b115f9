import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter as DevHydratedRouter } from "react-router/dom";
import { decodeHydrationState, HydratedRouter as StartingRoutesRouter } from "./lib/hydrated-router";

// Vite's dev server (`npm run dev`) renders its documents with React Router's own dev entry, and
// our copy of the router hydrated them with other ids (`useId`: a hydration mismatch on every
// page, e2e/dev-server.spec.ts); dev keeps React Router's own router, whole manifest and all, and
// every build (what visitors get, `npm start`, the hosts) the copy. `import.meta.env.DEV` is a
// constant, so a build carries only the copy.
const HydratedRouter = import.meta.env.DEV ? DevHydratedRouter : StartingRoutesRouter;

/**
 * An islands page (decision 2026-11-28-islands: `<html data-islands>`, and a boot that loaded no
 * page module) hydrates its islands only (islands/islands-boot.tsx, fetched beside this entry by the
 * boot script). The dev server has no islands: it hydrates every page whole.
 */
const islandsPage = !import.meta.env.DEV && document.documentElement.hasAttribute("data-islands");

if (islandsPage) {
  void import("./islands/islands-boot").then((m) => m.bootIslands());
} else {
  /**
   * React Router's default client entry, but a navigation renders its page at once instead of
   * in a transition (issue 22, docs/decisions/2026-11-25-navigation.md): with its code and data
   * already in memory, the new page is drawn in one task rather than in 5 ms slices that yield
   * to whatever else the browser has queued. Hydration still starts in a transition.
   * The router is React Router's `HydratedRouter` given only the page's own routes, learning the
   * others when a navigation needs them (lib/hydrated-router.tsx, issue 43); the page's router
   * state is decoded before hydration starts, so React renders the document once.
   */
  void (import.meta.env.DEV ? Promise.resolve() : decodeHydrationState()).then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter useTransitions={false} />
        </StrictMode>,
      );
    });
  });
}
