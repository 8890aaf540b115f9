import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Issue 27 item 4, swept over every sitemap page in Chromium: no sideways scroll at 320 px (WCAG
 * 1.4.10) or at 1280 px with the root font at 200% (1.4.4); with prefers-reduced-motion, no
 * transition or animation longer than 200 ms; every link's and button's accessible name holds its
 * visible text (2.5.3).
 *
 * NOT DONE YET (the lead's list, issue 27): the pages in KNOWN still fail their sweep; each is
 * asserted to fail, so the fix that makes one pass also makes this spec say "remove it from KNOWN".
 */
const KNOWN: Record<string, string[]> = {
  reflow320: [],
  text200: ["/diy-host-pack", "/founder-story", "/airbnb-mexico", "/es/oferta-airbnb-mexico"],
  labelInName: [],
};

test.describe.configure({ timeout: 240_000 });

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Whole families still failing a sweep, by URL prefix: with the text at 200%, the Spanish header
 * (longer items: "Por qué elegirnos", "Agendar una llamada") does not fit 1280 px, as the Mexico
 * pages' already did (issue 27; the English header fits with the language switch).
 */
const KNOWN_PREFIXES: Record<string, string[]> = { text200: ["/es/"] };

function expectKnown(sweep: string, failing: string[], all: string[]) {
  const prefixes = KNOWN_PREFIXES[sweep] ?? [];
  const inFamily = (p: string) => prefixes.some((prefix) => p.startsWith(prefix));
  const known = KNOWN[sweep]!.includes("*") ? all : [...KNOWN[sweep]!, ...all.filter((p) => inFamily(p) && failing.includes(p))];
  expect(failing.filter((p) => !known.includes(p)), `${sweep}: new failures`).toEqual([]);
  expect(known.filter((p) => !failing.includes(p)), `${sweep}: fixed, remove from KNOWN`).toEqual([]);
  for (const prefix of prefixes) {
    expect(all.some((p) => p.startsWith(prefix) && failing.includes(p)), `${sweep}: no page under ${prefix} fails any more: remove it from KNOWN_PREFIXES`).toBe(true);
  }
}

test("no sitemap page scrolls sideways at 320 px", async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  await page.setViewportSize({ width: 320, height: 800 });
  const failing: string[] = [];
  for (const p of paths) {
    await page.goto(p, { waitUntil: "load" });
    if (await scrollsSideways(page)) failing.push(p);
  }
  expectKnown("reflow320", failing, paths);
});

test("no sitemap page scrolls sideways at 1280 px with the root font at 200%", async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  const failing: string[] = [];
  for (const p of paths) {
    await page.goto(p, { waitUntil: "load" });
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    if (await scrollsSideways(page)) failing.push(p);
  }
  expectKnown("text200", failing, paths);
});

test("with prefers-reduced-motion, nothing moves for longer than 200 ms", async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const failing: string[] = [];
  for (const p of paths) {
    await page.goto(p, { waitUntil: "load" });
    const long = await page.evaluate(() => {
      const ms = (v: string) => Math.max(...v.split(",").map((s) => (s.trim().endsWith("ms") ? parseFloat(s) : parseFloat(s) * 1000)));
      const found: string[] = [];
      for (const el of document.querySelectorAll("*")) {
        for (const pseudo of [null, "::before", "::after"]) {
          const cs = getComputedStyle(el, pseudo);
          const t = ms(cs.transitionDuration) + ms(cs.transitionDelay);
          const a = cs.animationName !== "none" ? ms(cs.animationDuration) + Math.max(0, ms(cs.animationDelay)) : 0;
          if (t > 200 || a > 200) found.push(`${el.tagName.toLowerCase()}${pseudo ?? ""}`);
        }
      }
      return found.slice(0, 3);
    });
    if (long.length) failing.push(`${p}: ${long.join(", ")}`);
  }
  expect(failing).toEqual([]);
});

test("every link's and button's accessible name holds its visible text", async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  const failing: string[] = [];
  for (const p of paths) {
    await page.goto(p, { waitUntil: "load" });
    const bad = await page.evaluate(() => {
      const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
      const found: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>("a[href], button, [role=button], [role=link]")) {
        const label = el.getAttribute("aria-label");
        if (!label || !el.checkVisibility()) continue;
        const visible = norm(el.innerText);
        if (visible && !norm(label).includes(visible)) found.push(`"${visible}" named "${label}"`);
      }
      return found;
    });
    if (bad.length) failing.push(p);
  }
  expectKnown("labelInName", failing, paths);
});
