// @ts-check
/**
 * `npm run preview:cloudflare` and `npm run preview:netlify` (and the e2e projects of the same
 * names): the published build served by the host's own runtime (Cloudflare: wrangler's workerd,
 * offline, compatibility date pinned; Netlify: netlify-cli's `netlify dev --offline`), with the
 * local stand-ins for the store API, Supabase and Stripe on the same origin.
 *
 * One front server on PORT: the stand-ins' prefixes (/store-api, /supabase and its
 * /supabase/functions/v1, /local-stripe, /local-mail, /local-turnstile, /local-analytics) are
 * answered by the stand-ins, as the hosted services would answer the site's own URLs in our
 * local build; everything else is passed, as it is, to the host's runtime on a private port, and
 * its answer (status, headers, redirects, body) comes back unchanged but for the redirect's
 * origin. What a visitor gets from the site's files is the host's doing, not ours.
 *   BUILD_DIR (default build): what is served, `<BUILD_DIR>/client`. Build it first (`npm run build:local`).
 */
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeVersionLine } from "./node-version.mjs";
import { clientDirectory } from "./react-router-contract.mjs";
import { announceOrigin, createLocalServices, serviceFor, servicesSummary } from "./services.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Cloudflare's compatibility date the runtime is pinned to (the date the site was last checked against). */
export const CLOUDFLARE_COMPATIBILITY_DATE = "2026-05-01";

/** @type {Record<string, (dir: string, port: number) => { command: string, args: string[] }>} */
export const HOSTS = {
  // netlify-cli's own server, offline: Node 24 (the project's) and the Deno it finds on the PATH
  // (the npm package `deno`), instead of one it would download.
  netlify: (dir, port) => ({
    command: path.join(root, "node_modules/.bin/netlify"),
    args: ["dev", "--offline", "--dir", dir, "--port", String(port), "--no-open"],
  }),
  cloudflare: (dir, port) => ({
    command: path.join(root, "node_modules/.bin/wrangler"),
    args: ["pages", "dev", dir, "--port", String(port), "--ip", "127.0.0.1", `--compatibility-date=${CLOUDFLARE_COMPATIBILITY_DATE}`, "--log-level", "warn", "--show-interactive-dev-session=false"],
  }),
};

/** A free port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Waits until the runtime answers on its port. @param {number} port @param {number} timeoutMs */
async function waitFor(port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/robots.txt`);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`the host runtime did not answer on port ${port} in ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Starts the host runtime and the front server.
 * @param {{ host: keyof typeof HOSTS, port: number, buildDir?: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export async function startHostPreview({ host, port, buildDir = "build", env = process.env, log = (l) => console.log(l) }) {
  const runtimePort = /** @type {number} */ (await freePort());
  const runtimeFor = HOSTS[host];
  if (!runtimeFor) throw new Error(`Unknown host "${host}": one of ${Object.keys(HOSTS).join(", ")}`);
  const { command, args } = runtimeFor(path.resolve(root, clientDirectory(buildDir)), runtimePort);
  const runtime = spawn(command, args, {
    cwd: root,
    env: { ...env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false", NETLIFY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let runtimeOutput = "";
  runtime.stdout?.on("data", (d) => (runtimeOutput += d));
  runtime.stderr?.on("data", (d) => (runtimeOutput += d));
  const services = await createLocalServices({ log: () => {}, env });
  try {
    // A busy two-CPU machine starting every test server at once can take a while.
    await waitFor(runtimePort, 150_000);
  } catch (error) {
    runtime.kill();
    throw new Error(`${error instanceof Error ? error.message : error}\n${runtimeOutput}`);
  }
  const runtimeOrigin = `http://127.0.0.1:${runtimePort}`;
  const front = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const service = serviceFor(services, url.pathname);
    if (service) {
      Promise.resolve(service.handle(req, res, url)).catch((error) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      });
      return;
    }
    const upstream = http.request(`${runtimeOrigin}${req.url}`, { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${runtimePort}` } }, (answer) => {
      const headers = { ...answer.headers };
      const location = headers.location;
      if (typeof location === "string" && location.startsWith(runtimeOrigin)) headers.location = location.slice(runtimeOrigin.length) || "/";
      else if (typeof location === "string" && /^http:\/\/(localhost|127\.0\.0\.1):\d+/.test(location)) headers.location = location.replace(/^http:\/\/(localhost|127\.0\.0\.1):\d+/, "");
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    });
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`the host runtime did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    front.once("error", reject);
    front.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = front.address();
  announceOrigin(services, address, typeof address === "object" && address ? address.port : port);
  await Promise.allSettled(services.map((s) => s.ready));
  log(`${host} runtime (${path.basename(command)}) on ${runtimeOrigin}, behind http://localhost:${port}`);
  return {
    services,
    async close() {
      runtime.kill("SIGTERM");
      await Promise.all(services.map((s) => s.close?.()));
      await new Promise((r) => front.close(() => r(undefined)));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = /** @type {keyof typeof HOSTS} */ (process.argv[2] ?? "cloudflare");
  if (!HOSTS[host]) {
    console.error(`Unknown host "${host}": one of ${Object.keys(HOSTS).join(", ")}`);
    process.exit(2);
  }
  console.log(nodeVersionLine());
  const port = Number(process.env.PORT ?? 8788);
  const preview = await startHostPreview({ host, port, buildDir: process.env.BUILD_DIR ?? "build" });
  console.log(servicesSummary({ origin: `http://localhost:${port}`, services: preview.services, env: process.env }).join("\n"));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void preview.close().then(() => process.exit(0)));
}
