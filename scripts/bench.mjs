// @ts-check
/**
 * `npm run bench`: the foundation's budgets, measured (not a timed test).
 * - `npm run build` (production mode, example configuration) wall time: budget 60 s.
 * - First-load JavaScript and CSS per page, gzip: budgets 130 KB JS (150 KB store pages), 20 KB CSS.
 * - CLS while loading and scrolling each page in Chromium: budget 0.
 * - Lighthouse 12.8 mobile on key pages: Performance >= 95; Accessibility, Best Practices, SEO 100.
 * Options: --pages=/,/terms  --skip-build  --skip-lighthouse
 */
import { execFile, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const run = promisify(execFile);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(`--${name}`);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

const DEFAULT_PAGES = ["/", "/terms", "/pricing", "/airbnb-launch-kit", "/store", "/product/prod_01JCX0WELCOMEBOOK00000002", "/airbnb-mexico", "/subscribe"];
const PORT = Number(process.env.BENCH_PORT ?? 4290);
const BUILD_DIR = "build-bench";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const results = { date: new Date().toISOString(), build: /** @type {Record<string, number>} */ ({}), pages: /** @type {any[]} */ ([]) };

/** Example values for every production variable, so the production build can be timed. */
function exampleEnv() {
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of readFileSync(".env.example", "utf8").split("\n")) {
    const m = /^(VITE_[A-Z0-9_]+)=(.*)$/.exec(line);
    if (m?.[1]) env[m[1]] = m[2] || "example";
  }
  return env;
}

async function timeBuild() {
  const started = Date.now();
  await run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    env: { ...process.env, ...exampleEnv(), BUILD_DIR: "build-bench-prod", NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  results.build.productionSeconds = (Date.now() - started) / 1000;
}

async function buildLocal() {
  const { localEnv } = await import("../local-services/local-env.mjs");
  await run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    env: { ...process.env, ...localEnv, BUILD_DIR, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
}

function startServer() {
  const child = spawn(process.execPath, ["local-services/start.mjs", "--no-build"], {
    env: { ...process.env, PORT: String(PORT), BUILD_DIR },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve) => {
    child.stdout.on("data", (d) => {
      if (String(d).includes("Site running")) resolve(child);
    });
  });
}

const gz = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function measurePage(/** @type {import("@playwright/test").Browser} */ browser, /** @type {string} */ pagePath) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  page.on("request", (req) => {
    const u = new URL(req.url());
    if (u.port !== String(PORT)) return;
    if (u.pathname.endsWith(".js")) js.add(u.pathname);
    if (u.pathname.endsWith(".css")) css.add(u.pathname);
  });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (globalThis);
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries())) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto(`http://localhost:${PORT}${pagePath}`, { waitUntil: "networkidle" });
  // First-load JS: the scripts the HTML itself asks for (module preloads and the entry
  // imports), i.e. what must arrive before the page is interactive. Chunks fetched later
  // (on idle or on interaction) are reported separately as allJs.
  const html = (await response?.text()) ?? "";
  const firstLoad = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ""));
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(800);
  const cls = await page.evaluate(() => /** @type {any} */ (globalThis).__cls);
  await context.close();
  const file = (/** @type {string} */ p) => path.join(BUILD_DIR, "client", p);
  const sum = (/** @type {string[]} */ list) => list.filter((p) => existsSync(file(p))).reduce((n, p) => n + gz(file(p)), 0);
  const jsGzip = sum([...firstLoad]);
  const allJsGzip = sum([...new Set([...js, ...firstLoad])]);
  const cssGzip = [...css].filter((p) => existsSync(file(p))).reduce((n, p) => n + gz(file(p)), 0);
  return { path: pagePath, jsFiles: firstLoad.size, jsGzipKB: +(jsGzip / 1024).toFixed(1), allJsGzipKB: +(allJsGzip / 1024).toFixed(1), cssGzipKB: +(cssGzip / 1024).toFixed(1), cls: +cls.toFixed(4) };
}

async function lighthouse(/** @type {string} */ pagePath) {
  const out = path.join("bench-results", `lighthouse${pagePath.replace(/\//g, "_") || "_home"}.json`);
  await run(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      `http://localhost:${PORT}${pagePath}`,
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (/** @type {string} */ c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    lhCls: +(report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(4),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
  };
}

mkdirSync("bench-results", { recursive: true });
if (!flag("skip-build")) {
  console.log("Timing the production build (npm run build, example configuration)…");
  await timeBuild();
  console.log(`  ${results.build.productionSeconds?.toFixed(1)} s (budget 60 s)`);
}
console.log("Building the local site…");
await buildLocal();
const server = /** @type {import("node:child_process").ChildProcess} */ (await startServer());
const pages = option("pages")?.split(",") ?? DEFAULT_PAGES;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROME_FLAGS.slice(1) });
try {
  for (const p of pages) {
    const row = await measurePage(browser, p);
    if (!flag("skip-lighthouse")) Object.assign(row, await lighthouse(p));
    results.pages.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
writeFileSync("bench-results/bench.json", JSON.stringify(results, null, 2));
console.log("\nBudgets: JS <= 130 KB gzip (store pages 150), CSS <= 20 KB gzip, CLS 0, Lighthouse perf >= 95, others 100, build < 60 s");
console.table(results.pages);
if (results.build.productionSeconds) console.log(`production build: ${results.build.productionSeconds.toFixed(1)} s`);
