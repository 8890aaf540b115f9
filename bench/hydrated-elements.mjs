// @ts-check
/* global window, document -- the evaluate callbacks run in the browser */
/**
 * `npm run bench:hydrated -- / /pricing [--base=<origin> …]`: how much of a page React has
 * hydrated once it has loaded and sat idle, before the visitor does anything, then after a first
 * touch (docs/decisions/2026-11-28-hydration-cost.md, session 5). Deterministic: a count of the
 * body's elements that carry React's fiber, at 390 px, 2.5 s after hydration (the page's
 * `window.__cxTaps === null`), not a timing. Each `--base` (default BASE or
 * http://localhost:4180) is measured, so a change and the code before it read side by side.
 * Beside the idle count, the hook states and effects React keeps for the whole tree (its fibers
 * walked from the document's root): the work every hydration and every re-render of the shell
 * repeats (session 6: React Router's links were three quarters of it).
 */
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const bases = args.filter((a) => a.startsWith("--base=")).map((a) => a.slice("--base=".length));
if (bases.length === 0) bases.push(process.env.BASE ?? "http://localhost:4180");
const paths = args.filter((a) => !a.startsWith("--"));
if (paths.length === 0) {
  console.error("Usage: npm run bench:hydrated -- /path [/other] [--base=<origin> …]   (against npm start)");
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const count = (/** @type {import("@playwright/test").Page} */ page) =>
  page.evaluate(() => {
    const all = [...document.body.querySelectorAll("*")];
    return `${all.filter((e) => Object.keys(e).some((k) => k.startsWith("__reactFiber"))).length}/${all.length}`;
  });

/** Hook states and effects of every function component in React's tree (a count, not a timing). */
const hooks = (/** @type {import("@playwright/test").Page} */ page) =>
  page.evaluate(() => {
    const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
    /** @type {any[]} */
    const stack = [key ? /** @type {any} */ (document)[key] : null];
    let states = 0;
    let effects = 0;
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      // Function components, forwardRef and memo: tags 0, 11 and 15 in React 19.
      if (fiber.tag === 0 || fiber.tag === 11 || fiber.tag === 15) {
        for (let hook = fiber.memoizedState; hook; hook = hook.next) {
          states++;
          const state = hook.memoizedState;
          if (state && typeof state === "object" && "create" in state && "tag" in state) effects++;
        }
      }
      stack.push(fiber.sibling, fiber.child);
    }
    return `${states} hook states, ${effects} effects`;
  });

console.log(`Elements React has hydrated (of the body's), 390 px: idle after load → after a first touch (on the page's top edge)`);
for (const path of paths) {
  const cells = [];
  for (const base of bases) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(base + path);
    await page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 60_000 });
    await page.waitForTimeout(2500);
    const idle = `${await count(page)} (${await hooks(page)})`;
    // A touch on the header's empty edge: a reach that taps nothing.
    await page.touchscreen.tap(200, 2);
    await page.waitForTimeout(1500);
    cells.push(`${base}: ${idle} → ${await count(page)}`);
    await page.close();
  }
  console.log(`${path}\n  ${cells.join("\n  ")}`);
}
await browser.close();
