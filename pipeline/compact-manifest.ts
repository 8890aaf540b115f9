/**
 * The route manifest every page loads first, without what nothing in the browser reads
 * (issue 11, docs/decisions/2026-11-23-first-paint.md; issue 45's first-load budget).
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
 * browser's copy drops them. It also drops (-0.17 KB gzip on every page, 2026-11-28):
 * - each `false` flag (`hasAction: false`…): the browser only tests them for truth;
 * - `hasDefaultExport`: only the prerender reads it, from the server build's manifest;
 * - a child route's CSS that the root lists too: the root matches every page, and the browser
 *   deduplicates the stylesheets of the matched routes.
 * Everything else (modules, the root's CSS, `true` flags, the entry's own imports, which
 * `<Scripts>` concatenates) stays as written. The manifest's shape and those keys are named in
 * local-services/react-router-contract.mjs, whose test reads React Router's code: an upgrade that
 * starts reading one of them another way fails it instead of shipping.
 */

import {
  MANIFEST_PREFIX as PREFIX,
  MANIFEST_SUFFIX as SUFFIX,
  MANIFEST_BUILD_ONLY_ROUTE_KEY,
  MANIFEST_ROUTE_CSS_KEY,
  MANIFEST_TRUTH_FLAGS,
  MANIFEST_UNREAD_ROUTE_KEY,
} from "../local-services/react-router-contract.mjs";

export class ManifestShapeError extends Error {}

type RouteEntry = { id: string; module: string; parentId?: string; imports?: string[] } & Record<string, unknown>;
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> } & Record<string, unknown>;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === "string");

/** The manifest file's text, without what the browser never reads. */
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
  // The root route is the one with no parent; its stylesheets load on every page.
  const rootCss = Object.values(manifest.routes).find((r) => r.parentId === undefined)?.[MANIFEST_ROUTE_CSS_KEY];
  const onEveryPage = new Set(isStringList(rootCss) ? rootCss : []);
  for (const route of Object.values(manifest.routes)) {
    if (typeof route.module !== "string") throw new ManifestShapeError(`route ${route.id} has no module`);
    delete route[MANIFEST_UNREAD_ROUTE_KEY];
    delete route[MANIFEST_BUILD_ONLY_ROUTE_KEY];
    for (const flag of MANIFEST_TRUTH_FLAGS) if (route[flag] === false) delete route[flag];
    const css = route[MANIFEST_ROUTE_CSS_KEY];
    if (route.parentId !== undefined && isStringList(css)) {
      const own = css.filter((href) => !onEveryPage.has(href));
      if (own.length === 0) delete route[MANIFEST_ROUTE_CSS_KEY];
      else route[MANIFEST_ROUTE_CSS_KEY] = own;
    }
  }
  return `${PREFIX}${JSON.stringify(manifest)}${SUFFIX}`;
}
