/**
 * The chunks each route needs, for the browser to fetch before (or with) a navigation
 * (issue 22, docs/decisions/2026-11-25-navigation.md).
 *
 * The route manifest every page loads first has no `imports` lists (compact-manifest.ts: they
 * cost 1.3 KB gzip on every first load, and React Router reads them only for `<Link prefetch>`).
 * Without them a client navigation is a waterfall: React Router imports the route module, and
 * the browser learns of the chunks it imports one round trip later (a product's loader, three
 * rounds deep). This step writes the same knowledge as a file of its own, read after hydration
 * when the browser is idle (components/layout/link-prefetch.ts): `assets/route-chunks-<version>.json`,
 * named by the manifest's version (a hash of its entry and routes, so the pair never mixes).
 *
 * For each route: its module, its split modules (client loader, client action, middleware) and
 * every chunk they import, minus what the entry already loads (the shell), as indices into one
 * list of files. Routes a public page must never prefetch (the team tools, a kit's checkout:
 * the route table's dynamic routes other than the catalogue's product pages) are listed apart:
 * their chunks are still there for a tap, which then fetches them in one round.
 */
import {
  MANIFEST_PREFIX as PREFIX,
  MANIFEST_SUFFIX as SUFFIX,
  MANIFEST_UNREAD_ROUTE_KEY as IMPORTS,
  MANIFEST_VERSION_KEY,
  ROUTE_SPLIT_MODULE_KEYS as SPLIT_MODULES,
} from "../local-services/react-router-contract.mjs";
import type { RouteChunks } from "../src/lib/route-chunks";
import { ManifestShapeError } from "./compact-manifest";

type RouteEntry = { id: string; module: string } & Record<string, unknown>;
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> } & Record<string, unknown>;

/** The full manifest (before compact-manifest.ts), parsed. */
export function parseManifest(source: string): Manifest {
  const text = source.trim();
  if (!text.startsWith(PREFIX) || !text.endsWith(SUFFIX)) throw new ManifestShapeError("the manifest is not `window.__reactRouterManifest={…};`");
  const manifest = JSON.parse(text.slice(PREFIX.length, -SUFFIX.length)) as Manifest;
  if (!manifest.entry || !Array.isArray(manifest.entry.imports) || !manifest.routes) throw new ManifestShapeError("the manifest has no entry imports or no routes");
  if (typeof manifest[MANIFEST_VERSION_KEY] !== "string") throw new ManifestShapeError("the manifest has no version");
  return manifest;
}

/** The manifest's version, which names the route-chunks table. */
export const manifestVersion = (manifest: Manifest): string => manifest[MANIFEST_VERSION_KEY] as string;

/**
 * What each route needs beyond the shell. `neverPrefetch`: route ids no public page prefetches.
 * A route whose manifest entry has no `imports` (an already compacted manifest) is refused:
 * the table would silently lose every import.
 */
export function routeChunks(manifest: Manifest, neverPrefetch: readonly string[]): RouteChunks {
  const loaded = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const files: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (file: string) => {
    let i = index.get(file);
    if (i === undefined) {
      i = files.push(file) - 1;
      index.set(file, i);
    }
    return i;
  };
  const routes: Record<string, number[]> = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const imports = route[IMPORTS];
    if (!Array.isArray(imports)) throw new ManifestShapeError(`route ${id} has no ${IMPORTS}: route chunks must be read before the manifest is compacted`);
    const all = [route.module, ...SPLIT_MODULES.map((k: string) => route[k]).filter((m): m is string => typeof m === "string"), ...(imports as string[])];
    routes[id] = [...new Set(all)].filter((f) => !loaded.has(f)).map(indexOf);
  }
  // Both lists come from the route table (src/routes.ts builds the router from it), so an id
  // missing here is a route this build does not have.
  return { files, routes, never: neverPrefetch.filter((id) => id in routes) };
}
