import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { matchPath, parseHeaders, parseRedirects } from "../local-services/host-rules.mjs";
import { config } from "../src/lib/config";
import { prerenderPaths, productPath, ROUTES, sitemapPaths } from "../src/route-table";
import { sitemapXml } from "../src/route-table";
import {
  checkHeaderLimits,
  contentSecurityPolicy,
  FRAME_POLICY,
  HostLimitError,
  inlineScriptHashes,
  pageFile,
  pagePolicyOf,
  redirectsFile,
  urlPathOf,
  withPagePolicy,
  writeHostFiles,
} from "./host-files";

const catalogue = { productIds: ["prod_A", "prod_B", "prod_C"] };

/** The rule a host applies to a path: the first that matches (Cloudflare applies it before any file). */
const ruleFor = (pathname: string) => parseRedirects(redirectsFile(catalogue)).find((r) => matchPath(r.from, pathname));

describe("the prerender list, the sitemap and _redirects agree on the catalogue", () => {
  it("prerenders /store and one page per catalogue product", () => {
    const paths = prerenderPaths(catalogue);
    expect(paths).toContain("/store");
    for (const id of catalogue.productIds) expect(paths).toContain(productPath(id));
    expect(paths.filter((p) => p.startsWith("/product/"))).toHaveLength(catalogue.productIds.length);
    expect(paths.some((p) => p.includes(":"))).toBe(false);
  });

  it("lists every product page in the sitemap, by canonical URL, and nothing that is not prerendered", () => {
    const xml = sitemapXml(config.siteOrigin, catalogue);
    for (const id of catalogue.productIds) expect(xml).toContain(`<loc>${config.siteOrigin}/product/${id}</loc>`);
    const prerendered = new Set(prerenderPaths(catalogue));
    for (const p of sitemapPaths(catalogue)) expect(prerendered.has(p)).toBe(true);
    for (const r of ROUTES.filter((r) => r.kind !== "static")) expect(xml).not.toContain(`<loc>${config.siteOrigin}${r.path}</loc>`);
  });

  it("sends a product added after the build to the SPA fallback under its own URL, never to the 404 page", () => {
    // No extension: Cloudflare answers a rewrite to "/x.html" with a redirect to "/x".
    expect(ruleFor(productPath("prod_added_later"))).toEqual({ from: "/product/:id", to: "/__spa-fallback", status: 200 });
    for (const route of ROUTES.filter((r) => r.kind === "dynamic")) expect(ruleFor(route.sample!)?.to).toBe("/__spa-fallback");
    expect(ruleFor("/no-such-page")?.status).toBe(404);
    expect(ruleFor("/es/no-such-page")).toEqual({ from: "/es/*", to: "/es/404.html", status: 404 });
  });

  it("serves a prerendered product and its loader data as themselves: their rules come before the route's fallback", () => {
    const rules = parseRedirects(redirectsFile(catalogue));
    for (const id of catalogue.productIds) {
      expect(ruleFor(productPath(id))).toEqual({ from: productPath(id), to: productPath(id), status: 200 });
      expect(ruleFor(`${productPath(id)}.data`)).toEqual({ from: `${productPath(id)}.data`, to: `${productPath(id)}.data`, status: 200 });
    }
    const firstFallback = rules.findIndex((r) => r.to === "/__spa-fallback");
    const lastSelf = rules.findLastIndex((r) => r.from === r.to);
    expect(lastSelf).toBeLessThan(firstFallback);
    // 404 rules last, the Spanish one before the catch-all.
    expect(rules.slice(-2).map((r) => r.from)).toEqual(["/es/*", "/*"]);
  });

  it("refuses rule files past Cloudflare's limits instead of publishing rules the host would drop", () => {
    const many = { productIds: Array.from({ length: 1000 }, (_, i) => `prod_${i}`) };
    expect(() => redirectsFile(many)).toThrow(HostLimitError);
    expect(() => redirectsFile({ productIds: ["p".repeat(600)] })).toThrow(/a line of \d+ characters/);
    expect(() => checkHeaderLimits(Array.from({ length: 101 }, (_, i) => `/p${i}\n  X: y`))).toThrow(/101 rules of 100/);
    expect(() => checkHeaderLimits([`/p\n  Content-Security-Policy: ${"x".repeat(2001)}`])).toThrow(HostLimitError);
    expect(() => checkHeaderLimits(["/p\n  X: y"])).not.toThrow();
  });

  it("publishes each page at a file its URL is served from without a redirect", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/pricing")).toBe("pricing.html");
    expect(pageFile("/case-study/studio-la-boheme")).toBe("case-study/studio-la-boheme.html");
    expect(pageFile("/es/")).toBe("es/index.html");
    for (const p of ["/", "/pricing", "/es/", "/product/prod_A"]) expect(urlPathOf(pageFile(p))).toBe(p);
  });

  it("without a catalogue (the fallback build) no product page is prerendered or listed", () => {
    expect(prerenderPaths({ productIds: [] }).some((p) => p.startsWith("/product/"))).toBe(false);
    expect(sitemapXml(config.siteOrigin, { productIds: [] })).not.toContain("/product/");
  });
});

describe("writeHostFiles on a build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "host-files-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A page as React Router writes it: the router context, the boot script and a chunk of loader data.
  const page = (data: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/x.js"/></head><body><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root-${data.replace(/\W/g, "")}.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client.js");</script><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data)});</script></body></html>`;
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dir, "client", file)), { recursive: true });
    writeFileSync(path.join(dir, "client", file), html);
  };

  it("writes the sitemap and one policy for every URL, which allows every page's inline scripts", async () => {
    write("index.html", page("home()"));
    write("__spa-fallback.html", page("fallback()"));
    for (const id of catalogue.productIds) write(`product/${id}/index.html`, page(`data("${id}")`));
    write("pricing/index.html", page("pricing()"));
    write(
      "assets/manifest-0a1b2c3d.js",
      'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client.js","imports":["/assets/shell.js"]},"routes":{"root":{"id":"root","module":"/assets/root.js","imports":["/assets/shell.js"]}},"url":"/assets/manifest-0a1b2c3d.js","version":"0a1b2c3d"};',
    );
    // React's chunk and the shell, which every page's boot runs one task each first (defer-boot.ts).
    write("assets/framework-1a2b3c4d.js", "export {};");
    write("assets/shell-5e6f7a8b.js", 'import "./framework-1a2b3c4d.js";');
    await writeHostFiles(dir, catalogue);
    expect(readFileSync(path.join(dir, "client", "index.html"), "utf8")).toContain("{&quot;first&quot;:[&quot;/assets/framework-1a2b3c4d.js&quot;,&quot;/assets/shell-5e6f7a8b.js&quot;],");

    // The browser's manifest keeps the entry's imports and drops the routes' (compact-manifest.ts).
    const manifest = readFileSync(path.join(dir, "client", "assets", "manifest-0a1b2c3d.js"), "utf8");
    expect(manifest).toContain('"entry":{"module":"/assets/entry.client.js","imports":["/assets/shell.js"]}');
    expect(manifest).toContain('"root":{"id":"root","module":"/assets/root.js"}');
    // …after their chunks were written apart, for the link prefetcher (route-chunks.ts).
    const chunks = JSON.parse(readFileSync(path.join(dir, "client", "assets", "route-chunks-0a1b2c3d.json"), "utf8"));
    expect(chunks).toEqual({ files: ["/assets/root.js"], routes: { root: [0] }, never: [] });

    const sitemap = readFileSync(path.join(dir, "client", "sitemap.xml"), "utf8");
    for (const id of catalogue.productIds) expect(sitemap).toContain(`/product/${id}</loc>`);

    // The header carries the one policy a page's own cannot (frame-ancestors), from one rule, /*;
    // each page carries the rest, with its own inline scripts' hashes, before any of them.
    const rules = parseHeaders(readFileSync(path.join(dir, "client", "_headers"), "utf8"));
    const policies = (p: string) => rules.filter((r) => matchPath(r.path, p) && r.headers.some(([k]) => k.includes("Content-Security-Policy")));
    expect(rules[0]!.path).toBe("/*");
    for (const url of ["/", "/pricing", "/pricing.html", productPath("prod_A"), productPath("prod_added_later"), "/es/precios", "/__spa-fallback.html", "/nope", "/assets/x.js"]) {
      expect(policies(url).map((r) => r.path), url).toEqual(["/*"]);
    }
    expect(rules[0]!.headers.find(([k]) => k === "Content-Security-Policy")![1]).toBe(FRAME_POLICY);
    const files = ["index.html", "pricing.html", "__spa-fallback.html", ...catalogue.productIds.map((id) => `product/${id}.html`)];
    for (const file of files) {
      const html = readFileSync(path.join(dir, "client", file), "utf8");
      const csp = pagePolicyOf(html);
      expect(csp, file).toContain("default-src 'self'");
      expect(html.indexOf("http-equiv=\"Content-Security-Policy\""), file).toBeLessThan(html.indexOf("<script"));
      for (const hash of inlineScriptHashes(html)) expect(csp, file).toContain(`'sha256-${hash}'`);
    }
    // Pages that load other modules and other data share every script: the policy does not grow with pages.
    const pageHashes = (file: string) => inlineScriptHashes(readFileSync(path.join(dir, "client", file), "utf8")).sort();
    expect(pageHashes("pricing.html")).toEqual(pageHashes(`product/${catalogue.productIds[0]}.html`));
    expect(readFileSync(path.join(dir, "client", "pricing.html"), "utf8")).toContain('<script data-chunk="pricing()">');
    // …and the pages' scripts wait for the first paint; the SPA fallback, which paints only a
    // spinner, boots at once, its chunks preloaded.
    expect(readFileSync(path.join(dir, "client", "index.html"), "utf8")).not.toMatch(/<link[^>]*modulepreload/);
    // React Router's <path>/index.html is published as <path>.html.
    expect(readFileSync(path.join(dir, "client", "pricing.html"), "utf8")).toContain("pricing()");
    expect(rules.some((r) => r.path !== "/" && r.path.endsWith("/"))).toBe(false);
    const fallback = readFileSync(path.join(dir, "client", "__spa-fallback.html"), "utf8");
    expect(fallback).toContain('<link rel="modulepreload" href="/assets/x.js"/>');
    expect(fallback).toContain('<script type="module" async="">import "/assets/manifest.js";');
  });
});

describe("inlineScriptHashes", () => {
  const sha = (body: string) => createHash("sha256").update(body).digest("base64");

  it("hashes each inline script a browser runs, and no external script or data", () => {
    const html = `<script src="/a.js"></script><script async src=/b.js></script><script type="application/ld+json">{}</script><script>go()</script><script type=module>m()</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("go()"), sha("m()")]);
  });

  it("reads a quoted attribute whole: a product's data that says <img src=…> or > keeps its script inline", () => {
    const html = `<script data-chunk="&lt;p&gt;Posters&lt;/p&gt;&lt;img src=\\&quot;x.gif\\&quot; type=&quot;a&quot;> b">enqueue(1)</script><script data-x='a > src=b'>two()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("enqueue(1)"), sha("two()")]);
  });
});

describe("a page's policy", () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>go()</script></head><body></body></html>';

  it("rides first in the head, after the charset and before the scripts it governs, and reads back", () => {
    const html = withPagePolicy(page, "default-src 'self'");
    expect(html).toBe('<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><script>go()</script></head><body></body></html>');
    expect(pagePolicyOf(html)).toBe("default-src 'self'");
    expect(pagePolicyOf(page)).toBeNull();
  });

  it("says nothing a <meta> policy ignores: no site may frame a page is the header's", () => {
    expect(contentSecurityPolicy(["abc"])).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy(["abc"])).toContain("script-src 'self' 'sha256-abc'");
    expect(FRAME_POLICY).toBe("frame-ancestors 'none'");
  });

  it("refuses a page it cannot protect: no charset meta to follow", () => {
    expect(() => withPagePolicy("<html><head><script>go()</script></head></html>", "default-src 'self'")).toThrow(/charSet/);
  });
});

describe("Turnstile and the unsubscribe form", () => {
  const directive = (name: string) => contentSecurityPolicy([]).split("; ").find((d) => d.startsWith(`${name} `))!;
  it("lets Turnstile's script and challenge frame in when it is configured from another origin, and the forms post to the Supabase functions", () => {
    const script = config.turnstile.scriptUrl || "https://challenges.cloudflare.com/turnstile/v0/api.js";
    if (config.turnstile.siteKey && /^https?:/.test(script)) {
      expect(directive("script-src")).toContain(new URL(script).origin);
      expect(directive("frame-src")).toContain(new URL(script).origin);
    } else {
      expect(directive("script-src")).not.toContain("challenges.cloudflare.com");
    }
    if (/^https?:/.test(config.supabase.url)) expect(directive("form-action")).toContain(new URL(config.supabase.url).origin);
    expect(directive("form-action").startsWith("form-action 'self'")).toBe(true);
  });
});

describe("img-src", () => {
  it("lets images come only from this site, data: URLs and the store's media host, never any https: host", () => {
    const img = contentSecurityPolicy([]).split("; ").find((d) => d.startsWith("img-src "))!;
    expect(img.startsWith("img-src 'self' data:")).toBe(true);
    expect(img.split(" ")).not.toContain("https:");
    if (/^https?:/.test(config.store.apiUrl)) expect(img).toContain(new URL(config.store.apiUrl).origin);
  });
});
