/**
 * The browsers the site supports, read from the one list that says so: `browserslist` in
 * package.json. The build's JavaScript and CSS target (vite.config.ts), the web-API lint rule
 * (eslint-plugin-compat, which reads the same entry) and the README's statement all follow it;
 * tests/browser-support.test.ts holds them together. See docs/decisions/2026-11-25-browser-engines.md.
 */
import browserslist from "browserslist";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The queries of package.json's `browserslist` entry. */
export function supportQueries(): string[] {
  const queries = browserslist.loadConfig({ path: ROOT });
  if (!queries || queries.length === 0) throw new Error("package.json has no browserslist entry: the build would not know which browsers it serves.");
  return queries;
}

/** The build target for Vite (JavaScript through Oxc, CSS minified by Lightning CSS): "chrome111", "safari16.4", … */
export function buildTarget(): string[] {
  return browserslistToEsbuild(supportQueries());
}

/** The oldest supported version of each browser the list names, e.g. { safari: "16.4", firefox: "128", … }. */
export function oldestSupported(): Record<string, string> {
  const oldest: Record<string, string> = {};
  for (const entry of browserslist(supportQueries(), { path: ROOT })) {
    const [name, range] = entry.split(" ") as [string, string];
    const version = range.split("-")[0]!;
    const current = oldest[name];
    if (current === undefined || compareVersions(version, current) < 0) oldest[name] = version;
  }
  return oldest;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
