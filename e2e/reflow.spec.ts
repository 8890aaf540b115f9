import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { langForPath } from "../src/lib/i18n";
import { productPath } from "../src/route-table";

/**
 * Issue 27 item 4, swept over every sitemap page in Chromium: no sideways scroll at 320 px (WCAG
 * 1.4.10) or at 1024 and 1280 px with the root font at 200% (1.4.4); with prefers-reduced-motion, no
 * transition or animation longer than 200 ms; every link's and button's accessible name holds its
 * visible text (2.5.3).
 *
 * Where a row only fits at normal text, it switches in the page's own rem: the body is a size
 * container (src/app.css), and the columns' `@5xl:` (`@3xl:`) is `lg:` (`md:`) measured in the
 * enlarged text.
 *
 * One load a page serves all five checks (it was a load a page per check: 280 loads, a fifth of the
 * browser tests' time). The layout is CSS alone (media and container queries; no script reads the
 * width), so a window resized after the load lays out as one loaded at that width, as a visitor's
 * zoom does (1.4.10 is about zoom); the 200% text and the reduced motion are applied the same way,
 * as a setting changed on an open page. Each check runs in the state its own sweep had: names at
 * 1280 px, then the 200% text at 1280 and 1024 px, then 320 px at the normal size, reduced motion
 * last. Three tests of about 23 pages each (English, Spanish, the catalogue's products) run side by side.
 */
test.describe.configure({ timeout: 240_000 });

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * Null when the page fits its width; else the first element past the right edge, named for the
 * failure message. Read after the next frame, as the screen shows the page: between a resize and
 * that frame, a section laid out as it nears the view (`content-visibility: auto`, decision
 * 2026-11-29-first-screen-first) still has the size it had at the old width until the frame says
 * whether it is on screen.
 */
const scrollsSideways = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const past = [...document.querySelectorAll("body *")].find((el) => el.getBoundingClientRect().right > width + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1));
    return past ? `<${past.tagName.toLowerCase()} class="${String(past.getAttribute("class") ?? "").slice(0, 60)}"> "${(past.textContent ?? "").trim().slice(0, 40)}"` : "(no element found)";
  });

/** Each visible link or button whose aria-label lacks its visible text. */
const namesWithoutText = (page: Page) =>
  page.evaluate(() => {
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

/** Up to three elements (or their ::before, ::after) whose transition or animation lasts longer than 200 ms. */
const longMotion = (page: Page) =>
  page.evaluate(() => {
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

const isProduct = (p: string) => p.startsWith(productPath("", "en")) || p.startsWith(productPath("", "es"));
const GROUPS: Record<string, (path: string) => boolean> = {
  English: (p) => !isProduct(p) && langForPath(p) === "en",
  Spanish: (p) => !isProduct(p) && langForPath(p) === "es",
  product: isProduct,
};

test("the sweeps' groups hold every sitemap page once", async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.filter((p) => Object.values(GROUPS).filter((inGroup) => inGroup(p)).length !== 1)).toEqual([]);
});

for (const [group, inGroup] of Object.entries(GROUPS)) {
  test(`no ${group} sitemap page scrolls sideways at 320 px, or at 1024 and 1280 px with the text at 200%; with reduced motion nothing moves over 200 ms; every name holds its visible text`, async ({ page, request }) => {
    const paths = (await sitemapPaths(request)).filter(inGroup);
    expect(paths.length).toBeGreaterThan(10);
    const failing = { at320: [] as string[], enlarged: [] as string[], motion: [] as string[], names: [] as string[] };
    for (const p of paths) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(p, { waitUntil: "load" });
      const bad = await namesWithoutText(page);
      if (bad.length) failing.names.push(`${p}: ${bad.join(", ")}`);
      // 1280: the window; 1024: a laptop's, where a media query's `lg:` still says "wide".
      const enlarged = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const past = await scrollsSideways(page);
        if (past) failing.enlarged.push(`${p} at ${width} px: ${past}`);
      }
      await enlarged.evaluate((style) => (style as Element).remove());
      await page.setViewportSize({ width: 320, height: 800 });
      const past = await scrollsSideways(page);
      if (past) failing.at320.push(`${p}: ${past}`);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const long = await longMotion(page);
      if (long.length) failing.motion.push(`${p}: ${long.join(", ")}`);
    }
    expect.soft(failing.at320, "pages that scroll sideways at 320 px").toEqual([]);
    expect.soft(failing.enlarged, "pages that scroll sideways with the text at 200%").toEqual([]);
    expect.soft(failing.motion, "pages where something moves longer than 200 ms with reduced motion").toEqual([]);
    expect(failing.names, "pages with a control whose name lacks its visible text").toEqual([]);
  });
}
