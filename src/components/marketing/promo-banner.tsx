import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Island } from "~/components/ui/island";
import { Link } from "~/components/ui/link";
import type { HomeWords } from "~/content/home/en";
import { PROMO_BANNER_CLOSED_CLASS as closedClass, PROMO_BANNER_COOKIE as cookie } from "~/content/promo-banner";
import { sessionCookies } from "~/lib/session-cookies";
import { readText, writeText } from "~/lib/storage";

/**
 * Runs while the prerendered HTML is parsed, before the banner below it is painted: a visitor
 * who closed the banner earlier in this browser session never sees it appear and vanish, so
 * nothing shifts. One read of the session's cookies (the name is plain ASCII: written as it is).
 * The CSP hash of this inline script is added by the build (pipeline/host-files).
 */
export const PROMO_BANNER_INLINE_SCRIPT = `try{if(("; "+document.cookie+";").indexOf(${JSON.stringify(`; ${cookie}=1;`)})>=0)document.documentElement.classList.add(${JSON.stringify(closedClass)})}catch(e){}`;

function wasDismissed(): boolean {
  return readText(sessionCookies(), cookie) === "1";
}

/** Persist the choice for the browser session and hide the banner everywhere it renders. */
export function dismissPromoBanner(): void {
  // Cookies may be blocked: the banner still closes for this page view.
  writeText(sessionCookies(), cookie, "1");
  document.documentElement.classList.add(closedClass);
}

/**
 * The Spanish Mexico promo banner on the home page (spec part 1 §2 "Home"): an island, so an
 * islands page hydrates it on its own (components/ui/island.tsx).
 */
export function PromoBanner({ words }: { words: HomeWords["promo"] }) {
  return (
    <Island name="promoBanner" props={{ words }}>
      <PromoBannerBody words={words} />
    </Island>
  );
}

/** The banner itself, as its island draws it. */
export function PromoBannerBody({ words }: { words: HomeWords["promo"] }) {
  // The class on <html> hides the banner on later page loads and client navigations; the state
  // removes it from this page view at once.
  const [closed, setClosed] = useState(false);
  // Belt and braces: should the inline script not have run, the stored choice still wins.
  useEffect(() => {
    if (wasDismissed()) document.documentElement.classList.add(closedClass);
  }, []);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: PROMO_BANNER_INLINE_SCRIPT }} />
      {!closed && (
        <section
          lang="es"
          aria-label={words.label}
          data-promo-banner=""
          className="[.promo-mx-closed_&]:hidden bg-brand-800 text-white"
        >
          <div className="mx-auto flex max-w-6xl items-center gap-3 px-5 py-2.5 sm:px-8">
            <p className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-accent-700">
                {words.badge}
              </span>
              <span className="font-semibold">{words.text}</span>
              <span className="text-brand-100">{words.detail}</span>
              <Link
                to={words.link.to}
                className="whitespace-nowrap font-semibold text-white underline decoration-accent-500 decoration-2 underline-offset-4 hover:decoration-white"
              >
                {words.link.label}
              </Link>
            </p>
            {/* A raw button, not <Button>: an icon-only dismiss on the dark band, none of Button's
                variants fits it, and the home page's first load has no byte to spare for one. */}
            {/* eslint-disable-next-line no-restricted-syntax */}
            <button
              type="button"
              onClick={() => {
                dismissPromoBanner();
                setClosed(true);
              }}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15"
              aria-label={words.close}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </section>
      )}
    </>
  );
}
