import { createContext, use } from "react";
import type { CartWords } from "./cart/en";
import type { ConsentWords } from "./consent/en";
import type { ShellWords } from "./shell/en";

/**
 * The words every page shares, in one language: the shell's (skip link, header, footer, toasts,
 * error page); the cart drawer's and the consent banner's load with them
 * (components/layout/lazy-with-words.tsx). The cart rule's refusals travel with the product
 * view's words, the only page part that shows them. docs/architecture.md, decision 3: the route table
 * puts every page under its language's layout route (routes/layouts/english.ts, spanish.ts), whose
 * `handle.words` is that language's set; root.tsx puts the set of the page's layout in this
 * context, around the shell and the page. Components read them with `useSharedWords()`, never by
 * importing a language's twin, so a page's JS holds its own language's shell words only.
 */
export type SharedWords = {
  shell: ShellWords;
  /** The drawer's words, fetched with the drawer. */
  cart: () => Promise<CartWords>;
  /** The consent banner's, fetched with the banner. */
  consent: () => Promise<ConsentWords>;
};

/** What a language layout route exports as its `handle` (routes/layouts/spanish.ts). */
export type LanguageLayoutHandle = { words: SharedWords };

/**
 * The shared words of a page from its route matches (root.tsx): its language layout's set; null
 * before any layout matched (the SPA fallback's document, drawn before the URL is known).
 */
export const wordsOfMatches = (matches: readonly { handle?: unknown }[]): SharedWords | null =>
  (matches.find((m) => (m.handle as Partial<LanguageLayoutHandle> | undefined)?.words)?.handle as LanguageLayoutHandle | undefined)?.words ?? null;

/**
 * The words for a component rendered with no language layout around it: a test's (test-setup.ts
 * sets English); in the site, every page is under one, and root.tsx's own fallbacks need none.
 */
let outsideLayouts: SharedWords | null = null;
export function setWordsOutsideLayouts(words: SharedWords | null): void {
  outsideLayouts = words;
}

const SharedWordsContext = createContext<SharedWords | null>(null);

/** Provided once, by root.tsx, from the page's language layout route. */
export const SharedWordsProvider = SharedWordsContext.Provider;

export function useSharedWords(): SharedWords {
  const words = use(SharedWordsContext) ?? outsideLayouts;
  if (!words) throw new Error("No language layout around this component (routes.ts puts every page under one)");
  return words;
}

/** The shell's words of the page being shown, or null outside a language layout (root.tsx's error page). */
export function useOptionalShellWords(): ShellWords | null {
  return (use(SharedWordsContext) ?? outsideLayouts)?.shell ?? null;
}

/** The shell's words of the page being shown. */
export function useShellWords(): ShellWords {
  return useSharedWords().shell;
}
