import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { localServicesInDev } from "./local-services/dev-plugin.mjs";
import { buildTarget } from "./pipeline/browser-support.ts";
import { languageTwins } from "./pipeline/language-twins.ts";
import { lucideInline } from "./pipeline/lucide-inline.ts";
import { shellChunk } from "./pipeline/shell-chunk.ts";
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
 * each value once instead of the whole environment beside every example.
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
      return `export const SITE_ENV = ${JSON.stringify(values)};\n`;
    },
  };
}

// The modules every page loads first, chosen from the module graph (pipeline/shell-chunk.ts).
const shell = shellChunk();

/** Modules the store's groups import that other pages use too: each keeps the chunk it had. */
const STORE_SHARED = [
  { name: "route-data", test: /[\\/]src[\\/]lib[\\/]route-data\.ts$/ },
  { name: "failure", test: /[\\/]src[\\/]lib[\\/]failure\.ts$/ },
  { name: "failure-words", test: /[\\/]src[\\/]content[\\/]failure-words\.ts$/ },
  { name: "store-client", test: /[\\/]src[\\/]features[\\/]store-api[\\/](store-client|reshape|wire)\.ts$/ },
  { name: "product-image", test: /[\\/]src[\\/]features[\\/]store[\\/](product-image|price-tag)\.tsx$/ },
  { name: "product-words-en", test: /[\\/]src[\\/]content[\\/]product-view[\\/]en\.ts$/ },
  { name: "product-words-es", test: /[\\/]src[\\/]content[\\/]product-view[\\/]es\.ts$/ },
];

/**
 * The code-splitting groups that place our modules by name (besides the shell, chosen from the
 * module graph). A module a group places is never copied for the Spanish routes
 * (pipeline/language-twins.ts): its group says where it travels.
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
  // The kit card, its structured data and the comparison table travel together.
  {
    name: "kits",
    test: /[\\/]src[\\/]components[\\/](marketing[\\/](kit-card|structured-data)|ui[\\/]comparison-table)\.tsx?$/,
  },
  // The store's and a product page's modules travel as a few chunks, each shared by exactly
  // the pages that use all of it, not a dozen chunks of a few hundred bytes (issue 22,
  // docs/decisions/2026-11-25-navigation.md, 2026-11-26): a browser asks one HTTP/1.1 host
  // for six files at a time, so a product page's 19 files were four rounds of 150 ms at
  // slow 4G, on a cold tap and in the prefetch queue alike; now 13.
  // A group takes its modules' imports too, so first the modules other pages also use
  // keep a chunk of their own, each (lib/route-data: every page after hydration; the
  // store client: the Mexico pages and the cart's checkout; the failures: the team tools)…
  ...STORE_SHARED,
  // …then what the store and a product page both read first (the store's types, a
  // product's live fields, the store's routes),
  {
    name: "store-listing",
    test: /[\\/]src[\\/]features[\\/](store[\\/](live-fields|live-product|store-routes)|store-api[\\/]types)\.ts$/,
  },
  // a product's view (gallery, stock, quantity, its sanitized HTML: a product page and the
  // Mexico offer),
  {
    name: "product-view",
    test: /[\\/]src[\\/](features[\\/]store[\\/](product-view|product-gallery|swipe|stock-status|sanitize-product)|features[\\/]cart[\\/]cart-error-message|components[\\/]ui[\\/]quantity-stepper)\.tsx?$/,
  },
  // and a product page's own modules, shared by its two languages' routes.
  {
    name: "product-page",
    test: /[\\/]src[\\/]features[\\/]store[\\/](product-page|product-page-data|product-meta|html-text)\.tsx?$/,
  },
  // The kits' words (the card's and the kits' own, which the pages' words carry) travel as
  // one chunk per language, apart from the card: a Spanish page that shows kits never
  // loads the English words, nor an English page the Spanish (issue 23).
  {
    name: "kit-words-en",
    test: /[\\/]src[\\/]content[\\/]kit-(card|copy)[\\/]en\.ts$/,
  },
  {
    name: "kit-words-es",
    test: /[\\/]src[\\/]content[\\/]kit-(card|copy)[\\/]es\.ts$/,
  },
];

export default defineConfig({
  // localServicesInDev: the dev server only (`npm run dev`): the stand-ins on its own origin.
  plugins: [localServicesInDev(), productionEnvCheck(), siteEnv(), lucideInline(fileURLToPath(new URL("./src/components/ui/icon.tsx", import.meta.url))), languageTwins(fileURLToPath(new URL(".", import.meta.url)), (file) => PLACED.some((g) => g.test.test(file))), shell.plugin, tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The dev server pre-bundles what every route imports before the first page asks for it: a
  // dependency found late makes Vite reload the page and fail the dynamic imports under way.
  // jsdom is the build's (store-build.server.ts), never the browser's.
  optimizeDeps: { entries: ["src/root.tsx", "src/routes/*.tsx"], exclude: ["jsdom"] },
  // …and transforms the document shell and the home page while it starts, before the first request.
  server: { warmup: { clientFiles: ["./src/root.tsx", "./src/routes/home.tsx"], ssrFiles: ["./src/root.tsx", "./src/routes/home.tsx"] } },
  // No preload helper around lazy imports (toasts, menu, drawer): ~1 KB less first-load JS.
  build: {
    // The supported browsers (package.json "browserslist"): JavaScript and, through
    // build.cssTarget, Lightning CSS's minification are written for them and nothing older.
    target: buildTarget(),
    sourcemap: process.env.ANALYZE_SOURCEMAP === "1",
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
            {
              name: "shell",
              test: shell.test,
            },
            ...PLACED,
          ],
        },
      },
    },
  },
});
