import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, but a navigation renders its page at once instead of
 * in a transition (issue 22, docs/decisions/2026-11-25-navigation.md): with its code and data
 * already in memory, the new page is drawn in one task rather than in 5 ms slices that yield
 * to whatever else the browser has queued. Hydration still starts in a transition.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
