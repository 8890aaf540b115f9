// @ts-check
/**
 * What a prerendered page makes the browser download as JavaScript before it is interactive,
 * read from the build itself (no browser): the scripts its HTML names (module preloads, the
 * boot script's imports, the client entry) and, recursively, their static imports. Chunks
 * fetched later (a lazy menu, the cart drawer, supabase-js on submit) are dynamic imports and
 * are not counted. Shared by `npm run bench` and the budget tests (e2e/first-load.spec.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SPA_FALLBACK_FILE } from "../local-services/react-router-contract.mjs";

/** `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
/** Every /assets/*.js the HTML mentions: preloads, the boot script's data (quoted as &quot;), the manifest. */
const HTML_SCRIPT = /(?:["'(]|&quot;)(\/assets\/[^"'()\s&]+\.js)(?:["')]|&quot;)/g;

/** The HTML file a static host answers a URL path with. */
export function htmlFileFor(/** @type {string} */ clientDir, /** @type {string} */ urlPath) {
  const clean = urlPath.replace(/\/+$/, "");
  const candidates = clean === "" ? ["index.html"] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const c of candidates) if (existsSync(path.join(clientDir, c))) return path.join(clientDir, c);
  return path.join(clientDir, SPA_FALLBACK_FILE);
}

/**
 * The static import closure of the scripts an HTML document names.
 * @param {string} clientDir build/client
 * @param {string} html the page's HTML
 * @returns {string[]} URL paths ("/assets/…js"), sorted
 */
export function firstLoadScripts(clientDir, html) {
  const seen = new Set();
  const queue = [...html.matchAll(HTML_SCRIPT)].map((m) => m[1] ?? "");
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    if (seen.has(url)) continue;
    const file = path.join(clientDir, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(STATIC_IMPORT)) {
      const spec = m[1] ?? "";
      queue.push(spec.startsWith("/") ? spec : path.posix.join(path.posix.dirname(url), spec));
    }
  }
  return [...seen].sort();
}

/** gzip -9 size of a built file, in bytes. */
export const gzipBytes = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * First-load JS of a page: its scripts and their gzip total.
 * @param {string} clientDir @param {string} urlPath
 */
export function firstLoadOf(clientDir, urlPath) {
  const html = readFileSync(htmlFileFor(clientDir, urlPath), "utf8");
  const scripts = firstLoadScripts(clientDir, html);
  const gzip = scripts.reduce((n, s) => n + gzipBytes(path.join(clientDir, s)), 0);
  return { scripts, gzip };
}

/** A chunk's name without its content hash: "/assets/shell-BKKQpvr6.js" -> "shell". */
export const chunkName = (/** @type {string} */ url) => path.posix.basename(url).replace(/-[\w-]{8}\.js$/, "").replace(/\.js$/, "");
