// @ts-check
/**
 * Everything the project relies on in React Router's output, in one place (issues 24 and 30).
 * Each entry names what we read or rewrite, where React Router writes it, and which of our files
 * depends on it; those files import it from here instead of spelling it again.
 * `react-router-contract.test.ts` reads the installed React Router (and React, for how the boot
 * script's tag is written) and fails when an upgrade changes any of them, so the upgrade is looked
 * at instead of shipped. What an upgrade must re-check is in pipeline/README.md.
 *
 * It lives here, beside the local build that runs React Router's CLI and reads its log
 * (build.mjs, dev.mjs), because local-services/ is the lowest floor of its readers: the build
 * pipeline (pipeline/), the benchmarks (bench/) and the ops scripts (ops/) stand on
 * local-services/ (a local build reads the catalogue from the store stand-in it starts), so a
 * contract in pipeline/ would make local-services/ import a floor above it.
 *
 * Facts that are no value, tested all the same:
 *   - the browser's bundle is built first (Vite environment CLIENT_ENVIRONMENT), then the
 *     server's, which prerenders every page (build.mjs reports the stages in that order);
 *   - the config's `buildEnd` runs after every page is written (react-router.config.ts runs the
 *     pipeline's last steps there: host files, deferred boot, manifest, share cards);
 *   - the config's hooks and options themselves are typed by @react-router/dev: `npm run
 *     typecheck` fails when an upgrade changes them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The major the project is built and tested on (react-router, @react-router/node and /dev move together). */
export const REACT_ROUTER_MAJOR = 8;

// ---------------------------------------------------------------------------------------------
// The CLI and the bundler

/**
 * The `react-router` CLI's entry file, read from @react-router/dev's own `bin` field (7.x shipped
 * `bin.js`, 8.x ships `bin.cjs`): used by local-services/build.mjs, dev.mjs and the benchmarks to
 * build with the Node that runs them.
 */
export function reactRouterCli() {
  const pkgFile = require.resolve("@react-router/dev/package.json");
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.["react-router"];
  if (typeof bin !== "string") throw new Error("@react-router/dev has no react-router bin: look at local-services/react-router-contract.mjs");
  return path.join(path.dirname(pkgFile), bin);
}

/** The Vite environment that builds the browser's bundle (pipeline/shell-chunk.ts reads its module graph only). */
export const CLIENT_ENVIRONMENT = "client";

/** React Router's client entry module, its default or the app's own (pipeline/shell-chunk.ts keeps it a chunk of its own). */
export const CLIENT_ENTRY_MODULE = /entry\.client\.[jt]sx?$/;

// ---------------------------------------------------------------------------------------------
// Where the build writes

/**
 * The browser's files: `<buildDirectory>/client` (what is published; pipeline/host-files.ts and
 * shared-files.ts write into it, ops/cards-sheet.ts reads it, local-services/start.mjs and
 * host-preview.mjs serve it).
 * @param {string} buildDirectory
 */
export const clientDirectory = (buildDirectory) => path.join(buildDirectory, "client");

/** The chunks and the route manifest, under the client directory (Vite's `build.assetsDir`, left at its default). */
export const ASSETS_DIR = "assets";

/**
 * Where React Router writes a prerendered page, relative to the client directory: `<path>/index.html`
 * (pipeline/host-files.ts moves each to the file the hosts serve at its URL).
 * @param {string} urlPath "/pricing"
 */
export const prerenderedPageFile = (urlPath) => path.join(urlPath.slice(1), "index.html");

/**
 * The URL of a prerendered path's loader data, `<path>.data` (`<path>_.data` for a path that ends
 * with a slash): pipeline/host-files.ts writes a rule for each under a dynamic route.
 * @param {string} urlPath "/product/abc"
 */
export const prerenderedDataPath = (urlPath) => (urlPath.endsWith("/") ? `${urlPath}_.data` : `${urlPath}.data`);

/** With `ssr: false`, the page for every route not prerendered (pipeline/host-files.ts, the hosts' rules, the share cards skip it). */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

// ---------------------------------------------------------------------------------------------
// What the pipeline rewrites: the route manifest

/** The browser's route manifest, `assets/manifest-*.js`: one assignment of JSON (pipeline/compact-manifest.ts). */
export const MANIFEST_FILE = /^manifest-[\w-]+\.js$/;
export const MANIFEST_PREFIX = "window.__reactRouterManifest=";
export const MANIFEST_SUFFIX = ";";

/**
 * The key of a route's manifest entry that the browser never reads once the page is prerendered:
 * its chunks' imports, read only to render `<link rel="modulepreload">` (`getModuleLinkHrefs`),
 * which a prerendered page has as HTML already and `<Link prefetch>` (unused) would render.
 * pipeline/compact-manifest.ts drops it from the browser's copy.
 */
export const MANIFEST_UNREAD_ROUTE_KEY = "imports";

/**
 * A route's flags that the browser only tests for truth (`if (route.hasLoader)`, `!route.hasAction`,
 * `hasLoader !== true`), never against `false`: an absent flag reads as a `false` one, so the
 * browser's copy drops each `false` (pipeline/compact-manifest.ts).
 */
export const MANIFEST_TRUTH_FLAGS = ["hasAction", "hasLoader", "hasClientAction", "hasClientLoader", "hasClientMiddleware", "hasErrorBoundary"];

/** A route's key that only the build reads (the prerender, from the server build's manifest), never the browser: dropped from its copy. */
export const MANIFEST_BUILD_ONLY_ROUTE_KEY = "hasDefaultExport";

/**
 * A route's stylesheets. The browser turns each matched route's into `<link rel="stylesheet">`
 * (deduplicated) and preloads them before a navigation (skipping one the document has). The root
 * matches every page, so a child route's entries that the root lists too change nothing: the
 * browser's copy drops them (today every route's `css` is the root's shell CSS).
 */
export const MANIFEST_ROUTE_CSS_KEY = "css";

/**
 * The manifest's version, a hash of its entry and routes: the route-chunks table the build writes
 * beside it is named by it (pipeline/route-chunks.ts writes `assets/route-chunks-<version>.json`,
 * src/lib/route-chunks.ts `routeChunksPath` names it, the browser reads the key off
 * `window.__reactRouterManifest`).
 */
export const MANIFEST_VERSION_KEY = "version";

/**
 * A route's split modules (`splitRouteModules`), imported on a navigation beside or instead of
 * the route module: pipeline/route-chunks.ts lists them with the route's chunks.
 */
export const ROUTE_SPLIT_MODULE_KEYS = ["clientLoaderModule", "clientActionModule", "clientMiddlewareModule"];

// ---------------------------------------------------------------------------------------------
// What the browser reads of React Router at run time (issue 22: src/ cannot import this file, so
// these name what src/lib/prefetch.ts, src/lib/route-data.ts and src/components/layout/ use)

/**
 * The router the hydrated app creates, on `window` (components/layout/page-arrival.ts enables
 * its scroll restoration and reads `state.historyAction` and `state.restoreScrollPosition`).
 */
export const DATA_ROUTER_GLOBAL = "__reactRouterDataRouter";

/** React Router's decoder of `.data` files (src/lib/route-data.ts reads prerendered loader data with it). */
export const TURBO_STREAM_DECODER = "UNSAFE_decodeViaTurboStream";

// ---------------------------------------------------------------------------------------------
// What the pipeline rewrites: a prerendered page's scripts (pipeline/defer-boot.ts)

/** The preload links `<Scripts/>` writes for every chunk of the page. */
export const MODULEPRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;

/** The boot script: one inline module script, `async` as React writes a boolean attribute. Its body is group 1. */
export const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/** What makes a module script React Router's boot script: it fills the route modules' map… */
export const BOOT_SCRIPT_MARKER = "window.__reactRouterRouteModules";
/** …and ends by importing the client entry. */
export const BOOT_ENTRY_IMPORT = /\bimport\("[^"]+"\)/;

/** The boot script's static imports, one a line: the manifest's (side effect only)… */
export const BOOT_SIDE_EFFECT_IMPORT = /^\s*import\s+("[^"]+");?\s*$/;
/** …and each route module's, as a namespace. */
export const BOOT_NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"]+");?\s*$/;

/**
 * The loader data React Router streams into a page: one inline script per chunk, whose argument is
 * `escapeHtml(JSON.stringify(chunk))` (so a JSON string literal, group 1).
 */
export const STREAM_CHUNK_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** The router context's inline script, on every page and on the SPA fallback (ops/deploy-checks.ts: "the app answers"). */
export const CONTEXT_SCRIPT_MARKER = "window.__reactRouterContext";

// ---------------------------------------------------------------------------------------------
// The build log (local-services/build.mjs)

/** One line per prerendered file in the build log (`html` a page, `data` its loader data). */
export const PRERENDER_LOG_LINE = /^Prerender \(\w+\): /;
/** A prerendered page's line (local-services/build.mjs counts them). */
export const PRERENDERED_PAGE_LOG_LINE = /^Prerender \(html\): /;
/** The SPA fallback's line in the build log, which is not a page of its own. */
export const SPA_FALLBACK_LOG_LINE = /SPA Fallback/;

/** React Router's lines of a healthy build that say nothing a developer needs (local-services/build.mjs hides them). */
export const ROUTINE_LOG_LINES = [
  /^Using Vite Environment API/,
  /^✓ \d+ assets? cleaned from React Router server build\.$/,
  // The server bundle's assets it cleaned, one path a line.
  /^[\w./-]+\/server\/assets\/[\w.-]+$/,
  PRERENDER_LOG_LINE,
];
