/**
 * The route manifest every page loads first, without the lists nothing in the browser reads
 * (issue 11, docs/decisions/2026-11-23-first-paint.md).
 *
 * React Router writes `window.__reactRouterManifest` into `assets/manifest-*.js`: each route's
 * module, its CSS, and `imports`, the chunks that module imports. With `ssr: false` the browser
 * needs the whole table (a static host cannot answer lazy route discovery), and every page
 * downloads it before hydrating: 2.6 KB gzip, half of it those `imports` lists.
 *
 * React Router (7.18 and 8.4) reads a route's `imports` in one place, `getModuleLinkHrefs`, to render
 * `<link rel="modulepreload">`: in `<Scripts>` while prerendering (the build's own manifest,
 * not this file; defer-boot.ts removes those links anyway) and in `<PrefetchPageLinks>`, which
 * only a `<Link prefetch>` renders (the site has none: the test of this step checks src/).
 * Route modules are loaded by `import(route.module)`, which fetches their imports itself. So the
 * browser's copy drops them; everything else (modules, CSS, flags, the entry's own imports,
 * which `<Scripts>` concatenates) stays as written. The manifest's shape and that key are named in
 * local-services/react-router-contract.mjs, whose test reads React Router's code: an upgrade that
 * starts reading `imports` elsewhere fails it instead of shipping.
 */

import { MANIFEST_PREFIX as PREFIX, MANIFEST_SUFFIX as SUFFIX, MANIFEST_UNREAD_ROUTE_KEY } from "../local-services/react-router-contract.mjs";

export class ManifestShapeError extends Error {}

type RouteEntry = { id: string; module: string; imports?: string[] } & Record<string, unknown>;
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> } & Record<string, unknown>;

/** The manifest file's text, without each route's `imports`. */
export function compactManifest(source: string): string {
  const text = source.trim();
  if (!text.startsWith(PREFIX) || !text.endsWith(SUFFIX)) {
    throw new ManifestShapeError("the manifest is not `window.__reactRouterManifest={…};` (React Router changed its output: look at pipeline/compact-manifest.ts)");
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text.slice(PREFIX.length, -SUFFIX.length)) as Manifest;
  } catch (error) {
    throw new ManifestShapeError(`the manifest is not JSON: ${(error as Error).message}`);
  }
  if (!manifest.entry || !Array.isArray(manifest.entry.imports) || !manifest.routes || typeof manifest.routes !== "object") {
    throw new ManifestShapeError("the manifest has no entry imports or no routes");
  }
  for (const route of Object.values(manifest.routes)) {
    if (typeof route.module !== "string") throw new ManifestShapeError(`route ${route.id} has no module`);
    delete route[MANIFEST_UNREAD_ROUTE_KEY];
  }
  return `${PREFIX}${JSON.stringify(manifest)}${SUFFIX}`;
}
