import { use } from "react";
import type { FailureWords } from "./failures/en";
import { useSharedWords } from "./shared-words";

const loaded = new WeakMap<() => Promise<FailureWords>, Promise<FailureWords>>();

/** The failure sentences of the page's language (content/failures), fetched once, on the first failure. */
export function loadFailureWords(load: () => Promise<FailureWords>): Promise<FailureWords> {
  let words = loaded.get(load);
  if (!words) {
    words = load();
    loaded.set(load, words);
  }
  return words;
}

/** For a component that shows a failure as it renders (it suspends until the words are here). */
export function useFailureWords(): FailureWords {
  return use(loadFailureWords(useSharedWords().failures));
}
