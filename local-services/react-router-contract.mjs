// @ts-check
/**
 * Everything the build relies on in React Router's output, in one place (issue 30). Each entry
 * names what we read, where React Router writes it, and which of our files depends on it;
 * `react-router-contract.test.ts` reads the installed React Router and fails when an upgrade
 * changes any of them, so the upgrade is looked at instead of shipped.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The major the project is built and tested on (react-router, @react-router/node and /dev move together). */
export const REACT_ROUTER_MAJOR = 8;

/**
 * The `react-router` CLI's entry file, read from @react-router/dev's own `bin` field (7.x shipped
 * `bin.js`, 8.x ships `bin.cjs`): used by local-services/build.mjs and the benchmarks to build
 * with the Node that runs them.
 */
export function reactRouterCli() {
  const pkgFile = require.resolve("@react-router/dev/package.json");
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.["react-router"];
  if (typeof bin !== "string") throw new Error("@react-router/dev has no react-router bin: look at local-services/react-router-contract.mjs");
  return path.join(path.dirname(pkgFile), bin);
}

/** With `ssr: false`, the page for every route not prerendered (pipeline/host-files.ts, the hosts' rules). */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/** The browser's route manifest, `assets/manifest-*.js` (pipeline/compact-manifest.ts). */
export const MANIFEST_PREFIX = "window.__reactRouterManifest=";
export const MANIFEST_FILE = /^manifest-[\w-]+\.js$/;

/** The boot script of a prerendered page (pipeline/defer-boot.ts rewrites it). */
export const BOOT_SCRIPT_MARKER = "window.__reactRouterRouteModules";

/** One line per prerendered file in the build log (`html` a page, `data` its loader data). */
export const PRERENDER_LOG_LINE = /^Prerender \(\w+\): /;
/** A prerendered page's line (local-services/build.mjs counts them). */
export const PRERENDERED_PAGE_LOG_LINE = /^Prerender \(html\): /;
/** The SPA fallback's line in the build log, which is not a page of its own. */
export const SPA_FALLBACK_LOG_LINE = /SPA Fallback/;
