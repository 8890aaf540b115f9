// eslint-disable-next-line no-restricted-imports -- the ES/EN toggle moves to the other language on purpose (a localized navigate would keep it Spanish)
import { useNavigate } from "react-router";
import { useContext, useEffect } from "react";
import { PlainLinks } from "~/components/ui/link";
import type { MexicoWords } from "~/content/mexico/en";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { LANGS, localizedPath, saveLangPreference, useLang, type Lang } from "~/lib/i18n";
import { moveLegacyLangChoice } from "./legacy-lang-choice";

/**
 * ES / EN buttons. A press remembers the choice (the head script honours it on the next
 * visit) and moves to that language's URL, replacing the history entry so Back leaves the page
 * instead of bouncing between languages. On an islands page (an island of its own, no router)
 * the other language's page is loaded as a document, replacing this one all the same.
 */
export function LanguageToggle({ words, className }: { words: MexicoWords["toggle"]; className?: string }) {
  const navigate = useNavigate();
  const plain = useContext(PlainLinks);
  const lang = useLang();
  const names = { es: words.esName, en: words.enName };
  useEffect(() => moveLegacyLangChoice(), []);

  function choose(next: Lang) {
    saveLangPreference(next);
    track((p) => p.selectLanguage("airbnb-mexico", next));
    if (next === lang) return;
    if (plain) window.location.replace(localizedPath("mexico", next));
    else void navigate(localizedPath("mexico", next), { replace: true });
  }

  return (
    <div
      role="group"
      aria-label={words.label}
      className={cn("inline-flex items-center gap-1 rounded-full border border-sand-200 bg-white p-1 shadow-sm", className)}
    >
      {LANGS.map((l) => {
        const active = l === lang;
        return (
          // eslint-disable-next-line no-restricted-syntax -- one half of a segmented ES/EN toggle (aria-pressed), not a button look
          <button
            key={l}
            type="button"
            lang={l}
            title={names[l]}
            aria-pressed={active}
            onClick={() => choose(l)}
            className={cn(
              "min-w-11 rounded-full px-3 py-1.5 text-sm font-bold tracking-wide transition-colors",
              active ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
            )}
          >
            {l.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
