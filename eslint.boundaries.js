// @ts-check
/**
 * The house's import boundaries (docs/decisions/2026-11-23-boundaries.md), as zones of
 * import-x/no-restricted-paths: a file in `target` may not import from `from` (except `except`).
 *
 *   routes, root  ->  pages  ->  features  ->  shared features  ->  components  ->  content  ->  lib
 *
 * A page (src/pages/<page>/) is one page's markup, rendered from the words its route passes it.
 * Pages never import one another, and features never import one another; they share only through
 * a module named for the idea. Shared features import only the shared features they build on
 * (SHARED_USES): the purchase domain is a stack, store-api <- cart <- checkout, so nothing in it
 * points back up.
 * Nothing in src/ imports the local services, the tests, the build pipeline, the benchmarks or the ops scripts.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Feature modules every feature may use: each is named for the idea it holds
 * (decision 2026-11-25-one-purchase-domain). store-api: the store API's one client and its
 * product types; cart: the cart's state and rules (`useCart`); checkout: both checkouts, their
 * pending records and the success page; subscribers: the subscriber domain and its client.
 */
export const SHARED_FEATURES = ["store-api", "cart", "checkout", "subscribers"];

/** The shared features each shared feature builds on (none: it imports components, content and lib only). */
export const SHARED_USES = {
  "store-api": [],
  cart: ["store-api"],
  checkout: ["store-api", "cart"],
  subscribers: [],
};

const folders = (/** @type {string} */ dir) =>
  readdirSync(path.join(here, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = () => folders("src/features");

// The top floor: the document, the routes, and an islands page's boot (src/islands/), which draws
// the same components the root does (decision 2026-11-28-islands).
const TOP = ["./src/root.tsx", "./src/routes.ts", "./src/route-table.ts", "./src/islands"];
const OUTSIDE = ["./local-services", "./tests", "./e2e", "./pipeline", "./bench", "./ops"];

/** @typedef {{ target: string, from: string | string[], except?: string[], message: string }} Zone */

/** @returns {Zone[]} */
export function boundaryZones() {
  /** @type {Zone[]} */
  const zones = [
    { target: "./src", from: OUTSIDE, message: "src/ never imports the local services, tests, e2e specs, the build pipeline, the benchmarks or the ops scripts." },
    { target: "./src", from: "./src/test", message: "Test fakes and fixtures are for tests only." },
    { target: "./src/lib", from: ["./src/content", "./src/components", "./src/features", "./src/pages", "./src/routes", ...TOP], message: "lib/ is the bottom floor: it imports lib only." },
    { target: "./src/content", from: ["./src/components", "./src/features", "./src/pages", "./src/routes", ...TOP], message: "content/ imports lib only." },
    { target: "./src/components", from: ["./src/features", "./src/pages", "./src/routes", ...TOP], message: "components/ import content and lib only; a feature composes them, not the other way round." },
    { target: "./src/features", from: ["./src/pages", "./src/routes", ...TOP], message: "Features don't import pages or routes: the page or the route composes the feature." },
    { target: "./src/pages", from: ["./src/routes", ...TOP], message: "Pages don't import routes: the route renders the page with its words." },
  ];
  for (const name of folders("src/pages")) {
    zones.push({
      target: `./src/pages/${name}`,
      from: "./src/pages",
      except: [`./${name}`],
      message: "Pages don't import each other: share through components/ (a part) or content/ (a shape).",
    });
  }
  for (const name of features()) {
    const shared = SHARED_FEATURES.includes(name);
    /** @type {string[]} */
    const uses = shared ? (/** @type {Record<string, string[]>} */ (SHARED_USES)[name] ?? []) : SHARED_FEATURES;
    zones.push({
      target: `./src/features/${name}`,
      from: "./src/features",
      except: [name, ...uses].map((f) => `./${f}`),
      message: shared
        ? `features/${name} is shared: it imports ${uses.map((f) => `features/${f}, `).join("")}components, content and lib only.`
        : `Features don't import each other: share through ${SHARED_FEATURES.map((f) => `features/${f}`).join(", ")}, or compose them in the route.`,
    });
  }
  return zones;
}
