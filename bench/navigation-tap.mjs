// @ts-check
/* global window, document, location, requestAnimationFrame, MutationObserver, addEventListener, innerHeight -- callbacks run in the browser */
import { cpuSetting, describeCpu, measureBenchmarkIndex } from "./cpu-calibration.mjs";
/**
 * What `bench:navigation` and `trace:navigation` share: the bench's conditions (slow 4G, a 4x
 * slower CPU), the link to `to` a page shows, and the watch that times a tap to the next page's h1
 * painted. One definition, so the trace explains exactly what the bench measures.
 */

/** Slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up (bytes per second, as CDP takes them). */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Slow 4G (`SLOW_4G`) and a slower CPU (4x unless `cpuRate` says
 * otherwise: `--cpu=reference`, bench/cpu-calibration.mjs), on a page's CDP session.
 */
export async function emulateSlowPhone(/** @type {import("@playwright/test").CDPSession} */ cdp, cpuRate = 4, { network = true } = {}) {
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
}

/**
 * The CPU slowdown the navigation benches run with, from their `--cpu=` option, as the
 * Lighthouse benches read it (bench/cpu-calibration.mjs): `default` 4x, `reference` 4 × this
 * machine's benchmarkIndex / 1,100 (the machine under 4x), or a number. The
 * benchmarkIndex is measured either way, to be printed beside every figure.
 * @param {string[]} args the command's arguments
 */
export async function navigationCpu(args) {
  const value = args.find((a) => a.startsWith("--cpu="))?.split("=")[1];
  const index = await measureBenchmarkIndex();
  const cpu = await cpuSetting(value, async () => index);
  return { ...cpu, benchmarkIndex: index, line: `${describeCpu({ ...cpu, benchmarkIndex: index })}; this machine's benchmarkIndex ${index}` };
}

/**
 * Every page of `context` says Save-Data (`navigator.connection`): the link prefetcher keeps to
 * intent (src/lib/prefetch.ts), as for the bench's tap "not prefetched".
 */
export async function emulateSaveData(/** @type {import("@playwright/test").BrowserContext} */ context) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }), configurable: true });
  });
}

/**
 * A fresh page in a context of its own (cold cache) at 1280 × 800 (the header's links on screen),
 * slow 4G and 4x CPU, with its CDP session. `saveData`: viewport prefetch off; `scripts: false`:
 * the limit's page; `https`: behind an HTTP/2 front's self-signed certificate.
 * @param {import("@playwright/test").Browser} browser
 * `cpuRate`: the CPU slowdown (`navigationCpu`); `network: false`: no slow 4G (the page's files
 * come from the local server at once, as a prefetched document comes from memory).
 * @param {{ saveData?: boolean, scripts?: boolean, https?: boolean, cpuRate?: number, network?: boolean }} [options]
 */
export async function slowPhonePage(browser, { saveData = false, scripts = true, https = false, cpuRate = 4, network = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: https, javaScriptEnabled: scripts });
  if (saveData) await emulateSaveData(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp, cpuRate, { network });
  return { context, page, cdp };
}

/**
 * The bench's moment before a tap: `from` loaded and hydrated, then its link to `to` on screen for
 * a second (`beforeWait` runs once it is on screen). Resolves to the link and when hydration ended.
 * @param {import("@playwright/test").Page} page
 * @param {{ base: string, from: string, to: string, beforeWait?: () => Promise<unknown> }} tap
 */
export async function linkOnScreen(page, { base, from, to, beforeWait }) {
  await page.goto(new URL(from, base).href, { waitUntil: "load", timeout: 60_000 });
  await hydrated(page);
  const hydratedAt = /** @type {number} */ (await page.evaluate(() => performance.now()));
  const link = linkTo(page, to);
  await link.scrollIntoViewIfNeeded();
  await beforeWait?.();
  await page.waitForTimeout(1000);
  return { link, hydratedAt };
}

/** Resolves once the page has hydrated (`window.__cxTaps` is null: src/components/layout/tap-replay.ts). */
export const hydrated = (/** @type {import("@playwright/test").Page} */ page) =>
  page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 60_000, polling: 50 });

/** The visible link to `to` in the page's main area, header or footer. */
export const linkTo = (/** @type {import("@playwright/test").Page} */ page, /** @type {string} */ to) =>
  page.locator(`#main a[href="${to}"], header a[href="${to}"], footer a[href="${to}"]`).filter({ visible: true }).first();

/**
 * Arms the watch before the tap: `window.__navTap` is the click's time, `window.__navPainted`
 * resolves once `to`'s `#main h1` is in the document, then a frame with it on screen and a task
 * (marks "tap", "h1" and "painted" for a trace). Read both after the click; the difference is the tap's time.
 */
export function armPaintWatch(/** @type {import("@playwright/test").Page} */ page, /** @type {string} */ to) {
  return page.evaluate((target) => {
    const w = /** @type {any} */ (window);
    const old = document.querySelector("#main h1");
    w.__navPainted = new Promise((resolve) => {
      setTimeout(() => resolve(NaN), 30_000);
      const check = () => {
        const h1 = document.querySelector("#main h1");
        if (location.pathname !== target || !h1 || h1 === old) return false;
        performance.mark("h1");
        // On screen, not only in the document: a page drawn at the position the last one was
        // left at shows its h1 only once it has scrolled to the top.
        const onScreen = () => {
          const box = h1.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        };
        const frame = () =>
          onScreen()
            ? setTimeout(() => {
                performance.mark("painted");
                resolve(performance.now());
              }, 0)
            : requestAnimationFrame(frame);
        requestAnimationFrame(frame);
        return true;
      };
      const mo = new MutationObserver(() => check() && mo.disconnect());
      mo.observe(document.body, { childList: true, subtree: true });
    });
    // The tap is the visitor's release of the pointer: the pointerup's time, which the browser's
    // click carries too. Not the click alone: a page may pass a click on, dispatched anew later in
    // the same task (src/components/layout/tap-transition.ts), and only that one may reach a listener.
    const tapAt = (/** @type {Event} */ e) => {
      if (w.__navTap !== undefined) return;
      w.__navTap = e.timeStamp;
      performance.mark("tap", { startTime: e.timeStamp });
      // For a tap that loads a new document (a link of an islands page): its time on the clock
      // both documents share, kept where the next one can read it (tapTime).
      try {
        sessionStorage.setItem("__navTapEpoch", String(performance.timeOrigin + e.timeStamp));
      } catch {
        /* no storage: tapTime then reads no document navigation */
      }
    };
    addEventListener("pointerup", tapAt, { capture: true, once: true });
    addEventListener("click", tapAt, { capture: true, once: true });
  }, to);
}

/**
 * The tap's time in ms: to the next page's h1 painted in the same document (a client navigation,
 * `armPaintWatch`), or, when the tap loaded a new document (a link of an islands page, decision
 * 2026-11-28-islands), to that document's first contentful paint with its h1 in it, on the clock
 * both documents share (`performance.timeOrigin`).
 */
export async function tapTime(/** @type {import("@playwright/test").Page} */ page, /** @type {string | undefined} */ to = undefined) {
  try {
    const inPage = await page.evaluate(paintInPage);
    if (inPage !== null) return inPage;
  } catch {
    /* the document went away while its paint was awaited: a new document */
  }
  if (to) await page.waitForURL((u) => u.pathname === to, { timeout: 30_000 });
  await page.waitForFunction(documentPainted, null, { timeout: 30_000 });
  return page.evaluate(paintOfDocument);
}

/*
 * The three reads `tapTime` makes in the page, shared with the taps driven through Puppeteer
 * (navigation-intent.mjs), whose waits take their arguments the other way round.
 */

/** In the page: ms from the tap to the h1 painted in this document (`armPaintWatch`), or null when it watched no tap. */
export async function paintInPage() {
  const w = /** @type {any} */ (window);
  return w.__navPainted === undefined ? null : /** @type {number} */ (await w.__navPainted) - /** @type {number} */ (w.__navTap);
}

/** In the page: whether a new document has painted with its h1 (and is shown: not a prerender still waiting). */
export function documentPainted() {
  return !(/** @type {any} */ (document).prerendering) && performance.getEntriesByName("first-contentful-paint").length > 0 && !!document.querySelector("#main h1");
}

/** In the page: ms from the tap, as the page it was made on kept it, to this document's first contentful paint. */
export function paintOfDocument() {
  return performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN) - Number(sessionStorage.getItem("__navTapEpoch"));
}
