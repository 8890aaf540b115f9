import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Toaster } from "~/components/ui/toaster";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { shellText } from "~/content/shell";
import { analyticsConfigured } from "~/lib/analytics";
import { useLang } from "~/lib/i18n";
import { Footer } from "./footer";
import { Header } from "./header";
import { replayTaps } from "./tap-replay";

// The consent banner and the tag loader only exist in builds with analytics ids, and even then
// arrive after the first load.
const ConsentBanner = analyticsConfigured() ? lazy(() => import("./consent-banner")) : null;

/** Header, main content, footer, toasts, consent and scroll handling around every page. */
export function SiteShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const lang = useLang();
  // Hydrated: the taps made while the scripts were on their way now do what they say; then
  // what client navigations need arrives apart (after-hydration.ts: ~2 KB gzip that no page's
  // first load carries).
  useEffect(() => {
    const id = setTimeout(replayTaps, 0);
    import("./after-hydration").then((m) => m.afterHydration(), () => {});
    return () => clearTimeout(id);
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {shellText[lang].skipLink}
      </a>
      <Header actions={headerActions} />
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
