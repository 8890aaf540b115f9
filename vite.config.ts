import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { localServicesInDev } from "./local-services/dev-plugin.mjs";
import { buildTarget } from "./pipeline/browser-support.ts";
import { routeCopiesPlugin } from "./pipeline/route-copies.ts";
import { lucideInline } from "./pipeline/lucide-inline.ts";
import { responsiveImages } from "./pipeline/responsive-images.ts";
import { pageTableUrls } from "./pipeline/page-table-urls.ts";
import { FRAMEWORK_CHUNK, isFrameworkModule, SHELL_CHUNK, shellChunk } from "./pipeline/shell-chunk.ts";
import { compileHints } from "./pipeline/compile-hints.ts";
import { oneStylesheet, rootStylesheetUrl } from "./pipeline/root-stylesheet.ts";
import { postModuleImports, postsPlugin } from "./pipeline/posts-plugin.ts";
import { describeMissing, missingProductionVars } from "./src/lib/config-schema.ts";
import { resolveSiteEnv } from "./src/lib/site-env.ts";

/** A production build names every variable it still needs, instead of shipping example values. */
function productionEnvCheck(): Plugin {
  let mode = "production";
  return {
    name: "production-env-check",
    apply: "build",
    configResolved(config) {
      mode = config.mode;
    },
    buildStart() {
      if (mode !== "production") return;
      const missing = missingProductionVars({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env });
      if (missing.length > 0) this.error(describeMissing(missing));
    },
  };
}

/**
 * The configuration as values, not code: the bundles get `src/lib/site-env.ts` as one literal
 * of the values this build resolved (the environment's, else the example), so a page carries
 * each value once instead of the whole environment beside every example, and none it left empty.
 */
function siteEnv(): Plugin {
  const file = fileURLToPath(new URL("./src/lib/site-env.ts", import.meta.url));
  let values: Record<string, string> = {};
  return {
    name: "site-env",
    enforce: "pre",
    configResolved(config) {
      values = resolveSiteEnv({ ...loadEnv(config.mode, process.cwd(), "VITE_"), ...process.env });
    },
    load(id) {
      if (id.split("?")[0] !== file) return null;
      // An unset value is left out (config.ts reads it as ""): every page carries this literal,
      // and a variable the build does not use (an analytics id, a tag script's URL) costs it nothing.
      return `export const SITE_ENV = ${JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")))};\n`;
    },
  };
}

// The modules every page loads first, chosen from the module graph (pipeline/shell-chunk.ts).
const shell = shellChunk();

/**
 * The code-splitting groups that place our modules by name (besides the shell, chosen from the
 * module graph). A module a group places is never copied into a route's chunk
 * (pipeline/route-copies.ts): its group says where it travels. The store's, a product page's and
 * the kits' modules had groups of their own (a few chunks each shared by exactly the pages that
 * use all of it); each route now holds its own copy of them, so they need none
 * (docs/decisions/2026-11-25-navigation.md, sixth pass).
 */
const PLACED = [
  // The marketing pages' building blocks (issue 24 split blocks.tsx by what each export
  // is) travel as few chunks as blocks.tsx did as one module: a chunk of a few hundred
  // bytes costs more first-load bytes (a request and a gzip stream) than the few a page
  // does not use. (What the shell group takes, listed before these, it keeps.)
  {
    name: "blocks",
    test: /[\\/]src[\\/]components[\\/](ui[\\/](illustration|check-list|section-heading|eyebrow|page-hero)|marketing[\\/](stat-grid|quote-card|guarantee-note))\.tsx$/,
  },
];

// The blog's posts as files (issue 45): checked, compiled from MDX, each its own route. Before the
// router's plugin, as it requires of MDX. A post may link to any page of the route table.
const posts = postsPlugin({ root: fileURLToPath(new URL(".", import.meta.url)) });

export default defineConfig({
  // localServicesInDev: the dev server only (`npm run dev`): the stand-ins on its own origin.
  // responsiveImages: `import img from "./photo.jpg?responsive"` (pipeline/responsive-images.ts).
  plugins: [localServicesInDev(), productionEnvCheck(), siteEnv(), pageTableUrls(fileURLToPath(new URL(".", import.meta.url))), responsiveImages(), lucideInline(fileURLToPath(new URL("./src/components/ui/icon.tsx", import.meta.url))), routeCopiesPlugin(fileURLToPath(new URL(".", import.meta.url)), (file) => PLACED.some((g) => g.test.test(file)), postModuleImports), shell.plugin, compileHints(), oneStylesheet(), tailwindcss(), ...posts, reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The dev server pre-bundles what every route imports before the first page asks for it: a
  // dependency found late makes Vite reload the page and fail the dynamic imports under way.
  // jsdom is the build's (store-build.server.ts), never the browser's.
  optimizeDeps: { entries: ["src/root.tsx", "src/routes/*.tsx", "src/routes/generated/en/*.tsx"], exclude: ["jsdom"] },
  // …and transforms the document shell and the home page while it starts, before the first request.
  server: { warmup: { clientFiles: ["./src/root.tsx", "./src/routes/generated/en/home.tsx"], ssrFiles: ["./src/root.tsx", "./src/routes/generated/en/home.tsx"] } },
  // A lazy import names the stylesheet as React Router links it, so that it is not loaded twice
  // (pipeline/root-stylesheet.ts).
  experimental: { renderBuiltUrl: (filename, context) => rootStylesheetUrl(filename, context) },
  build: {
    // The supported browsers (package.json "browserslist"): JavaScript and, through
    // build.cssTarget, Lightning CSS's minification are written for them and nothing older.
    target: buildTarget(),
    sourcemap: process.env.ANALYZE_SOURCEMAP === "1",
    // NO_MINIFY=1: a build whose profiles name functions (`npm run profile`, bench/profile-page.mjs).
    minify: process.env.NO_MINIFY !== "1",
    // No preload helper around lazy imports (toasts, menu, drawer): ~1 KB less first-load JS. Not
    // for an islands page's own island chunks either: fetched side by side, their islands hydrated
    // in one longer task (decision 2026-11-29-islands-store-and-cookies).
    modulePreload: false,
    rolldownOptions: {
      // Rolldown warns when plugin hooks take most of a build. Here they do by design: React
      // Router prerenders every page inside its writeBundle hook. The warning would print on
      // every `npm start` and say nothing new; a slow build still shows in its stage's time.
      checks: { bundlerTimings: false },
      output: {
        // The modules every page needs travel as one chunk: fewer requests, one gzip stream.
        codeSplitting: {
          groups: [
            // React's packages first, in a chunk the shell imports (pipeline/shell-chunk.ts).
            { name: FRAMEWORK_CHUNK, test: isFrameworkModule },
            {
              name: SHELL_CHUNK,
              test: shell.test,
            },
            ...PLACED,
          ],
        },
      },
    },
  },
});
