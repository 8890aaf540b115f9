// With its extension: vite.config.ts loads this module too (Vite's native config loader needs it).
import { ENV_EXAMPLES, type EnvKey } from "./config-examples.ts";

/**
 * The value of every configuration variable: the environment's, else its example.
 *
 * In Node (the router config, the host files, Playwright, unit tests) it is read from
 * process.env here. The browser and prerender bundles never run this code: the build replaces
 * this module with the same values resolved at build time (vite.config.ts, `siteEnv`), so a page
 * carries each value once, not the whole environment beside every example.
 */
// eslint-disable-next-line no-restricted-syntax -- the one place that reads Node's env
const env: Record<string, string | undefined> = typeof process !== "undefined" ? process.env : {};

export const SITE_ENV = resolveSiteEnv(env);

/** Each variable's value in `source`, trimmed, or its example when unset or blank. */
export function resolveSiteEnv(source: Record<string, string | undefined>): Record<EnvKey, string> {
  return Object.fromEntries(
    (Object.keys(ENV_EXAMPLES) as EnvKey[]).map((key) => [key, source[key]?.trim() || ENV_EXAMPLES[key]]),
  ) as Record<EnvKey, string>;
}
