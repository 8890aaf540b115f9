import { useEffect, useState } from "react";
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

/**
 * For a component that shows a failure as it renders: the words once they are here (null until
 * then, and if they cannot arrive: the caller shows the spec's default message meanwhile).
 */
export function useFailureWords(): FailureWords | null {
  const load = useSharedWords().failures;
  const [words, setWords] = useState<FailureWords | null>(null);
  useEffect(() => {
    let live = true;
    loadFailureWords(load).then(
      (w) => live && setWords(w),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load]);
  return words;
}
