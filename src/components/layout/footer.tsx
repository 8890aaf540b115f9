import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from "react";
import { DeferHydration } from "~/components/ui/defer-hydration";
import { useLang } from "~/lib/i18n";

type FooterBandType = ComponentType<{ gate: string }>;

// The footer is below the first screen of every page: its code (~1 KB gzip with its icons and
// phone formatting) arrives when it comes near the screen, and it hydrates then (issue 43). The
// prerendered HTML has it all along; a link in it tapped before then is a plain link.
let loaded: FooterBandType | null = null;
let loading: Promise<FooterBandType> | null = null;
const loadFooterBand = () =>
  (loading ??= import("./footer-band").then(
    (m) => (loaded = m.FooterBand),
    (error: unknown) => {
      loading = null; // a failed fetch (offline) is tried again by the next render that needs it
      throw error;
    },
  ));
const LazyFooterBand = lazy(() => loadFooterBand().then((FooterBand) => ({ default: FooterBand })));

/** The footer, hydrated when it comes near the screen or is touched (defer-hydration.tsx). */
export function Footer() {
  const gate = useId();
  // A new footer is drawn on the client when the language changes (below): its code is fetched
  // once the page has loaded and is idle, so that render finds it here and nothing waits for it.
  useEffect(() => {
    const fetchIt = () => void loadFooterBand().catch(() => {});
    const idle = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(fetchIt, { timeout: 5000 });
      else setTimeout(fetchIt, 1000);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  }, []);
  // The footer outlives the page: a soft navigation to the other language (the English success
  // page sending a Spanish buyer on) would hydrate the English HTML with Spanish words, a
  // mismatch. A new language is a new footer, drawn on the client; the prerendered one goes.
  const lang = useLang();
  return (
    <DeferHydration key={lang} id={gate}>
      <FooterContent gate={gate} />
    </DeferHydration>
  );
}

/**
 * The footer's band: the component itself when its code is here, the lazy one (which waits for it
 * in a boundary of its own) when not: the prerendered footer being hydrated, or a client render
 * before the code came. Chosen when it mounts: a footer never swaps one for the other (React
 * would draw it again).
 */
function FooterContent({ gate }: { gate: string }) {
  const [Band] = useState<FooterBandType>(() => loaded ?? LazyFooterBand);
  return (
    <Suspense fallback={null}>
      <Band gate={gate} />
    </Suspense>
  );
}
