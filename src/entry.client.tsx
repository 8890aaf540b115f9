import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { decodeHydrationState, HydratedRouter } from "./lib/hydrated-router";

/**
 * React Router's default client entry, but a navigation renders its page at once instead of
 * in a transition (issue 22, docs/decisions/2026-11-25-navigation.md): with its code and data
 * already in memory, the new page is drawn in one task rather than in 5 ms slices that yield
 * to whatever else the browser has queued. Hydration still starts in a transition.
 * The router is React Router's `HydratedRouter` given only the page's own routes, learning the
 * others when a navigation needs them (lib/hydrated-router.tsx, issue 43); the page's router
 * state is decoded before hydration starts, so React renders the document once.
 */
void decodeHydrationState().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter useTransitions={false} />
      </StrictMode>,
    );
  });
});
