import { lazy, useId } from "react";
import { DeferHydration } from "~/components/ui/defer-hydration";
import { useLang } from "~/lib/i18n";

// The footer is below the first screen of every page: its code (~1 KB gzip with its icons and
// phone formatting) arrives when it comes near the screen, and it hydrates then (issue 43). The
// prerendered HTML has it all along; a link in it tapped before then is a plain link.
const FooterBand = lazy(() => import("./footer-band").then((m) => ({ default: m.FooterBand })));

/** The footer, hydrated when it comes near the screen or is touched (defer-hydration.tsx). */
export function Footer() {
  const gate = useId();
  // The footer outlives the page: a soft navigation to the other language (the English success
  // page sending a Spanish buyer on) would hydrate the English HTML with Spanish words, a
  // mismatch. A new language is a new footer, drawn on the client; the prerendered one goes.
  return (
    <DeferHydration key={useLang()} id={gate}>
      <FooterBand gate={gate} />
    </DeferHydration>
  );
}
