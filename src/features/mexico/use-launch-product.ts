import { useEffect, useState } from "react";
import { listProducts } from "~/features/commerce/store-client";
import { lookupLaunchProduct, type LaunchLookup } from "./launch-product";

type Settled = Exclude<LaunchLookup, { status: "loading" }>;

/** One lookup serves the landing page and the offer page it leads to (kept for a minute). */
const CACHE_MS = 60_000;
let cached: { at: number; promise: Promise<Settled> } | null = null;

export function fetchLaunchProduct(): Promise<Settled> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.promise;
  const promise = lookupLaunchProduct(listProducts).then((result) => {
    // A failure is not remembered: the next page asks again.
    if (result.status === "error" && cached?.promise === promise) cached = null;
    return result;
  });
  cached = { at: Date.now(), promise };
  return promise;
}

/** The launch product lookup, starting after hydration ("loading" in the prerendered HTML). */
export function useLaunchProduct(): LaunchLookup {
  const [state, setState] = useState<LaunchLookup>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void fetchLaunchProduct().then((result) => {
      if (live) setState(result);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
