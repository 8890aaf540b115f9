import { expect, test } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { VIEWPORTS } from "./helpers";
import { P } from "./store-fixtures";

/**
 * Budgets of the store pages (issue: store): no layout shift (CLS 0, images carry
 * width/height and sit in aspect boxes) and at most 150 KB of gzipped JavaScript on first load.
 *
 * First-load JS is what the router must load to render the page: the route manifest, the
 * client entry and its imports, and the module and imports of every matched route (root and
 * the page). For a prerendered page that is the set its HTML preloads; for /product/:id (the
 * SPA fallback) it adds the route chunk the fallback HTML cannot name. Chunks fetched later,
 * on idle or on interaction (the shell's menu and toasts, the cart drawer), are reported as
 * "all JS until idle" but not budgeted. The store and the prerendered products are islands pages
 * (decision 2026-11-28-islands): no router and no manifest; their first load is every script
 * asked for before their islands are live (`__cxTaps` null: the boot's modules, the entry, the
 * islands' own chunks and their imports).
 * The figures are printed, so a run doubles as the measurement:
 *   BUILD_DIR=build E2E_PORT=4180 npx playwright test e2e/store-budgets.spec.ts
 */
const JS_BUDGET_BYTES = 150 * 1024;

const PAGES = [
  { name: "/store", url: "/store", ready: "[data-testid=product-card] img" },
  { name: "/product/:id", url: `/product/${P.welcomeBook}`, ready: "[data-testid=gallery] img" },
];

test.describe.configure({ timeout: 60_000 });

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  for (const p of PAGES) {
    test(`${p.name} at ${viewport.width} px: CLS 0 and first-load JS within ${JS_BUDGET_BYTES / 1024} KB gzip`, async ({ page }) => {
      test.info().annotations.push({ type: "viewport", description: vpName });
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (entry.hadRecentInput) continue;
            w.__cls += entry.value;
            w.__shifts.push(
              `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))).join(" | ")}`,
            );
          }
        }).observe({ type: "layout-shift", buffered: true });
        // When the page is live (tap-replay.ts sets __cxTaps to null): an islands page's first load ends there.
        let taps: unknown;
        Object.defineProperty(window, "__cxTaps", {
          configurable: true,
          get: () => taps,
          set: (v: unknown) => {
            taps = v;
            if (v === null) (window as unknown as { __liveAt?: number }).__liveAt ??= performance.now();
          },
        });
      });

      const scripts = new Map<string, Promise<Buffer>>();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script" && res.ok() && !scripts.has(res.url())) scripts.set(res.url(), res.body());
      });

      await page.goto(p.url, { waitUntil: "networkidle" });
      await expect(page.locator(p.ready).first()).toBeVisible({ timeout: 20_000 });
      // Every image above the fold has loaded and been laid out.
      await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== "lazy").every((i) => i.complete));
      await page.waitForTimeout(1000);

      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      const firstLoad = await page.evaluate(() => {
        if (document.documentElement.hasAttribute("data-islands")) {
          const liveAt = (window as unknown as { __liveAt?: number }).__liveAt ?? Infinity;
          const asked = performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType !== "img" && /\.js$/.test(new URL(e.name).pathname) && e.startTime <= liveAt);
          return [...new Set(asked.map((e) => new URL(e.name).pathname))];
        }
        type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> };
        const w = window as unknown as { __reactRouterManifest: Manifest; __reactRouterDataRouter: { state: { matches: { route: { id: string } }[] } } };
        const m = w.__reactRouterManifest;
        const files = [m.entry.module, ...m.entry.imports];
        for (const { route } of w.__reactRouterDataRouter.state.matches) {
          const r = m.routes[route.id];
          if (r) files.push(r.module, ...(r.imports ?? []));
        }
        return [...new Set(files)];
      });
      const measured = await Promise.all(
        [...scripts.entries()].map(async ([url, body]) => ({ path: new URL(url).pathname, gz: gzipSync(await body, { level: 9 }).length })),
      );
      const isFirstLoad = (path: string) => firstLoad.includes(path) || /\/assets\/manifest-[^/]+\.js$/.test(path);
      const missing = firstLoad.filter((f) => !measured.some((b) => b.path === f));
      expect(missing, "first-load modules the page never fetched").toEqual([]);
      const gzip = measured.filter((b) => isFirstLoad(b.path)).reduce((n, b) => n + b.gz, 0);
      const allGzip = measured.reduce((n, b) => n + b.gz, 0);
      console.log(
        `[budget] ${p.name} @${viewport.width}px: CLS ${cls.toFixed(4)}; first-load JS ${(gzip / 1024).toFixed(1)} KB gzip ` +
          `(${measured.filter((b) => isFirstLoad(b.path)).length} files); all JS until idle ${(allGzip / 1024).toFixed(1)} KB (${measured.length} files)`,
      );
      expect(shifts, "layout shifts").toEqual([]);
      expect(cls).toBe(0);
      expect(gzip).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    });
  }
}
