// @ts-check
/**
 * `npm run dev`: React Router's dev server (Vite, hot module replacement) with every local
 * service on its origin, on a fresh clone with no configuration.
 *
 * - The site is configured with the values `npm start` builds with (local-env.mjs), each unless
 *   the developer's environment or `.env` / `.env.development` sets it: a `.env` still wins.
 * - The local services are mounted by the dev server itself (local-services/dev-plugin.mjs).
 * - This process only supervises: an edit to a local service's code (local-services/**.mjs)
 *   restarts the dev server, with one line saying so; everything else is Vite's to reload.
 * PORT picks the port (default 5173); arguments go to `react-router dev`.
 */
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { nodeVersionLine } from "./node-version.mjs";
import { reactRouterCli } from "./react-router-contract.mjs";
import { localAnalyticsEnv, localEnv } from "./local-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

/**
 * The dev server's environment: the local values under whatever the developer set (their
 * environment first, then `.env` files, as Vite reads them), and which of the local values apply.
 * @param {NodeJS.ProcessEnv} env @param {Record<string, string>} fromFiles
 */
export function devEnv(env, fromFiles) {
  /** @type {NodeJS.ProcessEnv} */
  const out = { ...env };
  const applied = [];
  for (const [key, value] of Object.entries(localEnv)) {
    if (env[key] !== undefined || fromFiles[key] !== undefined) continue;
    out[key] = value;
    applied.push(key);
  }
  // Analytics ids of the developer's own: the tags come from the stand-in (/local-analytics).
  Object.assign(out, localAnalyticsEnv({ ...fromFiles, ...env }));
  return { env: out, applied };
}

/** Does a changed file belong to a local service's code (not its tests)? @param {string} file */
export const isServiceCode = (file) => /\.(mjs|js|json|sql|svg|html)$/.test(file) && !/\.test\.mjs$/.test(file) && !file.startsWith("dev");

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(nodeVersionLine());
  const { env, applied } = devEnv(process.env, loadEnv("development", root, "VITE_"));
  const port = process.env.PORT ?? "5173";
  console.log(
    applied.length === Object.keys(localEnv).length
      ? "Local services: the site uses the stand-ins (a .env of your own overrides any value)"
      : `Local services: ${applied.length} of ${Object.keys(localEnv).length} values are the stand-ins'; the rest come from your environment or .env`,
  );
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;
  let stopping = false;
  const start = () => {
    // With the development condition on, React Router's CLI does not start a second process for it.
    child = spawn(process.execPath, ["--conditions=development", reactRouterCli(), "dev", "--port", port, "--strictPort", ...process.argv.slice(2)], { stdio: "inherit", env: { ...env, FORCE_COLOR: env.FORCE_COLOR ?? "1" } });
    child.on("exit", (code, signal) => {
      if (stopping) process.exit(0);
      if (restarting) return;
      // After an edit to a local service, a failing start is the edit's: wait for the next save.
      if (restarts > 0) {
        console.log(`\n  The dev server stopped (${signal ?? `exit code ${code}`}). Fix the error above and save: it starts again.\n`);
        return;
      }
      process.exit(code ?? (signal ? 1 : 0));
    });
  };
  let restarting = false;
  let restarts = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let debounce;
  watch(path.join(root, "local-services"), { recursive: true }, (_event, file) => {
    if (!file || !isServiceCode(file)) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      console.log(`\n  local-services/${file} changed: restarting the dev server and its local services\n`);
      restarts += 1;
      const old = child;
      if (!old || old.exitCode !== null || old.signalCode !== null) return start();
      restarting = true;
      old.once("exit", () => {
        restarting = false;
        start();
      });
      old.kill("SIGTERM");
    }, 150);
  });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      stopping = true;
      if (!child || child.exitCode !== null) process.exit(0);
      child.kill(signal);
    });
  }
  start();
}
