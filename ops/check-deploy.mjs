// @ts-check
/**
 * `npm run check:deploy -- https://www.example.com`: checks a live deployment from outside and
 * prints a table with a verdict (ops/deploy-checks.ts); exits 1 when a check fails. The
 * service URLs, key and Payment Links are the build's (the environment, then `.env`); for a site
 * on this machine (localhost) with none set, the local build's (`npm start`'s). The privacy
 * notices fail while they show the legal identity's placeholders (the examples' or the local ones).
 */
import { loadEnv, runnerImport } from "vite";
import { LOCAL_LEGAL, localEnv } from "../local-services/local-env.mjs";
import { KIT_FACTS, paymentLinkEnvKey } from "../src/content/kit-facts.mjs";

const target = process.argv.slice(2).find((a) => /^https?:\/\//.test(a));
if (!target) {
  console.error("Usage: npm run check:deploy -- https://www.example.com");
  process.exit(2);
}
const origin = new URL(target).origin;
const local = ["localhost", "127.0.0.1"].includes(new URL(origin).hostname);
const fromFiles = loadEnv("production", process.cwd(), "VITE_");
/** @type {Record<string, string | undefined>} */
const env = { ...(local ? localEnv : {}), ...fromFiles, ...process.env };
const { module: siteEnv } = await runnerImport("./src/lib/site-env.ts", { configFile: false, logLevel: "error" });
const resolved = siteEnv.resolveSiteEnv(env);
const { module: check } = await runnerImport("./ops/deploy-checks.ts", { configFile: false, logLevel: "error" });
const { module: examples } = await runnerImport("./src/lib/config-examples.ts", { configFile: false, logLevel: "error" });
/** @type {Record<string, string[]>} The legal identity's stand-ins a live site must not show. */
const legalPlaceholders = Object.fromEntries(
  Object.entries(LOCAL_LEGAL).map(([key, local]) => [key, [local, examples.ENV_EXAMPLES[key]].filter(Boolean)]),
);
try {
  const results = await check.checkDeployment(
    origin,
    {
      supabaseUrl: resolved.VITE_SUPABASE_URL,
      supabaseKey: resolved.VITE_SUPABASE_PUBLISHABLE_KEY,
      storeApiUrl: resolved.VITE_STORE_API_URL,
      storeId: resolved.VITE_STORE_ID,
      paymentLinks: KIT_FACTS.map((kit) => env[paymentLinkEnvKey(kit.id)]).filter(Boolean),
      legalPlaceholders,
    },
    { canonicalOrigin: resolved.VITE_SITE_ORIGIN.replace(/\/$/, ""), localSite: local },
  );
  const { text, ok } = check.report(origin, results);
  console.log(text);
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`Deployment check of ${origin} could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
