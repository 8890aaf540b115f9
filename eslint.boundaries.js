// @ts-check
/**
 * The house's import boundaries (docs/decisions/2026-11-23-boundaries.md), as zones of
 * import-x/no-restricted-paths: a file in `target` may not import from `from` (except `except`).
 *
 *   routes, root  ->  features  ->  shared features (commerce, subscribers)  ->  components  ->  content  ->  lib
 *
 * Features never import one another; they share only through a module named for the idea.
 * Nothing in src/ imports the local services, the tests, the build pipeline, the benchmarks or the ops scripts.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Feature modules every feature may use: each is named for the idea it holds. */
export const SHARED_FEATURES = ["commerce", "subscribers"];


const features = () =>
  readdirSync(path.join(here, "src/features"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const TOP = ["./src/root.tsx", "./src/routes.ts", "./src/route-table.ts"];
const OUTSIDE = ["./local-services", "./tests", "./e2e", "./pipeline", "./bench", "./ops"];

/** @typedef {{ target: string, from: string | string[], except?: string[], message: string }} Zone */

/** @returns {Zone[]} */
export function boundaryZones() {
  /** @type {Zone[]} */
  const zones = [
    { target: "./src", from: OUTSIDE, message: "src/ never imports the local services, tests, e2e specs, the build pipeline, the benchmarks or the ops scripts." },
    { target: "./src", from: "./src/test", message: "Test fakes and fixtures are for tests only." },
    { target: "./src/lib", from: ["./src/content", "./src/components", "./src/features", "./src/routes", ...TOP], message: "lib/ is the bottom floor: it imports lib only." },
    { target: "./src/content", from: ["./src/components", "./src/features", "./src/routes", ...TOP], message: "content/ imports lib only." },
    { target: "./src/components", from: ["./src/features", "./src/routes", ...TOP], message: "components/ import content and lib only; a feature composes them, not the other way round." },
    { target: "./src/features", from: ["./src/routes", ...TOP], message: "Features don't import routes: the route composes the feature." },
  ];
  for (const name of features()) {
    const shared = SHARED_FEATURES.includes(name);
    const allowed = [name, ...(shared ? [] : SHARED_FEATURES)];
    zones.push({
      target: `./src/features/${name}`,
      from: "./src/features",
      except: allowed.map((f) => `./${f}`),
      message: shared
        ? `features/${name} is shared: it imports components, content and lib only.`
        : `Features don't import each other: share through ${SHARED_FEATURES.map((f) => `features/${f}`).join(" or ")}, or compose them in the route.`,
    });
  }
  return zones;
}
