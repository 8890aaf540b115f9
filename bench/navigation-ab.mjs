// @ts-check
/**
 * `npm run bench:navigation-ab -- --a=URL --b=URL /from>/to …`: the same taps against two running
 * servers (two builds, or one build with a header changed), interleaved run by run, so that a
 * busy machine slows both alike (issue 22, docs/decisions/2026-11-25-navigation.md). The bench's
 * conditions and measure (bench/navigation-tap.mjs): 1280 × 800, slow 4G, 4× CPU, the link on
 * screen for a second, tap -> the next page's h1 painted.
 *
 * Options: --a=http://localhost:4180 (before)  --b=… (after)  --runs=7
 *          --prefetched (viewport prefetch on; without it the bench's "not prefetched" tap, as
 *          Save-Data turns viewport prefetch off)
 *          --h2 (each server through its own HTTP/2 front, as the hosts serve the site)
 * Prints, per case, each side's median and runs, and the difference of the medians (B - A).
 */
import { chromium } from "@playwright/test";
import { startH2Front } from "./h2-front.mjs";
import { armPaintWatch, linkOnScreen, navigationCpu, slowPhonePage, tapTime } from "./navigation-tap.mjs";
import { median } from "./stats.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const h2 = args.includes("--h2");
const prefetched = args.includes("--prefetched");
const runs = Number(option("runs") ?? 7);
// --cpu=reference (or a number): the CPU as the issue-43 reference machine's 4x (bench/navigation-tap.mjs).
const cpu = await navigationCpu(args);
const upstreams = [option("a"), option("b")];
const cases = args.filter((a) => !a.startsWith("--")).map((c) => c.split(">"));
if (!upstreams[0] || !upstreams[1] || cases.length === 0 || cases.some((c) => c.length !== 2)) {
  console.error("Usage: npm run bench:navigation-ab -- --a=http://localhost:4180 --b=http://localhost:4181 [--runs=7] [--prefetched] [--h2] '/from>/to' …");
  process.exit(2);
}
const fronts = h2 ? await Promise.all(upstreams.map((u) => startH2Front(/** @type {string} */ (u)))) : [];
const bases = h2 ? fronts.map((f) => f.origin) : /** @type {string[]} */ (upstreams);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** One tap from `from` to `to` on `base`, in a fresh throttled context (cold cache): ms. */
async function tap(/** @type {string} */ base, /** @type {string} */ from, /** @type {string} */ to) {
  const { context, page } = await slowPhonePage(browser, { saveData: !prefetched, https: h2, cpuRate: cpu.multiplier });
  const { link } = await linkOnScreen(page, { base, from, to });
  await armPaintWatch(page, to);
  await link.click();
  const ms = await tapTime(page, to);
  await context.close();
  return Math.round(ms);
}

console.log(`${prefetched ? "Prefetched" : "Not prefetched"} taps, ${h2 ? "HTTP/2" : "HTTP/1.1"}, slow 4G, ${cpu.line}, median of ${runs}: A ${upstreams[0]}, B ${upstreams[1]}`);
for (const [from, to] of cases) {
  /** @type {number[][]} */ const ms = [[], []];
  for (let i = 0; i < runs; i++) for (const side of [0, 1]) ms[side]?.push(await tap(/** @type {string} */ (bases[side]), /** @type {string} */ (from), /** @type {string} */ (to)));
  const [a = [], b = []] = ms;
  console.log(`${from} -> ${to}: A ${median(a)} (${a.join(", ")}), B ${median(b)} (${b.join(", ")}), B - A ${median(b) - median(a)}`);
}
await browser.close();
for (const f of fronts) await f.close();
