/**
 * The core journeys in Firefox and WebKit (`npm run test:engines`): one project per engine, the
 * two side by side (one at a time left a CPU 30-60 % idle: the journeys mostly wait on pages and
 * on WebKit's driver), each journey's result under its engine's name. Kept out of Playwright's
 * testDir (e2e/) and out of the unit and integration projects (vitest.config.ts).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
const alias = { "~": fileURLToPath(new URL("../src", import.meta.url)) };
const engine = (name: "firefox" | "webkit") => ({
  resolve: { alias },
  test: {
    name,
    root,
    environment: "node",
    include: ["e2e-engines/**/*.test.ts"],
    globalSetup: ["e2e-engines/global-setup.ts"],
    provide: { engine: name },
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    root,
    projects: [engine("firefox"), engine("webkit")],
    // One file per engine, each in its own worker: its own browser, proxy and Xvfb display.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A journey failed by a busy machine gets one more try in CI, as in Playwright's config.
    retry: process.env.CI ? 1 : 0,
    reporters: ["verbose", "./e2e-engines/engine-summary.ts"],
  },
});
