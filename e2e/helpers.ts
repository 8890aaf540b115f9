import AxeBuilder from "@axe-core/playwright";
import { localTeamTotpSecret, totpCode } from "../local-services/supabase/auth.mjs";
import { expect, type Page } from "@playwright/test";

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Collects console errors and any request that leaves for another host. */
export function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && !url.protocol.startsWith("data")) foreignRequests.push(req.url());
  });
  return { consoleErrors, foreignRequests };
}

/**
 * Network idle again, after something done to an open page (Playwright's `networkidle` is the
 * first load's alone): `settled()` resolves once no request the page made since this call is in
 * flight and none has started or ended for `quietMs` (networkidle's own 500 ms).
 */
export function networkQuiet(page: Page, quietMs = 500) {
  const inFlight = new Set<unknown>();
  let last = Date.now();
  const started = (req: unknown) => {
    inFlight.add(req);
    last = Date.now();
  };
  const ended = (req: unknown) => {
    inFlight.delete(req);
    last = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async settled() {
      await expect.poll(() => inFlight.size === 0 && Date.now() - last >= quietMs, { ...FIRST_LOAD, intervals: [100] }).toBe(true);
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}

/** The toast region's text (one toast at a time). */
export async function expectToast(page: Page, title: string | RegExp) {
  await expect(page.getByRole("region", { name: /notifications|notificaciones/i }).getByText(title).first()).toBeVisible();
}

/** First paint of a page can be slow on a busy machine: wait for it once, generously. */
export const FIRST_LOAD = { timeout: 20_000 };

/**
 * Holds every script of the page until `release()`, as a slow phone gets them after the first
 * paint (the before-hydration and first-paint specs); `painted()` resolves once the page asked for them.
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let asked = 0;
  await page.route("**/assets/*.js", async (route) => {
    asked++;
    await gate;
    await route.continue();
  });
  return {
    release,
    /** The page asked for its scripts (after load and first paint) and has none yet. */
    async painted() {
      await expect.poll(() => asked, FIRST_LOAD).toBeGreaterThan(0);
    },
  };
}

/**
 * The page is hydrated (React handles its controls, client-side navigation is on): the shell
 * has replayed the taps kept before hydration and stopped keeping them (tap-replay.ts).
 * Prerendered pages are visible, and their links work, well before that.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __cxTaps?: unknown }).__cxTaps === null, null, FIRST_LOAD);
}

/**
 * The page's serious and critical axe findings, as "rule: targets" (an empty list passes).
 * Legacy mode runs axe in the page in one pass instead of frame by frame with serialised partial
 * results: half the time (1.4 vs 2.7 s a page here), the same findings on pages whose only frame
 * (the workspace video) loads on a click. Only the violations are read, so only they are
 * gathered in full (`resultTypes`): every rule still runs on every node, and a quarter of axe's
 * time, spent listing the nodes that passed, goes (0.30 → 0.23 s a page, 64 pages).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The local team account: password, then the TOTP code from its enrolled secret (the stand-in's). */
export const TEAM_ACCOUNT = { email: "team@cxfusion.example", password: "local-team-password", totpSecret: localTeamTotpSecret(process.env) };

/**
 * Signs in on a team page as a person does: e-mail and password, then (for an account with an
 * authenticator app) the 6-digit code, generated here from the enrolled secret.
 */
export async function signInTeamPage(page: Page, who: { email: string; password: string; totpSecret?: string } = TEAM_ACCOUNT) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (!who.totpSecret) return;
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible(FIRST_LOAD);
  await page.getByLabel("6-digit code").fill(totpCode(who.totpSecret));
  await page.getByRole("button", { name: "Verify" }).click();
}

/** One of the site's own cookies as the page sees it (`document.cookie`), or null. */
export async function pageCookie(page: Page, name: string): Promise<string | null> {
  return page.evaluate((n) => document.cookie.split("; ").find((c) => c.startsWith(`${n}=`))?.slice(n.length + 1) ?? null, name);
}
