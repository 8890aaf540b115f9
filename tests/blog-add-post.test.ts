import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Adding a post is adding its files (issue 45 part 3): in a copy of the tree, two posts are added
 * as a writer would (a file per language), one dated before the build's day, one after it, and
 * the site is built. The first is routed and prerendered in both languages, in the sitemap with
 * its twin, in its language's feed and on its hub; the second (scheduled) is built but listed
 * nowhere until its date. Nothing else is edited.
 */
const ROOT = process.cwd();
const SKIP = new Set(["node_modules", ".git", "test-results", "playwright-report", ".react-router", ".wrangler", ".netlify", "bench-results"]);
let copy = "";
let client = "";

const post = (lang: "en" | "es", fields: Record<string, string>) => `---
title: ${JSON.stringify(fields.title)}
description: "A fixture post, added as a file."
slug: ${fields.slug}
category: pricing
excerpt: ${JSON.stringify(fields.excerpt ?? "Small, steady price changes.")}
author: "{founderName}"
published: ${fields.published}
cover: /images/blog/intro.svg
coverAlt: "A fixture cover"
---

${lang === "es" ? "Un texto breve con un [enlace a precios](/pricing)." : "A short text with a [link to pricing](/pricing)."}

## ${lang === "es" ? "Una sección" : "A section"} {#one}

<Callout title="${lang === "es" ? "Nota" : "Note"}">${lang === "es" ? "Dentro de una nota." : "Inside a note."}</Callout>
`;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "blog-add-post-"));
  cpSync(ROOT, copy, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) && !(path.dirname(src) === ROOT && /^build(-.*)?$/.test(path.basename(src))) });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  const dir = path.join(copy, "src", "content", "posts");
  writeFileSync(path.join(dir, "steady-prices.en.mdx"), post("en", { title: "Steady Prices Beat Discounts", slug: "steady-prices-beat-discounts", published: "2026-11-20" }));
  writeFileSync(path.join(dir, "steady-prices.es.mdx"), post("es", { title: "Precios constantes", slug: "es/precios-constantes", published: "2026-11-20" }));
  writeFileSync(path.join(dir, "later.en.mdx"), post("en", { title: "Coming Later", slug: "coming-later", published: "2026-12-15" }));
  writeFileSync(path.join(dir, "later.es.mdx"), post("es", { title: "Más adelante", slug: "es/mas-adelante", published: "2026-12-15" }));
  const build = spawnSync(path.join(ROOT, "node_modules", ".bin", "node"), ["local-services/build.mjs", "--verbose"], {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: "build-fixture", BUILD_DATE: "2026-11-28" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`The copy's build failed:\n${build.stdout}\n${build.stderr}`);
  client = path.join(copy, "build-fixture", "client");
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(client, file), "utf8");
const page = (urlPath: string) => read(`${urlPath.slice(1)}.html`);

describe("a post added as files", () => {
  it("is routed and prerendered in both languages, each naming its twin", () => {
    const en = page("/steady-prices-beat-discounts");
    const es = page("/es/precios-constantes");
    expect(en).toContain("Steady Prices Beat Discounts</h1>");
    expect(en).toContain('id="one"');
    expect(/hreflang="es" href="[^"]+\/es\/precios-constantes"/i.test(en)).toBe(true);
    expect(es).toContain("Precios constantes</h1>");
    // A Spanish post's link to /pricing leads to the Spanish twin.
    expect(es).toContain('href="/es/precios"');
  });

  it("is in the sitemap with its twin, its language's feed, its hub and its category's page", () => {
    const sitemap = read("sitemap.xml");
    expect(sitemap).toMatch(/<loc>[^<]+\/steady-prices-beat-discounts<\/loc>\s*<xhtml:link rel="alternate" hreflang="es" href="[^"]+\/es\/precios-constantes"/);
    expect(read("blog/feed.xml")).toContain("/steady-prices-beat-discounts</link>");
    expect(read("es/blog/feed.xml")).toContain("/es/precios-constantes</link>");
    expect(page("/blog")).toContain('href="/steady-prices-beat-discounts"');
    expect(page("/blog/category/pricing")).toContain('href="/steady-prices-beat-discounts"');
    expect(page("/es/blog/categoria/precios")).toContain('href="/es/precios-constantes"');
  });

  it("dated after the build's day, is built but listed nowhere: not the hub, the feed, the sitemap, nor indexed", () => {
    const later = page("/coming-later");
    expect(later).toContain("Coming Later</h1>");
    expect(later).toContain('content="noindex');
    expect(read("sitemap.xml")).not.toContain("/coming-later");
    expect(read("blog/feed.xml")).not.toContain("/coming-later");
    expect(page("/blog")).not.toContain('href="/coming-later"');
    expect(existsSync(path.join(client, "es", "mas-adelante.html"))).toBe(true);
  });
});
