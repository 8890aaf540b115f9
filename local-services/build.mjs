// @ts-check
import { spawn } from "node:child_process";
import { PRERENDERED_PAGE_LOG_LINE, ROUTINE_LOG_LINES, SPA_FALLBACK_LOG_LINE, reactRouterCli } from "./react-router-contract.mjs";
import { loadEnv } from "vite";
import { localAnalyticsEnv, localEnv } from "./local-env.mjs";

/**
 * Lines of a healthy React Router / Vite build that say nothing a developer needs: progress,
 * the list of built files, one line per prerendered page. Everything else (a warning, an error,
 * anything new) is shown, once.
 */
const ROUTINE = [
  /^$/,
  /^vite v\S+ building \S+ environment/,
  /^transforming\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^rendering chunks\.\.\.$/,
  /^computing gzip size\.\.\.$/,
  /^✓ built in /,
  /^\S+\s+[\d.]+ kB( │ gzip: +[\d.]+ kB)?$/,
  // React Router's own (local-services/react-router-contract.mjs).
  ...ROUTINE_LOG_LINES,
];

/** Lines the build's own steps print to say what they wrote: shown as a stage, not as a notice. */
const SUMMARY = [/^Share cards: /];

// eslint-disable-next-line no-control-regex
const stripAnsi = (/** @type {string} */ s) => s.replace(/\u001b\[[0-9;]*m/g, "");

/**
 * Reads the build's output line by line and reports its stages: the client bundle, then the
 * pages (React Router 8 builds the server bundle, then prerenders, after its last "built in"
 * line; the pages' stage ends with the build). `onStage` is called as each stage ends;
 * `onNotice` once per distinct line that is not routine (warnings, errors, anything new).
 * @param {{ onStage: (stage: "client" | "prerender", detail: { pages: number, ms: number }) => void, onNotice: (line: string) => void, onSummary?: (line: string) => void }} handlers
 */
export function createBuildReporter({ onStage, onNotice, onSummary = onNotice }) {
  const seen = new Set();
  let stage = /** @type {"client" | "prerender" | "done"} */ ("client");
  let pages = 0;
  let stageStarted = Date.now();
  let pending = "";
  /** The build steps' summaries, printed after the stage they belong to. @type {string[]} */
  const summaries = [];
  /** @param {string} raw */
  function line(raw) {
    const text = stripAnsi(raw).trim();
    if (PRERENDERED_PAGE_LOG_LINE.test(text) && !SPA_FALLBACK_LOG_LINE.test(text)) pages += 1;
    if (/^✓ built in /.test(text)) {
      if (stage === "client") {
        const now = Date.now();
        onStage("client", { pages: 0, ms: now - stageStarted });
        stage = "prerender";
        stageStarted = now;
      }
      return;
    }
    if (SUMMARY.some((r) => r.test(text))) return void summaries.push(text);
    if (ROUTINE.some((r) => r.test(text)) || seen.has(text)) return;
    seen.add(text);
    onNotice(text);
  }
  return {
    /** @param {string} chunk */
    write(chunk) {
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? "";
      lines.forEach(line);
    },
    /** The build's end: the pages' stage ends with a build that succeeded. @param {boolean} [succeeded] */
    end(succeeded = true) {
      if (pending) line(pending);
      pending = "";
      if (succeeded && stage === "prerender") onStage("prerender", { pages, ms: Date.now() - stageStarted });
      if (succeeded) summaries.splice(0).forEach(onSummary);
      stage = "done";
    },
  };
}

/**
 * Builds the site in local mode (the values of local-env.mjs) into $BUILD_DIR (default build/).
 * Quiet by default: one line per stage and any line that is not routine. `verbose` shows the
 * build's own output. On failure the whole output is printed.
 * @param {{ verbose?: boolean, out?: (text: string) => void }} [options]
 */
export function buildLocal({ verbose = false, out = (t) => process.stdout.write(t) } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [reactRouterCli(), "build"], {
      stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"],
      // Analytics ids set locally (environment or .env) point the tags at the stand-in.
      env: { ...process.env, ...localEnv, ...localAnalyticsEnv({ ...loadEnv("production", process.cwd(), "VITE_"), ...process.env }), NODE_ENV: "production", FORCE_COLOR: "0" },
    });
    /** @type {string[]} */
    const transcript = [];
    const reporter = createBuildReporter({
      onStage(stage, { pages, ms }) {
        const secs = `${(ms / 1000).toFixed(1)} s`;
        out(stage === "client" ? `  ✓ client bundle built (${secs})\n` : `  ✓ ${pages} pages prerendered (${secs})\n`);
      },
      onNotice: (text) => out(`  ! ${text}\n`),
      onSummary: (text) => out(`  ✓ ${text}\n`),
    });
    if (!verbose) {
      for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding("utf8");
        stream?.on("data", (/** @type {string} */ chunk) => {
          transcript.push(chunk);
          reporter.write(chunk);
        });
      }
    }
    child.on("error", reject);
    child.on("exit", (code) => {
      reporter.end(code === 0);
      if (code === 0) return resolve(undefined);
      if (!verbose) out(`\nThe build failed. Its output:\n${transcript.join("")}\n`);
      reject(new Error(`local build failed (exit ${code})`));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  console.log("Building the site in local mode…");
  try {
    await buildLocal({ verbose: process.argv.includes("--verbose") });
  } catch {
    process.exit(1);
  }
  console.log(`Local build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
