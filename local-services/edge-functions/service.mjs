// @ts-check
/**
 * The Supabase Edge Functions stand-in at `/supabase/functions/v1/<name>`: the real function
 * code (supabase/functions/<name>/index.ts) under the project's Deno, in one long-lived process
 * started with the site (warm, so a sign-up reaches the inbox at once), like Supabase's
 * edge-runtime. main-worker.mjs is the Deno side; this file starts it, passes the functions
 * their environment, forwards requests to it, restarts it when it crashes, and drains the mail
 * outbox every few seconds as pg_cron does in production.
 *
 * The functions call the site's own stand-ins back over HTTP (Supabase, the mail and Turnstile
 * stand-ins), so they need the site's origin, known once the server listens: the server calls
 * `setOrigin()`; a request that comes first gives it from its Host header.
 *
 * Env (of the site's process): LOCAL_FUNCTIONS_DIR (default supabase/functions), LOCAL_DENO (the
 * Deno binary, default node_modules/.bin/deno), LOCAL_OUTBOX_INTERVAL_MS (default 5000; 0 = off).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_LEGAL, LOCAL_SUPABASE_PUBLISHABLE_KEY } from "../local-env.mjs";
import { DEFAULT_SECRET_KEY } from "../supabase/stand-in.mjs";
import { TURNSTILE_TEST_SECRET_PASS } from "../turnstile/service.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

export const PREFIX = "/supabase/functions/v1";
/** The local Resend key the functions send with (the mail stand-in takes any `re_` key). */
export const LOCAL_RESEND_API_KEY = "re_local_cxfusion_stand_in";
export const LOCAL_MAIL_FROM = "CX Fusion <hello@cxfusion.example>";
export const LOCAL_UNSUBSCRIBE_MAILTO = "unsubscribe@cxfusion.example";
/** How long a request waits for a (re)starting runtime before it is answered 503. */
const START_WAIT_MS = 30_000;

/**
 * The origins the functions get: `site` (links in mails, SITE_ORIGIN) and `internal` (how the
 * functions reach the stand-ins: SUPABASE_URL, RESEND_API_URL, TURNSTILE_VERIFY_URL).
 * @typedef {{ site: string, internal: string }} Origins
 */

/**
 * The functions' environment (the contract in docs/decisions/2026-11-28-double-opt-in.md).
 * @param {Origins} origins @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
export function functionEnv({ site, internal }, env = process.env) {
  return {
    SUPABASE_URL: `${internal}/supabase`,
    SUPABASE_SERVICE_ROLE_KEY: env.LOCAL_SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY,
    SUPABASE_ANON_KEY: LOCAL_SUPABASE_PUBLISHABLE_KEY,
    SITE_ORIGIN: site,
    RESEND_API_URL: `${internal}/local-mail/api/resend`,
    RESEND_API_KEY: LOCAL_RESEND_API_KEY,
    MAIL_FROM: LOCAL_MAIL_FROM,
    UNSUBSCRIBE_MAILTO: LOCAL_UNSUBSCRIBE_MAILTO,
    PRIVACY_EMAIL: LOCAL_LEGAL.VITE_PRIVACY_EMAIL,
    TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_PASS,
    TURNSTILE_VERIFY_URL: `${internal}/local-turnstile/turnstile/v0/siteverify`,
    BRAND: env.VITE_BRAND || "CX Fusion",
  };
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {string} message */
function sendError(res, status, message) {
  if (res.headersSent) return void res.end();
  const body = JSON.stringify({ code: "error", message });
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body), "Access-Control-Allow-Origin": "*" });
  res.end(body);
}

/**
 * @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv }} ctx
 */
export async function createService({ log, env }) {
  const functionsDir = path.resolve(root, env.LOCAL_FUNCTIONS_DIR || "supabase/functions");
  const deno = env.LOCAL_DENO || path.join(root, "node_modules/.bin/deno");
  const interval = env.LOCAL_OUTBOX_INTERVAL_MS === undefined || env.LOCAL_OUTBOX_INTERVAL_MS === "" ? 5000 : Number(env.LOCAL_OUTBOX_INTERVAL_MS);
  const config = path.join(functionsDir, "deno.json");

  /** @type {Origins | null} */
  let origins = null;
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;
  let closed = false;
  let crashes = 0;
  /** @type {{ port: number, functions: string[], failed: Record<string, string> } | null} */
  let running = null;
  /** Why the runtime is not running, once it is known (answered as a 503). @type {string | null} */
  let broken = null;
  /** @type {((value: unknown) => void) | null} */
  let markReady = null;
  /** @type {((error: Error) => void) | null} */
  let markFailed = null;
  /** Settles when the runtime listens (or fails to start); replaced on each (re)start. */
  let started = newStart();
  /** The first start only: what `npm start` waits for. */
  const ready = started;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;

  function newStart() {
    const p = new Promise((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    p.catch(() => {});
    return p;
  }

  function spawnRuntime() {
    if (closed || !origins) return;
    if (!existsSync(functionsDir)) {
      broken = `there is no functions folder at ${path.relative(root, functionsDir) || functionsDir}`;
      markFailed?.(new Error(broken));
      return;
    }
    const t0 = Date.now();
    const args = ["run", "--no-prompt", "--allow-net", "--allow-env", `--allow-read=${root},${functionsDir}`];
    args.push(...(existsSync(config) ? ["--config", config] : ["--node-modules-dir=manual", "--no-config"]));
    args.push(path.join(here, "main-worker.mjs"), functionsDir);
    const proc = spawn(deno, args, {
      cwd: functionsDir,
      env: { PATH: env.PATH ?? "", HOME: env.HOME ?? "", ...(env.DENO_DIR ? { DENO_DIR: env.DENO_DIR } : {}), DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1", ...functionEnv(origins, env) },
      // Our end of its stdin: Deno exits when it closes (this process gone, even by SIGKILL).
      stdio: ["pipe", "pipe", "pipe"],
    });
    child = proc;
    proc.stdin?.on("error", () => {});
    let stderrTail = "";
    let buffered = "";
    proc.stdout?.setEncoding("utf8").on("data", (/** @type {string} */ chunk) => {
      buffered += chunk;
      let nl;
      while ((nl = buffered.indexOf("\n")) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        const info = running || !line.startsWith('{"ready"') ? null : JSON.parse(line);
        if (!info) {
          if (line.trim()) log(`[edge] ${line}`);
          continue;
        }
        running = { port: info.ready, functions: info.functions, failed: info.failed };
        broken = null;
        const failedNames = Object.keys(info.failed);
        log(
          `edge functions ready in ${Date.now() - t0} ms: ${info.functions.join(", ") || "none"}` +
            (failedNames.length ? `; failed to load: ${failedNames.map((n) => `${n} (${info.failed[n]})`).join("; ")}` : ""),
        );
        markReady?.(running);
      }
    });
    proc.stderr?.setEncoding("utf8").on("data", (/** @type {string} */ chunk) => {
      stderrTail = (stderrTail + chunk).slice(-2000);
      for (const line of chunk.split("\n")) if (line.trim()) log(`[edge] ${line}`);
    });
    proc.on("error", (error) => {
      // Deno missing or not executable: no point in retrying.
      broken = `Deno could not be started (${deno}): ${error.message}`;
      log(`edge functions: ${broken}`);
      markFailed?.(new Error(broken));
    });
    proc.on("exit", (code, signal) => {
      // Stopped on purpose (restart, close): the one that replaces it, if any, is already on its way.
      if (child !== proc) return;
      child = null;
      const wasRunning = running !== null;
      running = null;
      if (closed || broken?.startsWith("Deno could not be started")) return;
      const why = stderrTail.trim().split("\n").slice(-3).join(" / ") || "no output";
      broken = `the edge runtime (Deno) ${wasRunning ? "stopped" : "failed to start"} (${signal ?? `exit code ${code}`}): ${why}`;
      log(`edge functions: ${broken}`);
      if (!wasRunning) markFailed?.(new Error(broken));
      // Restart on a crash, backing off so a runtime that cannot start does not spin.
      crashes += 1;
      started = newStart();
      clearTimeout(restartTimer);
      restartTimer = setTimeout(spawnRuntime, Math.min(30_000, 500 * 2 ** Math.min(crashes - 1, 6)));
      restartTimer.unref();
    });
  }

  /** @param {Origins} next */
  function setOrigins(next) {
    if (origins) return;
    origins = next;
    spawnRuntime();
  }

  /** Stops the runtime and starts it again (an edit to supabase/functions). */
  async function restart() {
    if (closed) return;
    clearTimeout(restartTimer);
    const old = child;
    running = null;
    broken = null;
    crashes = 0;
    started = newStart();
    if (old && old.exitCode === null && old.signalCode === null) {
      child = null;
      await new Promise((resolve) => {
        old.once("exit", resolve);
        old.kill("SIGTERM");
      });
    }
    spawnRuntime();
    await started.catch(() => {});
  }

  /** The runtime's port, waiting for a start under way; throws with the reason it is not running. */
  async function runtimePort() {
    if (running) return running.port;
    if (broken && !child) throw new Error(broken);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(broken ?? "the edge runtime (Deno) is still starting")), START_WAIT_MS).unref());
    const info = /** @type {{ port: number }} */ (await Promise.race([started, timeout]));
    return info.port;
  }

  // The outbox: send-mail every few seconds, as pg_cron + pg_net call it every minute in production.
  let lastOutboxError = "";
  const outbox =
    Number.isFinite(interval) && interval > 0
      ? setInterval(async () => {
          if (!running || !running.functions.includes("send-mail") || !origins) return;
          try {
            const answer = await fetch(`http://127.0.0.1:${running.port}/send-mail`, {
              method: "POST",
              headers: { Authorization: `Bearer ${functionEnv(origins, env).SUPABASE_SERVICE_ROLE_KEY}`, "Content-Type": "application/json" },
              body: "{}",
              signal: AbortSignal.timeout(60_000),
            });
            const text = await answer.text();
            if (!answer.ok) throw new Error(`${answer.status} ${text.slice(0, 300)}`);
            lastOutboxError = "";
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            // Once per distinct failure: a stopped database would otherwise fill the log.
            if (message !== lastOutboxError) log(`outbox: send-mail failed: ${message}`);
            lastOutboxError = message;
          }
        }, interval)
      : undefined;
  outbox?.unref();

  return {
    name: "Edge Functions (local Deno)",
    prefix: PREFIX,
    ready,
    restart,
    /** Called by the server once it listens (services.mjs announceOrigin). @param {Origins} next */
    setOrigin(next) {
      setOrigins(next);
    },
    /** @type {import("../server.mjs").LocalService["handle"]} */
    async handle(req, res, url) {
      if (!origins) setOrigins({ site: url.origin, internal: url.origin });
      let port;
      try {
        port = await runtimePort();
      } catch (error) {
        return sendError(res, 503, `The local Edge Functions are not running: ${error instanceof Error ? error.message : String(error)}`);
      }
      const rest = url.pathname.slice(PREFIX.length) || "/";
      const socket = req.socket;
      const forwarded = [req.headers["x-forwarded-for"], socket?.remoteAddress].filter(Boolean).join(", ");
      await new Promise((resolve) => {
        const upstream = http.request(
          { host: "127.0.0.1", port, path: rest + url.search, method: req.method, headers: { ...req.headers, "x-forwarded-for": forwarded, "x-forwarded-host": req.headers.host ?? "", "x-forwarded-proto": "http" } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on("end", () => resolve(undefined));
            answer.on("error", () => resolve(undefined));
          },
        );
        upstream.on("error", (error) => {
          sendError(res, 503, `The local Edge Functions did not answer: ${error.message}`);
          resolve(undefined);
        });
        if (typeof req.pipe === "function") req.pipe(upstream);
        else upstream.end();
      });
    },
    async close() {
      closed = true;
      clearInterval(outbox);
      clearTimeout(restartTimer);
      const proc = child;
      child = null;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        await new Promise((resolve) => {
          proc.once("exit", resolve);
          proc.kill("SIGTERM");
          setTimeout(() => proc.kill("SIGKILL"), 3000).unref();
        });
      }
    },
    /** For tests: what the runtime reported. */
    get runtime() {
      return running;
    },
  };
}
