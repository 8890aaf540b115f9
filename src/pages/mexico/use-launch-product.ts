import { useEffect, useState } from "react";
import type { Product } from "~/features/store-api/types";
import { listProducts } from "~/features/store-api/store-client";
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

/** Readies a found product for the page (the route sanitizes its store HTML). */
export type PrepareProduct = (product: Product) => Promise<Product>;

/** One function for the page's life: the lookup runs again only when `prepare` changes. */
const asFound: PrepareProduct = async (product) => product;

/**
 * The launch product lookup, starting after hydration ("loading" in the prerendered HTML). A
 * found product is shown once `prepare` has readied it, so the page changes once, from the
 * placeholder to the whole product, and nothing below moves when its description arrives.
 */
export function useLaunchProduct(prepare: PrepareProduct = asFound): LaunchLookup {
  const [state, setState] = useState<LaunchLookup>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void fetchLaunchProduct()
      .then(async (result): Promise<LaunchLookup> => (result.status === "found" ? { ...result, product: await prepare(result.product) } : result))
      .then((result) => {
        if (live) setState(result);
      });
    return () => {
      live = false;
    };
  }, [prepare]);
  return state;
}
