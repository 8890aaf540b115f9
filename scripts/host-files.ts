import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "../src/lib/config";
import { NOT_FOUND_PAGES, sitemapXml, spaFallbackPatterns } from "../src/route-table";

/** Every origin the site may load from, besides its own: only configured services. */
function originsOf(...urls: string[]): string[] {
  return urls
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin)
    .filter((o, i, all) => all.indexOf(o) === i);
}

export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  const { analytics, supabase, store } = config;
  const analyticsScripts = [
    ...(analytics.ga4Id || analytics.gtmId ? ["https://www.googletagmanager.com"] : []),
    ...(analytics.metaPixelId ? ["https://connect.facebook.net"] : []),
  ];
  const analyticsConnect = [
    ...(analytics.ga4Id || analytics.gtmId
      ? ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://www.googletagmanager.com"]
      : []),
    ...(analytics.metaPixelId ? ["https://www.facebook.com"] : []),
  ];
  const hashes = inlineScriptHashes.map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...analyticsScripts].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Store product images come from the store's own media host.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${[...originsOf(supabase.url, store.apiUrl), ...analyticsConnect].join(" ")}`.trim(),
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

const SECURITY_HEADERS = [
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "X-Frame-Options: DENY",
  "Permissions-Policy: camera=(), microphone=(), geolocation=()",
];

/** sha256 (base64) of each executable inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    if (/\ssrc=/.test(attrs) || !body) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue; // JSON-LD is data
    out.push(createHash("sha256").update(body).digest("base64"));
  }
  return [...new Set(out)];
}

async function htmlFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full, base)));
    else if (entry.name.endsWith(".html")) out.push(path.relative(base, full));
  }
  return out;
}

/** URL paths a static host serves an HTML file at. */
function urlPathsOf(file: string): string[] {
  const p = "/" + file.split(path.sep).join("/");
  if (p === "/index.html") return ["/"];
  if (p.endsWith("/index.html")) {
    const dir = p.slice(0, -"/index.html".length);
    return [dir, `${dir}/`];
  }
  return [p];
}

/** Writes sitemap.xml, robots.txt, 404.html, _redirects and _headers into build/client. */
export async function writeHostFiles(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const origin = config.siteOrigin;

  // The unknown-route pages were prerendered at /404 and /es/404; static hosts serve /404.html (and /es/404.html).
  for (const page of NOT_FOUND_PAGES) {
    const notFoundDir = path.join(client, page.prerenderPath.slice(1));
    if (existsSync(path.join(notFoundDir, "index.html"))) {
      await rename(path.join(notFoundDir, "index.html"), path.join(client, page.file));
      await rm(notFoundDir, { recursive: true, force: true });
    }
  }

  await writeFile(path.join(client, "sitemap.xml"), sitemapXml(origin));
  await writeFile(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /email-list\nDisallow: /subscription-audit\n\nSitemap: ${origin}/sitemap.xml\n`,
  );

  // Dynamic routes get the SPA fallback with a 200; anything else is a real 404.
  const redirects = [
    ...spaFallbackPatterns().map((p) => `${p}  /__spa-fallback.html  200`),
    ...NOT_FOUND_PAGES.map((p) => `${p.pattern}  /${p.file}  404`),
  ];
  await writeFile(path.join(client, "_redirects"), redirects.join("\n") + "\n");

  const blocks: string[] = [
    ["/*", ...SECURITY_HEADERS.map((h) => `  ${h}`)].join("\n"),
    ["/assets/*", "  Cache-Control: public, max-age=31536000, immutable"].join("\n"),
  ];
  for (const file of (await htmlFiles(client)).sort()) {
    const csp = contentSecurityPolicy(inlineScriptHashes(await readFile(path.join(client, file), "utf8")));
    for (const urlPath of urlPathsOf(file)) {
      blocks.push(`${urlPath}\n  Content-Security-Policy: ${csp}`);
    }
    // Dynamic routes are answered with the fallback file: they need its policy.
    if (file === "__spa-fallback.html") {
      for (const p of spaFallbackPatterns()) blocks.push(`${p}\n  Content-Security-Policy: ${csp}`);
    }
  }
  await mkdir(client, { recursive: true });
  await writeFile(path.join(client, "_headers"), blocks.join("\n\n") + "\n");
}
