// @ts-check
/**
 * The limit (issue 11): a page's own prerendered HTML with every <script> and modulepreload
 * removed, served by the same server under /__limit. What the page would cost with no JavaScript
 * at all; `npm run bench` and `npm run bench:tbt` read every figure beside it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFileFor } from "./first-load.mjs";
import { SPA_FALLBACK_FILE } from "../local-services/react-router-contract.mjs";

/** Where the limit copies are written inside the build (served by the same server). */
export const LIMIT_PREFIX = "/__limit";

/** The page's own HTML with every <script> and modulepreload removed: what paints with no JavaScript at all. */
export function limitHtml(/** @type {string} */ html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * The file, relative to the client directory, that the server answers `/__limit<page>` with.
 * A page whose path ends in "/" (`/`, `/es/`) is a folder's index.html: `__limit/es/.html` would
 * be answered with a 404 (the first bench of `/es/` failed so).
 */
export function limitFile(/** @type {string} */ pagePath) {
  const inside = pagePath.endsWith("/") ? `${pagePath.slice(1)}index.html` : `${pagePath.slice(1)}.html`;
  return path.posix.join(LIMIT_PREFIX.slice(1), inside);
}

/** The URL path of a page's limit copy. */
export const limitPath = (/** @type {string} */ pagePath) => `${LIMIT_PREFIX}${pagePath}`;

/**
 * Writes each page's limit copy into the build's client directory (served at /__limit/<page>,
 * as the pages are), replacing earlier copies.
 * @param {string} clientDir
 * @param {string[]} pages
 */
export function writeLimitCopies(clientDir, pages) {
  rmSync(path.join(clientDir, LIMIT_PREFIX), { recursive: true, force: true });
  for (const p of pages) {
    const source = htmlFileFor(clientDir, p);
    if (source.endsWith(SPA_FALLBACK_FILE)) console.warn(`  ${p} is not prerendered: its limit is the SPA fallback page`);
    const target = path.join(clientDir, limitFile(p));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, limitHtml(readFileSync(source, "utf8")));
  }
}
