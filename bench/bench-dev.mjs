// @ts-check
/* global window, document -- the page.evaluate callbacks run in the browser */
/**
 * `npm run bench:dev`: issue 28's budgets for the developers' loop, measured (not a timed test).
 *   - start: `npm run dev` started with no pre-bundled dependencies (as after `npm install`:
 *     node_modules/.vite removed) to the home page's first contentful paint in Chromium,
 *     the browser already open                                                  budget 5,000 ms
 *   - edit: a page's words changed on disk to the new words painted on the open page, without
 *     a reload (median of --edits=N)                                              budget 500 ms
 * Options: --runs=N (starts, default 3), --edits=N (default 5), --warm (keep node_modules/.vite).
 * BENCH_PORT (default 4297). Writes bench-results/dev.json.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS } from "./lighthouse-run.mjs";
import { median } from "./stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const RUNS = option("runs", 3);
const EDITS = option("edits", 5);
const WARM = args.includes("--warm");
const PORT = Number(process.env.BENCH_PORT ?? 4297);
const BASE = `http://localhost:${PORT}`;
const EDITED = "src/content/legal/en.ts";
const WORDS = '"Terms of Service"';

/** Starts `npm run dev`'s process; resolves when it is gone. */
function startDev() {
  const child = spawn(process.execPath, ["local-services/dev.mjs"], { env: { ...process.env, PORT: String(PORT), FORCE_COLOR: "0", LOCAL_SEED_COUNT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : (child.once("exit", resolve), child.kill("SIGTERM"))));
  return { child, stop, output: () => output };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROME_FLAGS.filter((f) => f !== "--headless=new") });
const original = readFileSync(EDITED, "utf8");
if (!original.includes(WORDS)) throw new Error(`${EDITED} no longer holds ${WORDS}: update bench/bench-dev.mjs`);
/** @type {number[]} */
const starts = [];
/** @type {number[]} */
const edits = [];
console.log(`Load average at start: ${loadavg().map((n) => n.toFixed(2)).join(" ")} (${WARM ? "warm" : "cold"} dependency cache)`);
try {
  for (let run = 1; run <= RUNS; run++) {
    if (!WARM) rmSync("node_modules/.vite", { recursive: true, force: true });
    const page = await browser.newPage();
    const started = Date.now();
    const dev = startDev();
    // The page as a developer opens it: retried until the server answers.
    for (;;) {
      try {
        await page.goto(BASE + "/", { timeout: 30_000 });
        break;
      } catch {
        if (Date.now() - started > 60_000) throw new Error(`npm run dev did not answer in 60 s:\n${dev.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const fcp = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN));
    starts.push(fcp - started);
    console.log(`  start ${run}/${RUNS}: ${Math.round(fcp - started)} ms to the first paint`);

    if (run === RUNS) {
      await page.goto(BASE + "/terms");
      await page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 30_000 });
      await page.evaluate(() => (/** @type {any} */ (window).__benchMarker = 1));
      for (let i = 1; i <= EDITS; i++) {
        const words = `Terms of Service ${i}`;
        const t0 = Date.now();
        writeFileSync(EDITED, original.replace(WORDS, JSON.stringify(words)));
        await page.waitForFunction((w) => document.querySelector("h1")?.textContent === w, words, { timeout: 10_000, polling: "raf" });
        edits.push(Date.now() - t0);
        console.log(`  edit ${i}/${EDITS}: ${Date.now() - t0} ms to the new words on screen`);
        await new Promise((r) => setTimeout(r, 300));
      }
      if ((await page.evaluate(() => /** @type {any} */ (window).__benchMarker)) !== 1) throw new Error("the page reloaded: the edits were not hot updates");
    }
    await page.close();
    await dev.stop();
  }
} finally {
  writeFileSync(EDITED, original);
  await browser.close();
}
const result = { date: new Date().toISOString(), load: loadavg(), warm: WARM, startMs: { median: median(starts), all: starts.map(Math.round) }, editMs: { median: median(edits), all: edits } };
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/dev.json", JSON.stringify(result, null, 2) + "\n");
const mark = (/** @type {number} */ v, /** @type {number} */ budget) => `${Math.round(v)} ms ${v <= budget ? "(budget " : "✗ (budget "}${budget} ms)`;
console.log(`\nnpm run dev to the first paint: median ${mark(result.startMs.median, 5000)} over ${RUNS} starts`);
console.log(`An edit on screen: median ${mark(result.editMs.median, 500)} over ${EDITS} edits`);
console.log(`Load average at end: ${loadavg().map((n) => n.toFixed(2)).join(" ")}. bench-results/dev.json`);
