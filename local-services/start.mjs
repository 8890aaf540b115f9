// @ts-check
/**
 * `npm start`: builds the site in local mode, then serves it with the local stand-ins for the
 * store API, Supabase (and its Edge Functions), Stripe, Resend (/local-mail), Turnstile and the analytics tags (/local-analytics) on one origin, and ends with one block: what to open, the
 * accounts, the data mode, how to stop.
 *   --no-build   serve the existing build
 *   --verbose    show the build's own output and the services' start-up log
 */
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeVersionLine } from "./node-version.mjs";
import { buildLocal } from "./build.mjs";
import { clientDirectory } from "./react-router-contract.mjs";
import { createSiteServer } from "./server.mjs";
import { announceOrigin, createLocalServices, servicesSummary } from "./services.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
console.log(nodeVersionLine());

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const host = process.env.HOST ?? "127.0.0.1";
/** How long the summary waits for a slow service (a big seed) before it is printed anyway. */
const READY_WAIT_MS = 8000;

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number (0-65535), not "${process.env.PORT}".`);

/** @param {number} p */
const portInUse = (p) => `Port ${p} is already in use: stop the other server, or choose another port, e.g. PORT=${p === 65535 ? p - 1 : p + 1} npm start`;

/** Fails fast, before a build, when the port is taken. @param {number} p */
function checkPort(p) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === "EADDRINUSE") fail(portInUse(p));
      if (error.code === "EACCES") fail(`Port ${p} needs privileges this user does not have: choose another one with PORT=<number>.`);
      fail(`Cannot listen on ${host}:${p}: ${error.message}`);
    });
    probe.listen(p, host, () => probe.close(() => resolve(undefined)));
  });
}

await checkPort(port);

if (!args.includes("--no-build")) {
  console.log("Building the site" + (verbose ? "" : " (npm start -- --verbose shows the build output)"));
  try {
    await buildLocal({ verbose });
  } catch {
    process.exit(1);
  }
}

console.log("Starting the local services");
const started = Date.now();
/** Start-up chatter is kept unless something goes wrong; after start-up every line shows. */
/** @type {string[] | null} */
let startupLog = verbose ? null : [];
const log = (/** @type {string} */ msg) => (startupLog ? startupLog.push(msg) : console.log(`[local] ${msg}`));
const services = await createLocalServices({ log, env: process.env });
const buildDir = process.env.BUILD_DIR ?? "build";
const site = createSiteServer({ root: path.resolve(root, clientDirectory(buildDir)), services, log });
let listening;
try {
  listening = await site.listen(port, host);
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  fail(code === "EADDRINUSE" ? portInUse(port) : `Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
}

announceOrigin(services, site.server.address(), /** @type {number} */ (listening));

const pendingServices = new Set(services.filter((s) => s.ready).map((s) => s.name));
const outcomes = await Promise.race([
  Promise.allSettled(
    services.map((s) =>
      (s.ready ?? Promise.resolve()).then(
        () => pendingServices.delete(s.name),
        (error) => {
          pendingServices.delete(s.name);
          throw error;
        },
      ),
    ),
  ),
  new Promise((r) => setTimeout(() => r(null), READY_WAIT_MS)),
]);
const failed = Array.isArray(outcomes) && outcomes.some((o) => o.status === "rejected");
if (failed && startupLog) startupLog.forEach((l) => console.log(`[local] ${l}`));
startupLog = null;
console.log(`  ✓ ${pendingServices.size ? "site up; still starting: " + [...pendingServices].join(", ") : "ready"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const origin = `http://localhost:${listening}`;
console.log(servicesSummary({ origin, services, env: process.env }).join("\n"));

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await site.close();
    process.exit(0);
  });
}
