import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// The react-router Vite plugin is left out on purpose: Vitest fails on its preamble.
const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // One test file per CPU (Vitest's default leaves one CPU free: half of a 2-CPU machine idle).
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "jsdom",
          include: [
            "src/**/*.test.{ts,tsx}",
            "pipeline/**/*.test.{ts,mjs}",
            "bench/**/*.test.{ts,mjs}",
            "ops/**/*.test.{ts,mjs}",
            // The Edge Functions' pure parts and handlers (with fakes); each file asks for the node environment.
            "supabase/functions/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["./src/test-setup.ts"],
          // Component tests render and wait as a person would; none is a timing test (the benches
          // are). A few take 2-3 s alone and passed 5 s when the suite shares two busy CPUs.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/**/*.test.ts", "local-services/**/*.test.{ts,mjs}"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
