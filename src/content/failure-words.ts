import { useEffect, useState } from "react";
import { useLang, type Lang } from "~/lib/i18n";
import type { FailureWords } from "./failures/en";

const loaded = new Map<Lang, Promise<FailureWords>>();

/**
 * The failure sentences (content/failures) of a language, fetched once, on the first failure (or
 * the first sign-up). Keyed by the page's language rather than carried by the shared words: a
 * loader in the shell's words costs every page's first load bytes it cannot spare
 * (docs/decisions/2026-11-25-failures-in-words.md). Each language's file is its own chunk, so no
 * English page's JS holds the Spanish sentences.
 */
export function loadFailureWords(lang: Lang): Promise<FailureWords> {
  let words = loaded.get(lang);
  if (!words) {
    words = lang === "es" ? import("~/content/failures/es").then((m) => m.es) : import("~/content/failures/en").then((m) => m.en);
    // A file that did not arrive (the connection dropped) is asked for again next time.
    words.catch(() => loaded.delete(lang));
    loaded.set(lang, words);
  }
  return words;
}

/**
 * For a component that shows a failure as it renders: the page's language's words once they are
 * here (null until then, or if they cannot arrive: the caller shows the spec's default meanwhile).
 */
export function useFailureWords(): FailureWords | null {
  const lang = useLang();
  const [words, setWords] = useState<FailureWords | null>(null);
  useEffect(() => {
    let live = true;
    loadFailureWords(lang).then(
      (w) => live && setWords(w),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return words;
}
