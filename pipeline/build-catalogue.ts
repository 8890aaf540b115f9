/**
 * The catalogue the build prerenders /store and one page per product from (issue 11 point 4).
 *
 * Read once per build, through the app's own store client (the same calls the browser makes):
 * the production build from the hosted store API (`VITE_STORE_API_URL`, `VITE_STORE_ID`); the
 * local build (`VITE_STORE_API_URL` is a same-origin path such as "/store-api") from the local
 * stand-in, which this module starts on a free port for the length of the build.
 *
 * The route loaders read the products during prerendering from `STORE_BUILD_API_URL`, which
 * this module sets (they run in the same process); `STORE_BUILD_API_URL` unset means "no
 * catalogue at build time", and the pages load it in the browser.
 *
 * An unreachable store API fails the build with a message saying what to check, unless the
 * build is told `STORE_BUILD_FALLBACK=1`: then /store and /product/:id ship as client-rendered
 * pages (spinner, then the catalogue), as before prerendering.
 */
import { createStoreClient } from "../src/features/commerce/store-client";
import type { BuildCatalogue } from "../src/route-table";

/** Products asked for per request (the hosted API's ceiling). */
const PAGE = 100;
/** Where the loaders find the store API while prerendering. */
export const BUILD_API_ENV = "STORE_BUILD_API_URL";
/** Set to 1 to build without the catalogue when the store API cannot be reached. */
export const FALLBACK_ENV = "STORE_BUILD_FALLBACK";

export type BuildCatalogueResult = BuildCatalogue & {
  /** "prerendered": pages from the catalogue; "fallback": client-rendered store pages. */
  mode: "prerendered" | "fallback";
  /** Stops the local stand-in, if this build started one. */
  close: () => Promise<void>;
};

export class StoreUnreachableError extends Error {}

type Env = Record<string, string | undefined>;

/** Every product id of the catalogue, page by page. */
export async function listAllProductIds(client: ReturnType<typeof createStoreClient>): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await client.listProducts({ limit: PAGE, offset });
    ids.push(...page.products.map((p) => p.id));
    if (page.products.length < PAGE || ids.length >= page.count) break;
  }
  return [...new Set(ids)];
}

async function startLocalStoreApi(): Promise<{ apiUrl: string; close: () => Promise<void> }> {
  const { startStoreApi } = await import("../local-services/store-api/standalone.mjs");
  return startStoreApi();
}

export function unreachableMessage(apiUrl: string, storeId: string, cause: unknown): string {
  const why = cause instanceof Error ? cause.message : String(cause);
  return [
    `The store API could not be read at build time (${why}).`,
    `  The build prerenders /store and one page per product from ${apiUrl}/store/${storeId}/products.`,
    "  Check VITE_STORE_API_URL and VITE_STORE_ID and that the store API answers from this machine,",
    `  or build without the catalogue with ${FALLBACK_ENV}=1 (/store and product pages then load it in the browser).`,
  ].join("\n");
}

/** Reads the catalogue for this build (memoized for the process: the config may ask twice). */
export function buildCatalogue(env: Env = process.env): Promise<BuildCatalogueResult> {
  const key = Symbol.for("cx.build-catalogue");
  const memo = globalThis as unknown as Record<symbol, Promise<BuildCatalogueResult> | undefined>;
  memo[key] ??= readBuildCatalogue(env);
  return memo[key];
}

export async function readBuildCatalogue(env: Env): Promise<BuildCatalogueResult> {
  const configured = env.VITE_STORE_API_URL?.trim() ?? "";
  const storeId = env.VITE_STORE_ID?.trim() ?? "";
  const local = configured.startsWith("/");
  let apiUrl = configured;
  let close = async () => {};
  try {
    if (local) {
      const store = await startLocalStoreApi();
      apiUrl = store.apiUrl;
      close = store.close;
    }
    const productIds = await listAllProductIds(createStoreClient({ apiUrl, storeId }));
    env[BUILD_API_ENV] = apiUrl;
    return { productIds, mode: "prerendered", close };
  } catch (error) {
    await close();
    if (env[FALLBACK_ENV] === "1") {
      console.warn(`\n${unreachableMessage(apiUrl, storeId, error)}\n  ${FALLBACK_ENV}=1: building the store pages without it.\n`);
      delete env[BUILD_API_ENV];
      return { productIds: [], mode: "fallback", close: async () => {} };
    }
    throw new StoreUnreachableError(unreachableMessage(apiUrl, storeId, error));
  }
}
