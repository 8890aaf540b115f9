import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "../src/lib/config";
import { NOT_FOUND_PAGES, ROUTES, prerenderPaths, sitemapXml, spaFallbackPatterns, type BuildCatalogue } from "../src/route-table";
import { routeChunksPath } from "../src/lib/route-chunks";
import { compactManifest } from "./compact-manifest";
import { deferBoot, sameScriptsEverywhere, withoutIslands } from "./defer-boot";
import { withDocumentPrefetch } from "./document-prefetch";
import { withLanguageSuggestion } from "./language-suggestion";
import { withLanguageSwitchScript } from "./language-switch-script";
import { withFirstScreenFirst } from "./first-screen-first";
import { chunkFile, FRAMEWORK_CHUNK, ISLANDS_BOOT_CHUNK, SHELL_CHUNK } from "./shell-chunk";
import { manifestVersion, parseManifest, routeChunks } from "./route-chunks";
import { htmlFiles } from "./page-head";
import { matchPath } from "../local-services/host-rules.mjs";
// Where React Router writes the pages, their data, the SPA fallback (what the host answers for the
// dynamic routes) and the route manifest.
import {
  ASSETS_DIR,
  MANIFEST_FILE,
  SPA_FALLBACK_FILE,
  clientDirectory,
  prerenderedDataPath,
  prerenderedPageFile,
} from "../local-services/react-router-contract.mjs";

/**
 * The chunks every page's modules import, in the order they are run, one task each, before the
 * page's own (defer-boot.ts `first`): React's (FRAMEWORK_CHUNK, shell-chunk.ts), then the shell,
 * which imports it. Named by their code-splitting groups (vite.config.ts).
 */
const FIRST_CHUNKS = [FRAMEWORK_CHUNK, SHELL_CHUNK].map(chunkFile);

/** Every origin the site may load from, besides its own: only configured services. */
function originsOf(...urls: string[]): string[] {
  return urls
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin)
    .filter((o, i, all) => all.indexOf(o) === i);
}

/**
 * Where the store serves product images from, when that is not the store API's own origin (a
 * media CDN): none for the local stand-in, which serves them at /store-api/media. A build-time
 * constant, not a VITE_ variable: every VITE_ value rides in the shell, which is at its budget.
 */
export const STORE_MEDIA_ORIGINS: string[] = [];

/**
 * A page's content security policy, with the hashes of that page's inline scripts. It rides in
 * the page itself (`withPagePolicy`), not in a header on every response: a script, a route's data
 * or an image is not a document and a policy on it does nothing, while over HTTP/1.1 its ~1 KB
 * rode on each of them (docs/decisions/2026-11-26-policy-in-the-page.md). What a policy in a page
 * cannot say, that no site may frame it, is the header's (`FRAME_POLICY`).
 */
export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  const { analytics, supabase, store, turnstile } = config;
  // Turnstile (the visitor forms' bot check): its script and its challenge frame, only when a
  // site key is configured and the script is not the same-origin stand-in.
  const turnstileOrigins = turnstile.siteKey ? originsOf(turnstile.scriptUrl || "https://challenges.cloudflare.com/turnstile/v0/api.js") : [];
  // The tags: Google's and Meta's hosts, or the hosts VITE_GTAG_SCRIPT_URL / VITE_META_PIXEL_SCRIPT_URL
  // name; a same-origin path (the local stand-in, /local-analytics) needs none ('self': it sends home).
  const google = Boolean(analytics.ga4Id || analytics.gtmId);
  const meta = Boolean(analytics.metaPixelId);
  const googleOwn = google && !analytics.gtagScriptUrl;
  const metaOwn = meta && !analytics.metaPixelScriptUrl;
  const analyticsScripts = [
    ...(googleOwn ? ["https://www.googletagmanager.com"] : google ? originsOf(analytics.gtagScriptUrl) : []),
    ...(metaOwn ? ["https://connect.facebook.net"] : meta ? originsOf(analytics.metaPixelScriptUrl) : []),
  ];
  const analyticsConnect = [
    ...(googleOwn ? ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://www.googletagmanager.com"] : []),
    ...(metaOwn ? ["https://www.facebook.com"] : []),
  ];
  const hashes = inlineScriptHashes.map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...analyticsScripts, ...turnstileOrigins].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Store product images (descriptions' too) come only from the store's host (decision
    // 2026-11-25-nothing-to-fake: a media CDN of its own goes in STORE_MEDIA_ORIGINS); the
    // analytics tools may send image beacons.
    `img-src 'self' data: ${[...originsOf(store.apiUrl, ...STORE_MEDIA_ORIGINS), ...analyticsConnect].join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${[...originsOf(supabase.url, store.apiUrl), ...analyticsConnect].join(" ")}`.trim(),
    `frame-src https://www.youtube-nocookie.com ${turnstileOrigins.join(" ")}`.trim(),
    "base-uri 'self'",
    // The unsubscribe page's form posts to the unsubscribe Edge Function (it answers 303 back here).
    `form-action 'self' ${originsOf(supabase.url).join(" ")}`.trim(),
    "object-src 'none'",
  ].join("; ");
}

/** The policy a page's own cannot carry (a <meta> policy ignores frame-ancestors), on every response. */
export const FRAME_POLICY = "frame-ancestors 'none'";

const SECURITY_HEADERS = [
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "X-Frame-Options: DENY",
  "Permissions-Policy: camera=(), microphone=(), geolocation=()",
  // HTTPS only, for two years, subdomains too (browsers ignore it over plain HTTP, as on localhost).
  "Strict-Transport-Security: max-age=63072000; includeSubDomains",
  `Content-Security-Policy: ${FRAME_POLICY}`,
];

const CHARSET_META = '<meta charSet="utf-8"/>';
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

/**
 * `html` with `policy` as its first policy: a <meta> right after the charset's, before anything
 * the policy governs (a <meta> policy applies to what follows it).
 */
export function withPagePolicy(html: string, policy: string): string {
  if (!html.includes(CHARSET_META)) throw new Error(`a page without ${CHARSET_META} in its head: nowhere to put its policy`);
  if (policy.includes('"')) throw new Error("a policy with a double quote cannot ride in an attribute");
  return html.replace(CHARSET_META, `${CHARSET_META}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}

/** The policy a page carries in its head, or null. */
export function pagePolicyOf(html: string): string | null {
  return POLICY_META.exec(html)?.[1] ?? null;
}

/** A start tag's attributes, quoted values read whole (a `>` or ` src=` inside one is text). */
const ATTRIBUTE = /\s+([^\s=>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
const INLINE_SCRIPT = new RegExp(`<script(?<attrs>(?:${ATTRIBUTE.source})*)\\s*>(?<body>[\\s\\S]*?)</script>`, "g");

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? ""]));
}

/**
 * sha256 (base64) of each executable inline <script> in an HTML document. Its attributes are read
 * as a browser reads them: a page's data rides in a script's attribute (`data-chunk`), and a
 * product description in it may say `<img src=…>`, which does not make the script external.
 */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = attributesOf(m.groups?.attrs ?? "");
    const body = m.groups?.body ?? "";
    if (attrs.has("src") || !body) continue;
    const type = attrs.get("type");
    // JSON-LD is data; speculation rules are not script, but the policy's script-src governs them.
    if (type && type !== "module" && type !== "text/javascript" && type !== "speculationrules") continue;
    out.push(createHash("sha256").update(body).digest("base64"));
  }
  return [...new Set(out)];
}

/**
 * The file a page's URL is published as, so that both hosts answer the URL itself with a 200 and
 * no redirect (docs/decisions/2026-11-25-real-cdns.md): "/pricing" -> pricing.html (Cloudflare
 * Pages and Netlify serve x.html at /x; a folder's index.html they serve at /x/ and redirect /x
 * there), "/" -> index.html, and a URL that ends with a slash -> its folder's index.html.
 */
export function pageFile(urlPath: string): string {
  if (urlPath === "/") return "index.html";
  return urlPath.endsWith("/") ? `${urlPath.slice(1)}index.html` : `${urlPath.slice(1)}.html`;
}

/** The URL a static host serves an HTML file at (the inverse of pageFile). */
export function urlPathOf(file: string): string {
  const p = "/" + file.split(path.sep).join("/");
  if (p.endsWith("/index.html")) return p.slice(0, -"index.html".length);
  return p.slice(0, -".html".length);
}

/** The hosts' limits on the rule files (Cloudflare Pages': Netlify's are higher). */
export const HOST_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, redirectLineChars: 1000, headerRules: 100, headerLineChars: 2000 } as const;

export class HostLimitError extends Error {}

/**
 * _redirects, in the order both hosts read it (first match wins):
 *   1. each page prerendered under a dynamic route (a catalogue product) and its loader data,
 *      rewritten to itself: Cloudflare applies rules before files, so without them
 *      /product/:id would hide the prerendered pages (Netlify serves the file first anyway);
 *   2. the dynamic routes: the SPA fallback with a 200, under their own URL. The target has no
 *      extension: Cloudflare answers a rewrite to "/x.html" with a redirect to "/x";
 *   3. anything else: the 404 page of its language, with a 404.
 */
export function redirectsFile(catalogue: BuildCatalogue = { productIds: [] }): string {
  const underDynamic = prerenderPaths(catalogue).filter((p) => spaFallbackPatterns().some((pattern) => matchPath(pattern, p)));
  const rules = [
    ...underDynamic.flatMap((p) => [`${p}  ${p}  200`, `${prerenderedDataPath(p)}  ${prerenderedDataPath(p)}  200`]),
    ...spaFallbackPatterns().map((p) => `${p}  /${SPA_FALLBACK_FILE.replace(/\.html$/, "")}  200`),
    ...NOT_FOUND_PAGES.map((p) => `${p.pattern}  /${p.file}  404`),
  ];
  const isDynamic = (rule: string) => /[:*]/.test(rule.split(/\s+/)[0]!);
  const dynamic = rules.filter(isDynamic).length;
  const statics = rules.length - dynamic;
  const long = rules.find((r) => r.length > HOST_LIMITS.redirectLineChars);
  if (statics > HOST_LIMITS.staticRedirects || dynamic > HOST_LIMITS.dynamicRedirects || long) {
    throw new HostLimitError(
      `_redirects is past Cloudflare Pages' limits (${statics} static rules of ${HOST_LIMITS.staticRedirects}, ${dynamic} dynamic of ${HOST_LIMITS.dynamicRedirects}${long ? `, a line of ${long.length} characters` : ""}): ` +
        "too many catalogue products are prerendered for one rule pair each; see docs/decisions/2026-11-25-real-cdns.md",
    );
  }
  return rules.join("\n") + "\n";
}

/** Refuses a _headers file a host would cut short: Cloudflare reads 100 rules and lines of 2,000 characters. */
export function checkHeaderLimits(blocks: string[]): void {
  const long = blocks.flatMap((b) => b.split("\n")).find((l) => l.length > HOST_LIMITS.headerLineChars);
  if (blocks.length > HOST_LIMITS.headerRules || long) {
    throw new HostLimitError(
      `_headers is past Cloudflare Pages' limits (${blocks.length} rules of ${HOST_LIMITS.headerRules}${long ? `, a line of ${long.length} characters: ${long.slice(0, 60)}…` : ""}); see docs/decisions/2026-11-25-real-cdns.md`,
    );
  }
}

/** Moves each prerendered page from where React Router writes it (<path>/index.html) to the file pageFile names. */
async function publishPages(client: string, catalogue: BuildCatalogue): Promise<void> {
  const notFound = new Set<string>(NOT_FOUND_PAGES.map((p) => p.prerenderPath));
  for (const urlPath of prerenderPaths(catalogue)) {
    if (urlPath === "/" || urlPath.endsWith("/") || notFound.has(urlPath)) continue;
    const from = path.join(client, prerenderedPageFile(urlPath));
    if (!existsSync(from)) continue;
    await rename(from, path.join(client, pageFile(urlPath)));
    const dir = path.join(client, urlPath.slice(1));
    if ((await readdir(dir)).length === 0) await rm(dir, { recursive: true });
  }
}

/** Writes sitemap.xml, robots.txt, 404.html, _redirects and _headers into build/client. */
/**
 * The routes no public page prefetches: the route table's dynamic pages other than the
 * catalogue's products (the team tools, a kit's checkout). A route's id is its file without
 * the extension. Islands pages' speculation rules leave out the same routes, by path
 * (document-prefetch.ts).
 */
const neverPrefetchedRoutes = () => ROUTES.filter((r) => r.kind === "dynamic" && !r.perCatalogueProduct);
export const neverPrefetched = (): string[] => neverPrefetchedRoutes().map((r) => r.id ?? r.file.replace(/\.[jt]sx?$/, ""));

export async function writeHostFiles(buildDirectory: string, catalogue: BuildCatalogue): Promise<void> {
  const client = clientDirectory(buildDirectory);
  const origin = config.siteOrigin;

  // The unknown-route pages were prerendered at /404 and /es/404; static hosts serve /404.html (and /es/404.html).
  for (const page of NOT_FOUND_PAGES) {
    const prerendered = path.join(client, prerenderedPageFile(page.prerenderPath));
    if (existsSync(prerendered)) {
      await rename(prerendered, path.join(client, page.file));
      await rm(path.dirname(prerendered), { recursive: true, force: true });
    }
  }

  await writeFile(path.join(client, "sitemap.xml"), sitemapXml(origin, catalogue));
  await writeFile(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /email-list\nDisallow: /subscription-audit\n\nSitemap: ${origin}/sitemap.xml\n`,
  );

  await publishPages(client, catalogue);
  await writeFile(path.join(client, "_redirects"), redirectsFile(catalogue));

  // The browser's route manifest without the lists it never reads (compact-manifest.ts).
  const manifests = (await readdir(path.join(client, ASSETS_DIR))).filter((f) => MANIFEST_FILE.test(f));
  if (manifests.length !== 1) throw new Error(`expected one route manifest in ${client}/${ASSETS_DIR}, found ${manifests.length}`);
  const manifestFile = path.join(client, ASSETS_DIR, manifests[0]!);
  const manifestSource = await readFile(manifestFile, "utf8");
  // First what each route imports, for the browser to fetch a page's chunks in one round (route-chunks.ts).
  const manifest = parseManifest(manifestSource);
  await writeFile(path.join(client, routeChunksPath(manifestVersion(manifest)).slice(1)), JSON.stringify(routeChunks(manifest, neverPrefetched())));
  await writeFile(manifestFile, compactManifest(manifestSource));

  const blocks: string[] = [
    ["/*", ...SECURITY_HEADERS.map((h) => `  ${h}`)].join("\n"),
    [`/${ASSETS_DIR}/*`, "  Cache-Control: public, max-age=31536000, immutable"].join("\n"),
    // Share cards and icons keep their URL when redrawn: a day in caches (pipeline/shared-files.ts).
    ...["/cards/*", "/icons/*", "/favicon.ico", "/apple-touch-icon.png", "/manifest.webmanifest"].map((p) => `${p}\n  Cache-Control: public, max-age=86400`),
  ];
  // Each page carries its own policy, with the hashes of its own inline scripts (the SPA
  // fallback's and the 404 pages' included), computed once the page's scripts are final.
  const notFoundFiles = new Set<string>(NOT_FOUND_PAGES.map((p) => path.join(...p.file.split("/"))));
  // The islands' boot chunk (src/islands/islands-boot.tsx, a dynamic import of the client entry), which an
  // islands page's boot fetches beside the entry (defer-boot.ts).
  const assets = await readdir(path.join(client, ASSETS_DIR));
  const islandsChunks = assets.filter((f) => ISLANDS_BOOT_CHUNK.test(f));
  if (islandsChunks.length > 1) throw new Error(`expected one islands boot chunk in ${client}/${ASSETS_DIR}, found ${islandsChunks.length}`);
  // None: an islands page then stops the build (defer-boot.ts).
  const islandsChunk = islandsChunks[0] && `/${ASSETS_DIR}/${islandsChunks[0]}`;
  const first = FIRST_CHUNKS.map((name) => {
    const found = assets.filter((f) => name.test(f));
    if (found.length !== 1) throw new Error(`expected one ${name} chunk in ${client}/${ASSETS_DIR}, found ${found.length}`);
    return `/${ASSETS_DIR}/${found[0]}`;
  });
  const neverPaths = neverPrefetchedRoutes().map((r) => r.path);
  for (const file of (await htmlFiles(client)).sort()) {
    // Scripts after the first paint (defer-boot.ts). The SPA fallback is the exception: its only
    // paint is a spinner (no contentful paint to wait for, so its boot would wait for the cap),
    // and it shows nothing until the scripts run.
    const prerendered = await readFile(path.join(client, file), "utf8");
    // An English page with a Spanish twin gets the Spanish suggestion (language-suggestion.ts); not
    // the 404 page, which answers URLs that have none.
    const suggested = notFoundFiles.has(file) ? prerendered : withLanguageSuggestion(prerendered);
    // The header's language switch keeps the page's query and hash before hydration (language-switch-script.ts).
    // An islands page's links are documents: its speculation rules prefetch them (document-prefetch.ts).
    // A page opened at its top lays out its first screen first (first-screen-first.ts).
    const html =
      file === SPA_FALLBACK_FILE
        ? sameScriptsEverywhere(withoutIslands(prerendered))
        : withFirstScreenFirst(withDocumentPrefetch(deferBoot(withLanguageSwitchScript(suggested), islandsChunk, first), neverPaths));
    await writeFile(path.join(client, file), withPagePolicy(html, contentSecurityPolicy(inlineScriptHashes(html))));
  }
  checkHeaderLimits(blocks);
  await mkdir(client, { recursive: true });
  await writeFile(path.join(client, "_headers"), blocks.join("\n\n") + "\n");
}
