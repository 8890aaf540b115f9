import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";

// Load .env (and the mode's file) into process.env first, so the route table and the host
// files see the same configuration as the client bundle.
const mode = process.env.NODE_ENV === "development" ? "development" : "production";
for (const [k, v] of Object.entries(loadEnv(mode, process.cwd(), "VITE_"))) process.env[k] ??= v;

const { prerenderPaths } = await import("./src/route-table");
// The store catalogue is read only when a build asks for its prerender list (not by typegen
// or the dev server): pipeline/build-catalogue.ts.
const catalogue = async () => (await import("./pipeline/build-catalogue")).buildCatalogue();

export default {
  appDirectory: "src",
  // BUILD_DIR lets parallel work (and the bench) build side by side; default build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // One chunk per route module, not React Router 8's default of a chunk each for its client
  // loader and hydrate fallback: those are a few hundred bytes that a tap or a first load always
  // fetches with the module, and on HTTP/1.1's six files at a time each is a place in the queue.
  // A product page: 2 files fewer, -0.4 KB gzip first load; the store: 1 and -0.25 KB
  // (docs/decisions/2026-11-25-navigation.md, fourth pass).
  splitRouteModules: false,
  prerender: async () => prerenderPaths(await catalogue()),
  async buildEnd({ reactRouterConfig }) {
    const built = await catalogue();
    try {
      // Imported here, not at the top: the dev server reads this config too and never writes them.
      const { writeHostFiles } = await import("./pipeline/host-files");
      await writeHostFiles(reactRouterConfig.buildDirectory, built);
      // Share cards, icons and the blog feed, from the pages just written (the store stand-in of
      // a local build is still up for the products' images).
      const { writeSharedFiles } = await import("./pipeline/shared-files");
      await writeSharedFiles(reactRouterConfig.buildDirectory);
    } finally {
      await built.close();
    }
  },
} satisfies Config;
