import type { ComponentType } from "react";
import { lazyOr } from "~/lib/lazy-or";

const made = new Map<() => Promise<unknown>, ComponentType>();

/**
 * A component loaded on demand together with its words in the page's language (a loader of
 * content/shared-words.ts): code and words are fetched at once, so it waits once. Made once per
 * words loader, i.e. per language, so React keeps it mounted across renders. When code or words
 * cannot be fetched, `fallback` is drawn instead (lib/lazy-or.ts).
 */
export function lazyWithWords<W>(
  load: () => Promise<{ default: ComponentType<{ words: W }> }>,
  loadWords: () => Promise<W>,
  fallback: ComponentType,
): ComponentType {
  let component = made.get(loadWords);
  if (!component) {
    component = lazyOr(async () => {
      const [{ default: Component }, words] = await Promise.all([load(), loadWords()]);
      return { default: () => <Component words={words} /> };
    }, fallback);
    made.set(loadWords, component);
  }
  return component;
}
