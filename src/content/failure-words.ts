import { useEffect, useState } from "react";
import type { FailureKind } from "~/lib/failure";
import { useLang, type Lang } from "~/lib/i18n";
import type { FailureWords } from "./failures/en";

const loaded = new Map<Lang, Promise<FailureWords>>();
/** The languages whose words are here, for a render that needs them at once. */
const arrived = new Map<Lang, FailureWords>();

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
    words.then(
      (w) => arrived.set(lang, w),
      () => loaded.delete(lang),
    );
    loaded.set(lang, words);
  }
  return words;
}

/**
 * For a component that shows a failure as it renders: the sentence for `kind` in the page's
 * language. Null while its words are on their way, so the caller keeps its loading state and the
 * visitor reads one message, not the default and then the sentence; the spec's `fallback` when
 * they cannot arrive (the connection to our own files is down too).
 */
export function useFailureSentence(kind: FailureKind, fallback: string): string | null {
  const lang = useLang();
  const [got, setGot] = useState<{ lang: Lang; words: FailureWords | null } | null>(null);
  useEffect(() => {
    if (arrived.has(lang)) return;
    let live = true;
    loadFailureWords(lang).then(
      (words) => live && setGot({ lang, words }),
      () => live && setGot({ lang, words: null }),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  const words = arrived.get(lang) ?? (got?.lang === lang ? got.words : undefined);
  if (words === undefined) return null;
  return words?.[kind] ?? fallback;
}
