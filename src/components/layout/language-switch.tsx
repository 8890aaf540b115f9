import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { TwinLink } from "~/components/ui/link";
import { LANGUAGE_NAMES } from "~/content/language-choice";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { otherLang, saveLangPreference, useLang } from "~/lib/i18n";
import { twinPageOf, twinPath } from "~/lib/twins";

/**
 * The same page in the other language, with the query and hash kept; null when it has no twin.
 * The not-found page has none: it is prerendered at /404 but shown at whatever address missed,
 * which has no twin, and a switch in one and not the other broke its hydration (React #418, and a
 * tap on "Return to Homepage" during it was lost).
 */
export function useTwinHref(): string | null {
  const { pathname, search, hash } = useLocation();
  const lang = useLang();
  const twin = twinPageOf(pathname)?.page === "notFound" ? null : twinPath(pathname, otherLang(lang));
  return twin === null ? null : `${twin}${search}${hash}`;
}

/**
 * The header's language switch (issue 23), on every page that has a twin: it goes to the same
 * page in the other language, keeps the query and hash, and remembers the choice (the Mexico
 * pages' head script and the Spanish suggestion read it). Its name is the other language's, in
 * that language ("Español" / "English") on the widest screens and "ES" / "EN" elsewhere (with the
 * languages icon where the header has room: not beside the desktop nav, which must still fit with
 * text at 200%: container queries on the page, in its own rem, app.css); the accessible name
 * stays the whole word, which starts with what is seen (WCAG 2.5.3).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const other = otherLang(lang);
  const href = useTwinHref();
  const t = LANGUAGE_NAMES[other];
  const { pathname } = useLocation();
  if (href === null) return null;
  return (
    <TwinLink
      to={href}
      lang={other}
      hrefLang={other}
      title={t.title}
      // Kept with the page's query and hash before hydration too (tap-replay.ts LANGUAGE_SWITCH).
      data-language-switch="page"
      onClick={() => {
        saveLangPreference(other);
        track((p) => p.selectLanguage(pathname, other));
      }}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-900",
        className,
      )}
    >
      <Languages className="h-4 w-4 @5xl:hidden" aria-hidden="true" />
      <span className="@8xl:hidden" aria-hidden="true">
        {t.code}
      </span>
      <span className="sr-only @8xl:not-sr-only">{t.name}</span>
    </TwinLink>
  );
}
