// @ts-check
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { headersFor, matchPath, parseHeaders, parseRedirects } from "./host-rules.mjs";
import { serviceFor } from "./services.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".xml", ".txt", ".webmanifest"]);
const HIDDEN = new Set(["/_headers", "/_redirects"]);

/**
 * A local service mounted on the site's origin (store API, Supabase, Stripe stand-ins).
 * `ready` settles when it can answer; `accounts` and `data` are shown when `npm start` is up.
 * @typedef {{
 *   name: string,
 *   prefix: string,
 *   handle: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void,
 *   close?: () => Promise<void> | void,
 *   ready?: Promise<unknown>,
 *   accounts?: { email: string, password: string, note: string }[],
 *   data?: string,
 *   setOrigin?: (origins: { site: string, internal: string }) => void,
 *   restart?: () => Promise<void>,
 * }} LocalService
 */

/**
 * Serves build/client the way a good static host does, with local services in front.
 * @param {{ root: string, services?: LocalService[], log?: (msg: string) => void }} options
 */
export function createSiteServer({ root, services = [], log = () => {} }) {
  const clientRoot = path.resolve(root);
  const read = (/** @type {string} */ f) => (existsSync(path.join(clientRoot, f)) ? readFileSync(path.join(clientRoot, f), "utf8") : "");
  const redirects = parseRedirects(read("_redirects"));
  const headerRules = parseHeaders(read("_headers"));
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();

  /** @param {string} rel @returns {string | null} the file at a root-relative path, if it is one */
  function fileAt(rel) {
    const full = path.join(clientRoot, rel);
    if (!full.startsWith(clientRoot + path.sep)) return null;
    try {
      return statSync(full).isFile() ? full : null;
    } catch {
      return null;
    }
  }

  /**
   * What a URL path is on the host, as Cloudflare Pages' and Netlify's asset servers resolve it
   * (docs/decisions/2026-11-25-real-cdns.md): `/x` is x.html (or the file x itself); `/x/` is
   * x/index.html; the other spelling of a page's URL redirects to its own (`/x.html` and `/x/`
   * to `/x` when x.html exists, `/x` to `/x/` when only x/index.html does).
   * @param {string} urlPath
   * @returns {{ file: string } | { redirect: string } | null}
   */
  function resolve(urlPath) {
    const clean = path.posix.normalize(urlPath);
    if (clean.includes("\0") || HIDDEN.has(clean)) return null;
    if (clean.endsWith("/")) {
      const index = fileAt(path.posix.join(clean, "index.html"));
      if (index) return { file: index };
      const base = clean.slice(0, -1);
      return base && fileAt(`${base}.html`) ? { redirect: base } : null;
    }
    if (clean.endsWith(".html")) {
      const page = clean.endsWith("/index.html") ? clean.slice(0, -"index.html".length) : clean.slice(0, -".html".length);
      return fileAt(clean) ? { redirect: page || "/" } : null;
    }
    const file = fileAt(clean) ?? fileAt(`${clean}.html`);
    if (file) return { file };
    return fileAt(`${clean}/index.html`) ? { redirect: `${clean}/` } : null;
  }

  /** @param {string} target @returns {string | null} the file a rule's target names ("/404.html", "/__spa-fallback") */
  function resolveFile(target) {
    const clean = path.posix.normalize(target);
    if (clean.includes("\0") || HIDDEN.has(clean)) return null;
    const found = resolve(clean);
    return fileAt(clean) ?? (found && "file" in found ? found.file : null);
  }

  /**
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   * @param {string} file @param {number} status @param {string} requestPath
   */
  async function sendFile(req, res, file, status, requestPath) {
    const ext = path.extname(file);
    // As on Cloudflare Pages: the rules matching the requested URL, whatever file answers it.
    for (const [k, v] of headersFor(headerRules, [requestPath])) res.setHeader(k, v);
    res.setHeader("Content-Type", TYPES[ext] ?? "application/octet-stream");
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", ext === ".html" ? "no-cache" : "public, max-age=3600");
    res.setHeader("Vary", "Accept-Encoding");
    const accept = String(req.headers["accept-encoding"] ?? "");
    const enc = COMPRESSIBLE.has(ext) ? (/\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null) : null;
    if (enc) {
      // Keyed by the file's version too: a build written while the server runs is served as built.
      const { mtimeMs, size } = await stat(file);
      const key = `${enc}:${file}:${mtimeMs}:${size}`;
      let body = compressed.get(key);
      if (!body) {
        const raw = await readFile(file);
        body = enc === "br" ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : await gzip(raw, { level: 9 });
        compressed.set(key, body);
      }
      res.writeHead(status, { "Content-Encoding": enc, "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.writeHead(status, { "Content-Length": statSync(file).size });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    try {
      const service = serviceFor(services, url.pathname);
      if (service) {
        await service.handle(req, res, url);
        return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end("Bad Request");
        return;
      }
      // Rewrites and redirects come before files, as on Cloudflare Pages (the build's rules give
      // the same answer on Netlify, which serves files first); 404 rules only when no file is there.
      for (const rule of redirects) {
        if (rule.status === 404 || !matchPath(rule.from, pathname)) continue;
        if (rule.status !== 200) {
          res.writeHead(rule.status, { Location: rule.to }).end();
          return;
        }
        const target = resolveFile(rule.to);
        if (target) return await sendFile(req, res, target, 200, pathname);
      }
      const found = resolve(pathname);
      if (found && "redirect" in found) {
        for (const [k, v] of headersFor(headerRules, [pathname])) res.setHeader(k, v);
        res.writeHead(308, { Location: found.redirect + url.search }).end();
        return;
      }
      if (found) return await sendFile(req, res, found.file, 200, pathname);
      for (const rule of redirects) {
        if (rule.status !== 404 || !matchPath(rule.from, pathname)) continue;
        const target = resolveFile(rule.to);
        if (target) return await sendFile(req, res, target, 404, pathname);
      }
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
    } catch (error) {
      log(`error on ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });

  return {
    server,
    /** @param {number} port @param {string} [host] @returns {Promise<number>} */
    listen(port, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const addr = server.address();
          resolve(typeof addr === "object" && addr ? addr.port : port);
        });
      });
    },
    async close() {
      await Promise.all(services.map((s) => s.close?.()));
      await new Promise((r) => server.close(() => r(undefined)));
    },
  };
}
