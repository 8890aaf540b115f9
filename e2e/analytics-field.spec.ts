import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { E2E_GA4_ID, RUN_COOKIE } from "./analytics-ids";

/**
 * Field data through the local view of every hit (/local-analytics, issue 44 items 2-3), on the
 * build with analytics ids (project `analytics`, playwright.config.ts): real Core Web Vitals and
 * failures as GA4 `exception` events, only after consent. Each test reads only its own hits: its
 * browser carries a run id the stand-in stores with each hit (the `local-analytics-run` cookie).
 */

type Hit = { seq: number; tool: "ga4" | "meta"; event: string; params: Record<string, unknown>; consent: Record<string, string>; page: string; id: string | null };

async function startRun(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const run = randomUUID();
  await context.addCookies([{ name: RUN_COOKIE, value: run, url: baseURL ?? "http://localhost" }]);
  return run;
}

async function hitsOf(request: APIRequestContext, run: string): Promise<Hit[]> {
  const res = await request.get(`/local-analytics/api/hits?run=${encodeURIComponent(run)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Hit[];
}

async function accept(page: Page) {
  await page.getByRole("dialog", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
}

const granted = { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" };

test.describe("field data @analytics", () => {
  test("Core Web Vitals arrive after consent, never before, with the guide's parameters", async ({ page, context, request, baseURL }) => {
    const run = await startRun(context, baseURL);
    const asked: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Cookie consent" })).toBeVisible();
    // An interaction and some time before any choice: nothing leaves, no tag or web-vitals chunk loads.
    await page.getByRole("heading", { level: 1 }).click();
    await page.waitForTimeout(1500);
    expect(await hitsOf(request, run)).toEqual([]);
    expect(asked.filter((p) => p.startsWith("/local-analytics") || /field-vitals|web-vitals/.test(p))).toEqual([]);

    await accept(page);
    await expect.poll(async () => (await hitsOf(request, run)).some((h) => h.event === "page_view")).toBe(true);
    await expect.poll(() => asked.some((p) => /\/assets\/field-vitals-/.test(p)), { timeout: 10_000 }).toBe(true);
    // An interaction to measure (INP), then the page goes away: web-vitals reports on pagehide.
    await page.getByRole("heading", { level: 1 }).click();
    await page.waitForTimeout(300);
    await page.goto("/terms");

    await expect
      .poll(async () => (await hitsOf(request, run)).filter((h) => ["LCP", "CLS", "INP"].includes(h.event)).map((h) => h.event).sort(), { timeout: 15_000 })
      .toEqual(["CLS", "INP", "LCP"]);
    const vitals = (await hitsOf(request, run)).filter((h) => ["LCP", "CLS", "INP"].includes(h.event));
    for (const h of vitals) {
      expect(h.tool).toBe("ga4");
      expect(h.id).toBe(E2E_GA4_ID);
      expect(h.consent).toEqual(granted);
      expect(h.page).toBe("/");
      expect(h.params).toMatchObject({ page_type: "home", device_class: "desktop", navigation_type: "navigate" });
      expect(typeof h.params.metric_id).toBe("string");
      expect(h.params.metric_value).toEqual(expect.any(Number));
      expect(h.params.value).toBe(h.params.metric_delta);
      expect(["good", "needs-improvement", "poor"]).toContain(h.params.metric_rating);
    }
    expect(vitals.find((h) => h.event === "LCP")?.params.debug_target).toEqual(expect.any(String));
    // INP's target is the slowest interaction's: the banner's Accept button may be it, gone from the page since (no selector then).
    expect(vitals.find((h) => h.event === "INP")?.params.interaction_type).toBe("pointer");
  });

  test("a rejected visitor sends nothing and loads no tag", async ({ page, context, request, baseURL }) => {
    const run = await startRun(context, baseURL);
    const asked: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.route("**/store-api/**", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto("/store");
    await page.getByRole("dialog", { name: "Cookie consent" }).getByRole("button", { name: "Reject" }).click();
    await page.goto("/");
    await page.waitForTimeout(1500);
    expect(await hitsOf(request, run)).toEqual([]);
    expect(asked.filter((p) => p.startsWith("/local-analytics") || /field-vitals/.test(p))).toEqual([]);
  });

  test("a route chunk that does not load is an exception", async ({ page, context, request, baseURL }) => {
    const run = await startRun(context, baseURL);
    // The pricing page's code is gone (a deploy removed it, say): neither a prefetch nor the tap gets it.
    await page.route(/\/assets\/pricing-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    await page.goto("/terms");
    await accept(page);
    await expect.poll(async () => (await hitsOf(request, run)).some((h) => h.event === "page_view")).toBe(true);
    await page.locator('a[href="/pricing"]').first().click();
    await expect
      .poll(async () => (await hitsOf(request, run)).filter((h) => h.event === "exception").map((h) => h.params), { timeout: 15_000 })
      .toContainEqual({ description: "chunk failed to load: pricing", fatal: false });
    const exception = (await hitsOf(request, run)).find((h) => h.event === "exception")!;
    expect(exception.consent).toEqual(granted);
  });

  test("a service that does not answer is an exception, with no address in it", async ({ page, context, request, baseURL }) => {
    const run = await startRun(context, baseURL);
    await page.goto("/terms");
    await accept(page);
    await page.route("**/store-api/**", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto("/store?utm_source=mail&email=someone%40example.com");
    await expect
      .poll(async () => (await hitsOf(request, run)).filter((h) => h.event === "exception").map((h) => h.params), { timeout: 15_000 })
      .toEqual([{ description: "service did not answer: service", fatal: false }]);
    const exception = (await hitsOf(request, run)).find((h) => h.event === "exception")!;
    expect(exception.consent).toEqual(granted);
    expect(JSON.stringify(exception.params)).not.toMatch(/store-api|example\.com|utm/);
  });
});
