import { configDefaults, defineConfig } from "vitest/config";
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The react-router Vite plugin is left out on purpose: Vitest fails on its preamble.
const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

const UNIT = [
  "src/**/*.test.{ts,tsx}",
  "pipeline/**/*.test.{ts,mjs}",
  "bench/**/*.test.{ts,mjs}",
  "ops/**/*.test.{ts,mjs}",
  // The Edge Functions' pure parts and handlers (with fakes); each file asks for the node environment.
  "supabase/functions/**/*.test.{ts,tsx}",
];
const root = fileURLToPath(new URL(".", import.meta.url));
/**
 * The site's own tests (src/) share one jsdom per worker, each file in a fresh VM context with its
 * own modules: a new jsdom for every file was half the unit tests' time (52 → 31 s on 2 CPUs). Not
 * those that replace `window` or `location` (a VM context's own cannot be redefined) or ask for the
 * node environment, found by what the file says; nor the build's, the benches' and the functions'
 * tests, which are Node code (a VM context lacks Node's globals, TransformStream for one).
 */
const NOT_IN_VM = /vi\.stubGlobal\(\s*["'`](window|location)["'`]|@vitest-environment node/;
const sharedDom = globSync("src/**/*.test.{ts,tsx}", { cwd: root }).filter((f) => !NOT_IN_VM.test(readFileSync(`${root}/${f}`, "utf8")));

const unit = {
  environment: "jsdom" as const,
  setupFiles: ["./src/test-setup.ts"],
  // Component tests render and wait as a person would; none is a timing test (the benches
  // are). A few take 2-3 s alone and passed 5 s when the suite shares two busy CPUs.
  testTimeout: 20_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // One test file per CPU (Vitest's default leaves one CPU free: half of a 2-CPU machine idle).
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", ...unit, include: UNIT, exclude: [...configDefaults.exclude, ...sharedDom] },
      },
      {
        resolve: { alias },
        test: { name: "unit-dom", ...unit, include: sharedDom, pool: "vmThreads" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/**/*.test.ts", "local-services/**/*.test.{ts,mjs}"],
          // .ci/run has just run the PostgreSQL suite from a folder only root may enter (the stricter
          // case) and says so: not a second time. Anywhere else `npm test` runs it here.
          exclude: [...configDefaults.exclude, ...(process.env.CI_POSTGRES_SUITE_PASSED === "1" ? ["tests/subscribers-postgres.test.ts"] : [])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
