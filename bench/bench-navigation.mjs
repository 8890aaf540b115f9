// @ts-check
/**
 * `npm run bench:navigation`: the second page at the speed of memory (issue 22,
 * docs/decisions/2026-11-25-navigation.md).
 *
 * Against a running `npm start` (BASE, default http://localhost:4180), at 1280 × 800 (the header's
 * links are on screen), slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower
 * CPU, for each link, interleaved in every run (a busy machine slows all three alike):
 *   - cold load: the target page loaded on its own, its largest contentful paint;
 *   - tap, not prefetched: the page `from`, hydrated, its link on screen for a second with
 *     viewport prefetch off (the visitor saves data: intent still counts, as a real tap's
 *     pointer events come first), tap -> the next page's h1 painted;
 *   - tap, prefetched: the same with viewport prefetch on;
 *   - tap on intent, a mouse and a finger: the prefetched tap with a visitor's pointer, in a browser
 *     that prerenders as it does for a visitor (bench/navigation-intent.mjs: Puppeteer; the
 *     Playwright taps above get no prerender, as a keyboard's Enter or a browser that declines to
 *     prerender get none): the mouse rests on the link 300 ms, presses, releases 100 ms later;
 *     the finger presses at once and releases 100 ms later. Timed from the release. "P n/m": the
 *     next page was prerendered in n of m runs;
 *   - the limit: the same tap with scripts off, so the browser loads the prerendered page over the
 *     connection already open (its first contentful paint; the h1 paints with it). A soft
 *     navigation that fetches anything can do little better than this;
 *   - the floor: the same tap with scripts off and no slow 4G (the page's HTML and CSS from the
 *     local server at once, as a prefetched or prerendered document comes from memory): the
 *     browser's own work for the new document at this CPU (commit, parse, style, layout, paint),
 *     which no prefetched tap of a document can beat. When it is over 200 ms, this machine's CPU
 *     makes the prefetched budget impossible, and the verdict says so.
 * "h1 painted": the new page's `#main h1` is in the document, then a frame and a task.
 * Medians of --runs (3) with the range, and the requests each tap made (prefetched and not),
 * from the tap until that paint (as seen by the test driver: a request or two the new page
 * starts right after its paint may be listed). Under the table, the verdict on issue 22's budgets
 * (bench/navigation-budgets.mjs): prefetched within 200 ms, not prefetched within half the cold
 * load, and each miss beside its limit.
 *
 * Cases: every header and footer link of /, /store -> each product, /airbnb-mexico -> its
 * offer page when it links to one (today its offer links are anchors on itself). Options: --runs=3  --only=store (cases whose from or to contains it)  --max=N
 *   --prefetched: the prefetched tap only (a quicker A/B of the prefetch queue);
 *   --h2: through HTTP/2 (bench/h2-front.mjs), as Cloudflare Pages and Netlify serve the site;
 *   --cpu=reference: the CPU slowed by 4 × this machine's benchmarkIndex / 1,100 instead of 4x, so
 *     that "4x" reads as on the issue-43 reference machine (bench/cpu-calibration.mjs); --cpu=<n>: n x.
 *     The benchmarkIndex is printed with the table either way;
 *   without it, `npm start`'s HTTP/1.1, six files at a time.
 */
import { chromium } from "@playwright/test";
import { startH2Front } from "./h2-front.mjs";
import { verdictLines } from "./navigation-budgets.mjs";
import { intentTap, launchIntentBrowser, POINTERS } from "./navigation-intent.mjs";
import { armPaintWatch, linkOnScreen, linkTo, navigationCpu, slowPhonePage, tapTime } from "./navigation-tap.mjs";
import { median } from "./stats.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const upstream = process.env.BASE ?? "http://localhost:4180";
const front = args.includes("--h2") ? await startH2Front(upstream) : null;
const base = front?.origin ?? upstream;
const runs = Number(option("runs") ?? 3);
const only = option("only");
const max = Number(option("max") ?? Infinity);
const prefetchedOnly = args.includes("--prefetched");
const cpu = await navigationCpu(args);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const intentBrowser = await launchIntentBrowser({ https: !!front });

/** A fresh, throttled page (cold cache): `slowPhonePage`, through the HTTP/2 front when there is one. */
const throttledPage = (/** @type {{ saveData?: boolean, scripts?: boolean, network?: boolean }} */ options = {}) => slowPhonePage(browser, { ...options, https: !!front, cpuRate: cpu.multiplier });

/** The cold load of `path`: its largest contentful paint, ms from navigation. */
async function coldLcp(/** @type {string} */ path) {
  const { context, page } = await throttledPage();
  await page.goto(new URL(path, base).href, { waitUntil: "load", timeout: 60_000 });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(NaN), 1000);
      }),
  );
  await context.close();
  return Math.round(/** @type {number} */ (lcp));
}

/** From `from`, the link to `to` on screen for a second, tap -> next page's h1 painted; and what the tap fetched. */
async function tap(/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ prefetch) {
  const { context, page } = await throttledPage({ saveData: !prefetch });
  const { link } = await linkOnScreen(page, { base, from, to });
  /** @type {string[]} */ const requests = [];
  let tapped = false;
  page.on("request", (r) => {
    if (tapped) requests.push(new URL(r.url()).pathname);
  });
  await armPaintWatch(page, to);
  tapped = true;
  await link.click();
  const ms = await tapTime(page, to);
  tapped = false; // what the new page's own links prefetch after it painted is not the tap's
  await context.close();
  return { ms: Math.round(ms), requests: requests.filter((p) => !p.startsWith("/images/") && !p.endsWith(".svg")) };
}

/**
 * The limit: from `from` with scripts off, the link on screen for a second, tap -> the new
 * document's first contentful paint (ms from its navigation's start, the tap). Polled from here:
 * with scripts off, no observer or timer of the page runs, and a small page's load event can come
 * before its first paint.
 */
async function tapWithoutScripts(/** @type {string} */ from, /** @type {string} */ to, { network = true } = {}) {
  const { context, page } = await throttledPage({ scripts: false, network });
  await page.goto(new URL(from, base).href, { waitUntil: "load", timeout: 60_000 });
  const link = linkTo(page, to);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await link.click();
  await page.waitForURL((u) => u.pathname === to, { waitUntil: "load", timeout: 60_000 });
  let fcp = NaN;
  for (let waited = 0; Number.isNaN(fcp) && waited < 10_000; waited += 50) {
    fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
    if (Number.isNaN(fcp)) await page.waitForTimeout(50);
  }
  await context.close();
  return Math.round(fcp);
}

/** The links to measure. */
async function cases() {
  const plain = await browser.newPage({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: !!front });
  const hrefs = async (/** @type {string} */ path, /** @type {string} */ selector) => {
    await plain.goto(new URL(path, base).href);
    const all = await plain.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    return [...new Set(all)].filter((h) => h.startsWith("/") && h !== path);
  };
  const list = [
    ...(await hrefs("/", "header a[href]:visible, footer a[href]")).map((to) => ({ from: "/", to })),
    ...(await hrefs("/store", "#main a[href^='/product/']")).map((to) => ({ from: "/store", to })),
    // The Mexico landing's offer links are anchors on itself (/airbnb-mexico/#offer): only a
    // link to the offer pages themselves, should one appear, is a navigation to measure.
    ...(await hrefs("/airbnb-mexico", "#main a[href*='oferta-airbnb-mexico'], #main a[href*='airbnb-mexico-offer']")).slice(0, 1).map((to) => ({ from: "/airbnb-mexico", to })),
  ];
  await plain.close();
  return list.filter((c) => !only || c.from.includes(only) || c.to.includes(only)).slice(0, max);
}

const range = (/** @type {number[]} */ xs) => xs.length === 0 ? "-" : `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`;
const short = (/** @type {string} */ p) => p.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "").replace(/\/store-api\/store\/[^/]+\//, "store-api:");

const list = await cases();
/** @type {import("./navigation-budgets.mjs").Row[]} */ const medians = [];
console.log(`Navigation, slow 4G, ${cpu.line}, 1280 × 800, median of ${runs} (range) in ms — ${front ? `HTTP/2 in front of ${upstream}` : `${base}, HTTP/1.1`}`);
console.log("| From -> to | cold load (LCP) | tap, not prefetched | tap, prefetched | on intent: a mouse | on intent: a finger | tap without scripts (the limit) | the same from memory (the floor) | requests after the tap (not prefetched / prefetched) |\n|---|---|---|---|---|---|---|---|---|");
for (const { from, to } of list) {
  /** @type {number[]} */ const lcp = [];
  /** @type {number[]} */ const cold = [];
  /** @type {number[]} */ const warm = [];
  /** @type {number[]} */ const limit = [];
  /** @type {number[]} */ const floor = [];
  /** @type {Record<keyof typeof POINTERS, { ms: number[], prerendered: number }>} */
  const intent = { mouse: { ms: [], prerendered: 0 }, finger: { ms: [], prerendered: 0 } };
  /** @type {string[]} */ let coldRequests = [];
  /** @type {string[]} */ let warmRequests = [];
  for (let i = 0; i < runs; i++) {
    if (!prefetchedOnly) {
      lcp.push(await coldLcp(to));
      const c = await tap(from, to, false);
      cold.push(c.ms);
      coldRequests = c.requests;
    }
    const w = await tap(from, to, true);
    warm.push(w.ms);
    warmRequests = w.requests;
    for (const pointer of /** @type {(keyof typeof POINTERS)[]} */ (Object.keys(POINTERS))) {
      const t = await intentTap(intentBrowser, { base, from, to, cpuRate: cpu.multiplier, ...POINTERS[pointer] });
      intent[pointer].ms.push(t.ms);
      if (t.prerendered) intent[pointer].prerendered += 1;
    }
    if (!prefetchedOnly) limit.push(await tapWithoutScripts(from, to));
    floor.push(await tapWithoutScripts(from, to, { network: false }));
  }
  const reqs = (/** @type {string[]} */ r) => (r.length ? `${r.length}: ${r.map(short).join(", ")}` : "0");
  const onIntent = (/** @type {keyof typeof POINTERS} */ p) => `${range(intent[p].ms)} P ${intent[p].prerendered}/${intent[p].ms.length}`;
  medians.push({ case: `${from} -> ${to}`, lcp: median(lcp), cold: median(cold), prefetched: median(warm), limit: median(limit), floor: median(floor), mouse: median(intent.mouse.ms), finger: median(intent.finger.ms) });
  console.log(`| ${from} -> ${to} | ${range(lcp)} | ${range(cold)} | ${range(warm)} | ${onIntent("mouse")} | ${onIntent("finger")} | ${range(limit)} | ${range(floor)} | ${reqs(coldRequests)} / ${reqs(warmRequests)} |`);
}
console.log(`\n${verdictLines(medians).join("\n")}\n(${cpu.line})`);
await browser.close();
await intentBrowser.close();
await front?.close();
