// @ts-check
/**
 * `npm run bench:signup-mail`: a sign-up as a visitor makes it, from the click on the form's button
 * to the confirmation mail in the local inbox (issue 42's budget: 2 s), behind a network of L ms
 * between the site and its services (Supabase is 50-150 ms from a visitor; every local service
 * answers after L ms, the Edge Function's own calls to the database and to the mail API included,
 * as they would cross the network too).
 *
 * Serves the last build (`npm run build:local` first, or BUILD_DIR) with `npm start`'s server,
 * opens /subscribe and /es/suscribirse in Chromium (each run a fresh page and a new address),
 * types an address, clicks at once (as soon as the form is on screen: the Turnstile token may
 * still be on its way, which is part of the visitor's wait), then polls the mail stand-in's JSON
 * view every 20 ms until the mail is there. Prints, per language, the median (min-max) of:
 *   click → toast    what the visitor reads on the page
 *   click → mail     the mail in the inbox                                  budget 2,000 ms
 * and the machine's Lighthouse benchmarkIndex beside them.
 *
 * Then the burst: 300 distinct sign-ups from one client address (X-Forwarded-For), sent to the
 * `signup` function over HTTP, four at a time, within ten minutes (a carrier's NAT during a
 * campaign): how many were refused (budget: none) and how long the burst took.
 *
 * Options: --runs=5 --latency=100 --port=4293 --burst=300 (0 skips it). BUILD_DIR picks the build.
 * Writes bench-results/signup-mail.json; exits 1 when a budget is missed.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { benchmarkIndex } from "./benchmark-index.mjs";
import { median } from "./stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

const RUNS = Number(option("runs") ?? 5);
const LATENCY = Number(option("latency") ?? 100);
const PORT = Number(option("port") ?? process.env.BENCH_PORT ?? 4293);
const BURST = Number(option("burst") ?? 300);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET = { clickToMailMs: 2000, burstRefused: 0, burstMs: 600_000 };
const PAGES = [
  { lang: "en", path: "/subscribe" },
  { lang: "es", path: "/es/suscribirse" },
];

/** `npm start`'s server on the last build, its services behind LATENCY ms. */
async function startServer() {
  const child = spawn(process.execPath, ["local-services/start.mjs", "--no-build"], {
    env: { ...process.env, PORT: String(PORT), LOCAL_LATENCY_MS: String(LATENCY), LOCAL_JITTER_MS: "0", LOCAL_SEED_COUNT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    try {
      const r = await fetch(`${ORIGIN}/local-mail/api/messages`);
      if (r.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`the server did not answer in 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return child;
}

/** @param {string} to */
async function mailsTo(to) {
  const r = await fetch(`${ORIGIN}/local-mail/api/messages?to=${encodeURIComponent(to)}`);
  const body = /** @type {unknown} */ (await r.json());
  const list = Array.isArray(body) ? body : /** @type {{ messages?: unknown[] }} */ (body).messages ?? [];
  return list.length;
}

/** One visitor: open the page, type, click at once; ms to the toast and to the mail. @param {import("@playwright/test").Browser} browser @param {string} pagePath */
async function oneSignUp(browser, pagePath) {
  const page = await browser.newPage();
  try {
    const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(ORIGIN + pagePath);
    const field = page.locator('main input[type="email"]').first();
    await field.fill(email);
    const t0 = Date.now();
    await page.locator("main form button[type=submit]").first().click();
    const toast = page
      .getByRole("status")
      .or(page.locator("[data-sonner-toast], [role=region] li"))
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => Date.now() - t0)
      .catch(() => NaN);
    let mailMs = NaN;
    while (Date.now() - t0 < 15_000) {
      if ((await mailsTo(email)) > 0) {
        mailMs = Date.now() - t0;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    return { toastMs: await toast, mailMs };
  } finally {
    await page.close();
  }
}

/** 300 sign-ups from one client address through the `signup` function, four at a time. */
async function burst() {
  const t0 = Date.now();
  let refused = 0;
  let failed = 0;
  /** @type {Record<string, number>} */
  const codes = {};
  let next = 0;
  async function lane() {
    while (next < BURST) {
      const i = next++;
      const r = await fetch(`${ORIGIN}/supabase/functions/v1/signup`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          apikey: "sb_publishable_cxfusion-local-stand-in-key",
          "x-forwarded-for": "203.0.113.7",
        },
        body: JSON.stringify({
          email: `burst-${t0}-${i}@example.com`,
          source: "EmailSignUpPage",
          lang: "en",
          page: "/subscribe",
          consentVersion: "2026-11-28",
          website: "",
          // Cloudflare's documented dummy token: the always-pass test secret accepts it.
          turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        }),
      });
      const body = /** @type {{ code?: string }} */ (await r.json().catch(() => ({})));
      codes[body.code ?? `HTTP ${r.status}`] = (codes[body.code ?? `HTTP ${r.status}`] ?? 0) + 1;
      if (r.status === 429) refused++;
      else if (!r.ok) failed++;
    }
  }
  await Promise.all([lane(), lane(), lane(), lane()]);
  return { count: BURST, ms: Date.now() - t0, refused, failed, codes };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const index = await benchmarkIndex(browser);
  // One warm-up sign-up (the function's first request compiles its code), not counted.
  await oneSignUp(browser, "/subscribe");
  /** @type {Record<string, { toastMs: number[], mailMs: number[] }>} */
  const results = {};
  for (let run = 0; run < RUNS; run++) {
    for (const { lang, path: pagePath } of PAGES) {
      const r = await oneSignUp(browser, pagePath);
      (results[lang] ??= { toastMs: [], mailMs: [] }).toastMs.push(r.toastMs);
      results[lang].mailMs.push(r.mailMs);
    }
  }
  const fmt = (/** @type {number[]} */ xs) => {
    const ok = xs.filter(Number.isFinite);
    return ok.length ? `${Math.round(median(ok))} ms (${Math.round(Math.min(...ok))}-${Math.round(Math.max(...ok))})${ok.length < xs.length ? `, ${xs.length - ok.length} never` : ""}` : "never";
  };
  console.log(`\nSign-up to inbox, ${RUNS} runs per language, services ${LATENCY} ms away; benchmarkIndex ${index}, load ${loadavg()[0]?.toFixed(2)}`);
  console.log("| Page | click → toast | click → mail (budget 2,000 ms) |\n|---|---|---|");
  let missed = false;
  for (const { lang, path: pagePath } of PAGES) {
    const r = results[lang];
    if (!r) continue;
    const m = median(r.mailMs);
    const over = !(m <= BUDGET.clickToMailMs) || r.mailMs.some((x) => !Number.isFinite(x));
    missed ||= over;
    console.log(`| ${pagePath} | ${fmt(r.toastMs)} | ${fmt(r.mailMs)}${over ? " ✗" : ""} |`);
  }
  const b = BURST > 0 ? await burst() : null;
  if (b) {
    const over = b.refused > BUDGET.burstRefused || b.ms > BUDGET.burstMs;
    missed ||= over || b.failed > 0;
    console.log(`\nBurst: ${b.count} distinct sign-ups from one address in ${(b.ms / 1000).toFixed(1)} s: ${b.refused} refused by the address limit, ${b.failed} failed otherwise ${JSON.stringify(b.codes)}${over ? " ✗" : ""}`);
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/signup-mail.json", JSON.stringify({ at: new Date().toISOString(), benchmarkIndex: index, latency: LATENCY, runs: RUNS, results, burst: b }, null, 2));
  process.exitCode = missed ? 1 : 0;
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
