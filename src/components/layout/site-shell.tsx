import { Suspense, useEffect, type ReactNode } from "react";
import { Island } from "~/components/ui/island";
import { Toaster } from "~/components/ui/toaster";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { useSharedWords } from "~/content/shared-words";
import { analyticsConfigured } from "~/lib/analytics";
import { DRAW_NOTHING } from "~/lib/lazy-or";
import { askRouteChunks } from "~/lib/route-chunks";
import { Footer } from "./footer";
import { Header } from "./header";
import { lazyWithWords } from "./lazy-with-words";
import { replayTaps } from "./tap-replay";

// The consent banner and the tag loader only exist in builds with analytics ids, and even then
// arrive after the first load, with their words.
const loadConsentBanner = analyticsConfigured() ? () => import("./consent-banner") : null;

/** Header, main content, footer, toasts, consent and scroll handling around every page. */
export function SiteShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const words = useSharedWords();
  const t = words.shell;
  const ConsentBanner = loadConsentBanner && lazyWithWords(loadConsentBanner, words.consent, DRAW_NOTHING);
  // Hydrated: the taps made while the scripts were on their way now do what they say; then
  // what client navigations need arrives apart (after-hydration.ts: ~2 KB gzip that no page's
  // first load carries), beside the build's route-chunks table it reads first: asked for
  // together, not one after the other (a round sooner, ~0.17 s at slow 4G, links prefetch).
  useEffect(() => {
    const id = setTimeout(replayTaps, 0);
    const routeChunks = askRouteChunks(window.__reactRouterManifest?.version);
    import("./after-hydration").then((m) => m.afterHydration(routeChunks), () => {});
    return () => clearTimeout(id);
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.skipLink}
      </a>
      <Island name="header">
        <Header actions={headerActions} />
      </Island>
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer />
      <Toaster />
      {ConsentBanner && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      <ScrollManager />
    </>
  );
}
