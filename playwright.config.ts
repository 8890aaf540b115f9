import { defineConfig } from "@playwright/test";
import { READY_LINE as E2E_SERVERS_READY } from "./local-services/e2e-servers.mjs";
import { E2E_ANALYTICS_BUILD_DIR, E2E_GA4_ID, E2E_META_PIXEL_ID } from "./e2e/analytics-ids";

const PORT = Number(process.env.E2E_PORT ?? 4180);
/**
 * A second `npm start` for the tests tagged @slow-network: every local service answers after
 * 100 ms ± 20 ms, as the hosted Supabase does from a visitor, and the database holds 20,000
 * synthetic subscribers besides the demo rows (seeded in about a second, cached for the day).
 * Only those tests use it; nothing else runs there, so what they read stays put.
 */
const SLOW_PORT = Number(process.env.E2E_SLOW_PORT ?? PORT + 1000);
const SLOW_NETWORK = { LOCAL_LATENCY_MS: "100", LOCAL_JITTER_MS: "20", LOCAL_SEED_COUNT: "20000" };
/** The same build on Cloudflare Pages' own runtime (wrangler), for the tests tagged @host (project `cloudflare`). */
const CLOUDFLARE_PORT = Number(process.env.E2E_CLOUDFLARE_PORT ?? PORT + 400);
/** …and on Netlify's own server (netlify dev --offline), project `netlify`. */
const NETLIFY_PORT = Number(process.env.E2E_NETLIFY_PORT ?? PORT + 500);
/**
 * The tests tagged @analytics (project `analytics`): the site built with analytics ids, so the
 * consent banner shows and the tags load, from the local stand-in (/local-analytics), which
 * records every hit. Its own build (~20 s, made by its server while the others start) in its
 * own folder: no other project's page has a banner or a tag.
 */
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 700);
const ANALYTICS_BUILD = { BUILD_DIR: E2E_ANALYTICS_BUILD_DIR, VITE_GA4_ID: E2E_GA4_ID, VITE_META_PIXEL_ID: E2E_META_PIXEL_ID };
/** `npm run dev` for the tests tagged @dev-server (project `dev-server`): the dev server and its local services. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 200);

/** A server the tests start: ready when its /terms answers; local services with no added latency or seed unless `env` says. */
function server(name: string, command: string, port: number, env: Record<string, string> = {}) {
  return {
    name,
    command,
    url: `http://localhost:${port}/terms`,
    // Every browser test signs up from 127.0.0.1: the per-address hourly limit (20 in production,
    // proven in tests/) would stop the suite part-way.
    env: { PORT: String(port), LOCAL_LATENCY_MS: "0", LOCAL_JITTER_MS: "0", LOCAL_SEED_COUNT: "0", LOCAL_SIGNUP_LIMIT_PER_HOUR: "100000", ...env },
    stdout: "pipe" as "pipe" | "ignore",
  };
}

// The tests run against the `npm start` server; `npm test` built the site just before.
const MAIN = server("start", `node local-services/start.mjs ${process.env.E2E_BUILD ? "" : "--no-build"}`, PORT);
const OTHERS = [
  // The same build behind a slow network.
  server("slow-network", "node local-services/start.mjs --no-build", SLOW_PORT, SLOW_NETWORK),
  // The same build on the hosts' own runtimes (local-services/host-preview.mjs), the stand-ins beside them.
  server("cloudflare", "node local-services/host-preview.mjs cloudflare", CLOUDFLARE_PORT),
  server("netlify", "node local-services/host-preview.mjs netlify", NETLIFY_PORT),
  // `npm run dev` as a fresh clone runs it: no configuration, the local services mounted. Its
  // hot-update lines would fill the test log; its errors still show (stderr).
  { ...server("dev", "node local-services/dev.mjs", DEV_PORT, { FORCE_COLOR: "0" }), stdout: "ignore" as const },
  // The site with analytics ids, built by this server into its own folder (ANALYTICS_BUILD).
  server("analytics", "node local-services/start.mjs", ANALYTICS_PORT, ANALYTICS_BUILD),
];

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three workers on this 2-CPU machine kind: the browsers mostly wait on the network (e2e ~9 min).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // E2E_JSON=<file> adds Playwright's JSON report (per-test durations: the CI-time profile).
  reporter: [
    process.env.CI ? ["line"] : ["list"],
    ...(process.env.E2E_JSON ? [["json", { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A trace on the retry of a failed test: recording one for every test cost a quarter of the run.
    trace: "on-first-retry",
  },
  // Workers take the tests in this order. The longest single tests (the dev server's and the hosts'
  // whole-sitemap sweeps, 70-130 s each) come first: listed last they ran alone while the other
  // workers sat idle for the run's last minute.
  projects: [
    { name: "dev-server", grep: /@dev-server/, use: { baseURL: `http://localhost:${DEV_PORT}` } },
    { name: "netlify", grep: /@host/, use: { baseURL: `http://localhost:${NETLIFY_PORT}` } },
    { name: "cloudflare", grep: /@host/, use: { baseURL: `http://localhost:${CLOUDFLARE_PORT}` } },
    { name: "chromium", grepInvert: /@slow-network|@dev-server|@host|@analytics/ },
    { name: "slow-network", grep: /@slow-network/, use: { baseURL: `http://localhost:${SLOW_PORT}` } },
    { name: "analytics", grep: /@analytics/, use: { baseURL: `http://localhost:${ANALYTICS_PORT}` } },
  ],
  // The six servers start side by side (local-services/e2e-servers.mjs): as a list here Playwright
  // started them one after another. With E2E_BUILD the first builds the site, the others after it.
  webServer: {
    command: "node local-services/e2e-servers.mjs",
    env: { E2E_SERVERS: JSON.stringify(process.env.E2E_BUILD ? [[MAIN], OTHERS] : [[MAIN, ...OTHERS]]) },
    wait: { stdout: new RegExp(E2E_SERVERS_READY) },
    // Six servers start at once on two CPUs (the hosts' runtimes and the analytics build are the slowest).
    timeout: 240_000,
    stdout: "pipe",
  },
});
