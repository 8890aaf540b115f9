import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { TwinLink } from "~/components/ui/link";
import { LANG_SUGGEST_CLASS, LANG_SUGGEST_DISMISSED_KEY, languageSuggestion as words } from "~/content/language-choice";
import { track } from "~/lib/analytics";
import { LANG_STORAGE_KEY, readLangPreference, saveLangPreference } from "~/lib/i18n";
import { browserStorage, readText, writeText } from "~/lib/storage";
import { useTwinHref } from "./language-switch";

/**
 * Whether an English page suggests its Spanish twin: the visitor chose Spanish before, or their
 * browser's first language is Spanish and they have not chosen English; never once closed.
 * The inline script below is the same rule, run before the first paint.
 */
export function suggestsSpanish(preference: string | null, languages: readonly string[], dismissed: boolean): boolean {
  if (dismissed || preference === "en") return false;
  return preference === "es" || /^es\b/i.test(languages[0] ?? "");
}

/**
 * Runs while the prerendered HTML is parsed, before the suggestion below it paints, so it is there
 * from the first frame or never: no layout shift. The build adds its CSP hash (pipeline/host-files).
 */
export const LANG_SUGGEST_INLINE_SCRIPT =
  `try{var s=localStorage,p=s.getItem(${JSON.stringify(LANG_STORAGE_KEY)}),n=navigator.languages&&navigator.languages[0]||navigator.language||"";` +
  `if(s.getItem(${JSON.stringify(LANG_SUGGEST_DISMISSED_KEY)})!=="1"&&p!=="en"&&(p==="es"||/^es\\b/i.test(n)))document.documentElement.classList.add(${JSON.stringify(LANG_SUGGEST_CLASS)})}catch(e){}`;

const decide = () =>
  suggestsSpanish(readLangPreference(), typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]), readText(browserStorage("local"), LANG_SUGGEST_DISMISSED_KEY) === "1");

/**
 * A small band above the header of an English page that has a Spanish twin (issue 23): in Spanish,
 * it offers the same page in Spanish and can be closed for good. It never redirects anyone.
 */
export function LanguageSuggestion() {
  const href = useTwinHref();
  const [closed, setClosed] = useState(false);
  // Client navigations and a choice made since: the class follows the rule (the script ran once).
  useEffect(() => {
    document.documentElement.classList.toggle(LANG_SUGGEST_CLASS, decide());
  }, [href]);
  if (href === null || closed) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: LANG_SUGGEST_INLINE_SCRIPT }} />
      <aside lang="es" aria-label={words.label} data-language-suggestion="" className="hidden bg-sand-100 text-ink [.lang-suggest_&]:block">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-5 py-2 sm:px-8">
          <p className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>{words.text}</span>
            <TwinLink
              to={href}
              hrefLang="es"
              onClick={() => {
                saveLangPreference("es");
                track("select_language", { page: "suggestion", lang: "es" });
              }}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {words.action}
            </TwinLink>
          </p>
          {/* eslint-disable-next-line no-restricted-syntax -- an icon-only close on a thin band, in the promo banner's style; no Button variant fits */}
          <button
            type="button"
            onClick={() => {
              writeText(browserStorage("local"), LANG_SUGGEST_DISMISSED_KEY, "1");
              document.documentElement.classList.remove(LANG_SUGGEST_CLASS);
              setClosed(true);
            }}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand-900 hover:bg-sand-200"
            aria-label={words.dismiss}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </aside>
    </>
  );
}
