import { lazy, Suspense, useEffect, useId, type ComponentType } from "react";
import { DeferHydration } from "~/components/ui/defer-hydration";
import { useLang } from "~/lib/i18n";
import { KEEP_WAITING, loadOr } from "~/lib/lazy-or";

type Band = ComponentType<{ gate: string }>;

// The footer is below the first screen of every page: its code (~1 KB gzip with its icons and
// phone formatting) arrives when it comes near the screen, and it hydrates then (issue 43). The
// prerendered HTML has it all along; a link in it tapped before then is a plain link.
let loaded: Band | undefined;
const load = () => import("./footer-band").then((m) => (loaded = m.FooterBand));
// Once the code is here, a thenable that answers at once: React's lazy then renders without
// suspending (a footer drawn on the client, below, waits for nothing). If the code cannot be
// fetched, React keeps waiting: the prerendered footer stays, its links plain links (lib/lazy-or.ts).
const FooterBand = lazy(() => {
  const band = loaded;
  return (
    band ? { then: (done: (m: { default: Band }) => void) => done({ default: band }) } : loadOr(() => load().then((b) => ({ default: b })), KEEP_WAITING)
  ) as Promise<{ default: Band }>;
});

/** The footer, hydrated when it comes near the screen or is touched (defer-hydration.tsx). */
export function Footer() {
  const gate = useId();
  // Its code is also fetched once the page is idle, so that the footer a language switch draws
  // (below) finds it here; before then, that footer's own boundary shows nothing for a moment
  // rather than holding the switch.
  useEffect(() => {
    const fetchIt = () => void load().catch(() => {});
    if ("requestIdleCallback" in window) window.requestIdleCallback(fetchIt, { timeout: 5000 });
    else setTimeout(fetchIt, 2000);
  }, []);
  // The footer outlives the page: a soft navigation to the other language (the English success
  // page sending a Spanish buyer on) would hydrate the English HTML with Spanish words, a
  // mismatch. A new language is a new footer, drawn on the client; the prerendered one goes.
  return (
    <DeferHydration key={useLang()} id={gate}>
      <Suspense fallback={null}>
        <FooterBand gate={gate} />
      </Suspense>
    </DeferHydration>
  );
}
