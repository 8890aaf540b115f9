import { createContext, use } from "react";
import { en as cartProblemsEn, type CartProblemWords } from "./cart-problems/en";
import type { CartWords } from "./cart/en";
import type { ConsentWords } from "./consent/en";
import { en as shellEn, type ShellWords } from "./shell/en";

/**
 * The words every page shares, in one language: the shell's (skip link, header, footer, toasts,
 * error page) and the cart rule's refusals; the cart drawer's and the consent banner's load with
 * them (components/layout/lazy-with-words.tsx). docs/architecture.md, decision 3: the route table puts every Spanish page under the
 * Spanish layout route (routes/layouts/spanish.ts), whose `handle.words` is the Spanish set;
 * root.tsx puts the set of the page's layout in this context, around the shell and the page, or
 * the English set when there is none. Components read them with `useSharedWords()`, never by
 * importing a language's twin, so no English page's JS holds the Spanish words.
 */
export type SharedWords = {
  shell: ShellWords;
  cartProblems: CartProblemWords;
  /** The drawer's words, fetched with the drawer. */
  cart: () => Promise<CartWords>;
  /** The consent banner's, fetched with the banner. */
  consent: () => Promise<ConsentWords>;
};

/**
 * English, the words of every page outside a language layout (most of the site, the SPA fallback,
 * and a component rendered alone in a test). They travel in the shell chunk, as before.
 */
export const englishWords: SharedWords = {
  shell: shellEn,
  cartProblems: cartProblemsEn,
  cart: () => import("~/content/cart/en").then((m) => m.en),
  consent: () => import("~/content/consent/en").then((m) => m.en),
};

/** What a language layout route exports as its `handle` (routes/layouts/spanish.ts). */
export type LanguageLayoutHandle = { words: SharedWords };

/**
 * The shared words of a page from its route matches (root.tsx, and a `meta` function, which
 * runs outside React): its language layout's set, or English.
 */
export const wordsOfMatches = (matches: readonly { handle?: unknown }[]): SharedWords =>
  (matches.find((m) => (m.handle as Partial<LanguageLayoutHandle> | undefined)?.words)?.handle as LanguageLayoutHandle | undefined)?.words ?? englishWords;

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
