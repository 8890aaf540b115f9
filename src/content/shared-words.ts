import { createContext, use } from "react";
import { en as cartProblemsEn, type CartProblemWords } from "./cart-problems/en";
import type { CartWords } from "./cart/en";
import { en as shellEn, type ShellWords } from "./shell/en";

/**
 * The words every page shares, in one language: the shell's (skip link, header, footer, consent,
 * toasts, 404, error page), the cart rule's refusals, and the cart drawer's, which load with the
 * drawer. docs/architecture.md, decision 3: the route table puts every Spanish page under the
 * Spanish layout route (routes/layouts/spanish.ts), whose `handle.words` is the Spanish set;
 * root.tsx puts the set of the page's layout in this context, around the shell and the page, or
 * the English set when there is none. Components read them with `useSharedWords()`, never by
 * importing a language's twin, so no English page's JS holds the Spanish words.
 */
export type SharedWords = {
  shell: ShellWords;
  cartProblems: CartProblemWords;
  /** The drawer's words, fetched with the drawer (one promise per language and page load). */
  cart: () => Promise<CartWords>;
};

/** A loader that runs once: every caller gets the same promise (React's `use` needs that). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/**
 * English, the words of every page outside a language layout (most of the site, the SPA fallback,
 * and a component rendered alone in a test). They travel in the shell chunk, as before.
 */
export const englishWords: SharedWords = {
  shell: shellEn,
  cartProblems: cartProblemsEn,
  cart: once(() => import("./cart/en").then((m) => m.en)),
};

/** What a language layout route exports as its `handle` (routes/layouts/spanish.ts). */
export type LanguageLayoutHandle = { words: SharedWords };

/**
 * The shared words of a page from its route matches (root.tsx, and a `meta` function, which
 * runs outside React): the deepest language layout's set, or English.
 */
export function wordsOfMatches(matches: readonly ({ handle?: unknown } | undefined)[]): SharedWords {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<LanguageLayoutHandle> | undefined;
    if (handle?.words) return handle.words;
  }
  return englishWords;
}

const SharedWordsContext = createContext<SharedWords>(englishWords);

/** Provided once, by root.tsx, from the page's language layout route. */
export const SharedWordsProvider = SharedWordsContext.Provider;

export function useSharedWords(): SharedWords {
  return use(SharedWordsContext);
}

/** The shell's words of the page being shown. */
export function useShellWords(): ShellWords {
  return use(SharedWordsContext).shell;
}
