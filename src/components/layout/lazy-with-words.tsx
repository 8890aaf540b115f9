import { lazy, type ComponentType } from "react";

const made = new Map<() => Promise<unknown>, ComponentType>();

/**
 * A component loaded on demand together with its words in the page's language (a loader of
 * content/shared-words.ts): code and words are fetched at once, so it waits once. Made once per
 * words loader, i.e. per language, so React keeps it mounted across renders.
 */
export function lazyWithWords<W>(load: () => Promise<{ default: ComponentType<{ words: W }> }>, loadWords: () => Promise<W>): ComponentType {
  let component = made.get(loadWords);
  if (!component) {
    component = lazy(async () => {
      const [{ default: Component }, words] = await Promise.all([load(), loadWords()]);
      return { default: () => <Component words={words} /> };
    });
    made.set(loadWords, component);
  }
  return component;
}
