import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGE_SWITCH, REPLAYED_CONTROLS } from "../src/components/layout/tap-replay";
import { LANG_COOKIE } from "../src/lib/i18n";
import { holdScripts, pageCookie, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * Issue 43 point 4: before hydration, what a hurried visitor taps works the same.
 * - The language switch is a real link: tapped before the scripts run, the browser follows its
 *   prerendered href, which the head script (tap-replay.ts TAP_CAPTURE_SCRIPT) keeps with the
 *   page's query and hash, as React's does after hydration.
 * - Every control whose tap is kept and replayed is named in the tap-replay record (the module
 *   comment of tap-replay.ts and the first-paint decision record): a new one fails here until it is.
 */
test.describe.configure({ timeout: 60_000 });

const pageSwitch = (page: Page) => page.locator(LANGUAGE_SWITCH).filter({ visible: true }).first();

for (const [from, to] of [
  ["/pricing?ref=newsletter#faq", "/es/precios?ref=newsletter#faq"],
  ["/es/precios?ref=newsletter#faq", "/pricing?ref=newsletter#faq"],
] as const) {
  test(`the language switch tapped before the scripts run keeps the query and hash: ${from} -> ${to}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const scripts = await holdScripts(page);
    await page.goto(from);
    await scripts.painted();
    const link = pageSwitch(page);
    await expect(link).toHaveAttribute("href", to);
    await link.click();
    await expect(page).toHaveURL(to);
    scripts.release();
    await waitForHydration(page);
    // React renders the same href: no hydration mismatch, and the switch still goes back with them.
    await expect(pageSwitch(page)).toHaveAttribute("href", from);
    expect(errors.filter((e) => /hydrat|#418|#425/i.test(e))).toEqual([]);
  });
}

test("a hash reached before the scripts run goes with the switch too", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/en/airbnb-mexico");
  await scripts.painted();
  // An in-page link followed before hydration changes only the hash.
  await page.evaluate(() => (location.hash = "#faq"));
  await expect(pageSwitch(page)).toHaveAttribute("href", "/airbnb-mexico#faq");
  scripts.release();
});

test("a Mexico page's switch tapped before the scripts run remembers the choice: the visitor stays on the page they chose", async ({ page, baseURL }) => {
  // This visitor chose English once; the Spanish page's head script sends such a visitor to English.
  await page.context().addCookies([{ name: LANG_COOKIE, value: "en", url: new URL("/", baseURL).href }]);
  const scripts = await holdScripts(page);
  await page.goto("/en/airbnb-mexico?utm_source=mail#offer");
  await scripts.painted();
  await pageSwitch(page).click();
  await expect(page).toHaveURL("/airbnb-mexico?utm_source=mail#offer");
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  expect(await pageCookie(page, LANG_COOKIE)).toBe("es");
  scripts.release();
  await waitForHydration(page);
  await expect(page).toHaveURL("/airbnb-mexico?utm_source=mail#offer");
});

/** The main pages (English: the record names controls by their English words; the Spanish twins are the same components). */
const MAIN_PAGES = [
  "/",
  "/why-choose-us",
  "/hire-us",
  "/all-services",
  "/pricing",
  "/airbnb-launch-kit",
  "/diy-host-pack",
  "/store",
  "/product/prod_01JCX0WELCOMEBOOK00000002",
  "/en/airbnb-mexico",
  "/case-study/studio-la-boheme",
  "/founder-story",
  "/blog",
  "/subscribe",
  "/terms",
];

/** The record's names: `- "name": what the replay does` lines in a text (a comment or a Markdown section). */
function recordedNames(text: string): string[] {
  return [...text.matchAll(/^[\s*]*- "([^"]+)":/gm)].map((m) => m[1]!).sort();
}

test("every control whose tap is replayed on the main pages is in the tap-replay record, and the record names no other", async ({ browser }) => {
  test.setTimeout(120_000);
  const found = new Map<string, string>();
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    // The prerendered page as the head script sees it before hydration.
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of MAIN_PAGES) {
      await page.goto(path);
      const names = await page.locator(REPLAYED_CONTROLS).evaluateAll((controls) =>
        controls.map((c) => {
          // One name per kind of control: a product's or a question's own words, and counts, are left out.
          if (c.closest("#faq")) return "a question of the FAQ";
          if (c.matches("input")) return `${(c as HTMLInputElement).type}: ${c.closest("fieldset")?.querySelector("legend")?.textContent?.trim() ?? ""}`;
          const name = (c.getAttribute("aria-label") ?? c.textContent ?? "").replace(/\s+/g, " ").trim();
          return name.split(/[:,]/)[0]!.replace(/\d+/g, "N").trim();
        }),
      );
      for (const name of names) if (!found.has(name)) found.set(name, path);
    }
    await context.close();
  }
  const onPages = [...found.keys()].sort();
  const moduleComment = readFileSync("src/components/layout/tap-replay.ts", "utf8").split("*/")[0] ?? "";
  const record = readFileSync("docs/decisions/2026-11-23-first-paint.md", "utf8").split("\n## The controls whose taps are replayed")[1]?.split(/\n#/)[0] ?? "";
  const where = Object.fromEntries(found);
  expect(recordedNames(moduleComment), `tap-replay.ts's list; on the pages: ${JSON.stringify(where)}`).toEqual(onPages);
  expect(recordedNames(record), "docs/decisions/2026-11-23-first-paint.md's list").toEqual(onPages);
});
