// @ts-check
/**
 * `npm test`: typecheck, lint, unit + component + integration tests, build, browser tests
 * (Playwright), engine journeys: the same scripts as run one by one, in two lanes.
 *
 * The tests (`test:unit`) run beside typecheck → lint → build:local → browser tests → engine
 * journeys. Vitest runs the unit files on both CPUs, then the integration files one at a time
 * (they share a database cluster and ports): on a 2-CPU machine a CPU sat idle for most of a
 * minute and a half while the rest waited their turn. The browser tests need only the build, so
 * they start once it passed, beside that single-file tail, instead of after it (their servers'
 * start, the analytics build among them, fills the idle CPU). Nothing the two lanes write is read
 * by the other (typegen writes .react-router/, the build build/, the browser tests their own
 * ports (E2E_PORT and above) and test-results/; the unit and integration tests take free ports).
 * One browser test writes to the tree: the dev server's hot-update test edits
 * src/content/legal/en.ts for a few seconds and puts it back; the unit files that import it
 * (legal-page, checkout-view) run in the first of the unit tests' two stages, long before.
 *
 * A lane stops at its first failure, and once any script failed no lane starts another (a
 * script already running finishes). The unit tests and the static checks keep their output
 * until each ends, then print it whole, so the browser tests' live output is not cut by it.
 * Each script's time is printed as it ends.
 */
import { spawn } from "node:child_process";

/** @typedef {{ code: number, output: string }} Result */
/** @typedef {(script: string, keepOutput: boolean) => Promise<Result>} Runner */
/** A lane: its scripts in order; those named in `keepOutput` print their output when they end. */
/** @typedef {{ scripts: string[], keepOutput: string[] }} Lane */

/**
 * Runs `lanes` side by side, each lane's scripts in order. A lane stops at its first failure, and
 * no lane starts a script once one failed. Returns the failed scripts (none: it passed).
 * @param {{ lanes: Lane[] }} plan
 * @param {Runner} runner
 * @param {(line: string) => void} log
 */
export async function runPlan(plan, runner, log) {
  /** @type {string[]} */
  const failed = [];
  /** @param {string} script @param {boolean} keepOutput */
  const step = async (script, keepOutput) => {
    const started = Date.now();
    const { code, output } = await runner(script, keepOutput);
    if (output) log(output.trimEnd());
    log(`npm test: ${script} ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (code !== 0) failed.push(script);
    return code === 0;
  };
  await Promise.all(
    plan.lanes.map(async (lane) => {
      for (const script of lane.scripts) {
        if (failed.length > 0 || !(await step(script, lane.keepOutput.includes(script)))) return;
      }
    }),
  );
  return failed;
}

/** `npm run <script>`, its output passed through, or kept and returned. @type {Runner} */
export function npmRun(script, keepOutput) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: keepOutput ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = keepOutput ? `> npm run ${script}\n` : "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export const NPM_TEST = {
  lanes: [
    { scripts: ["test:unit"], keepOutput: ["test:unit"] },
    {
      scripts: ["typecheck", "lint", "build:local", "test:e2e", "test:engines"],
      keepOutput: ["typecheck", "lint", "build:local"],
    },
  ],
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const failed = await runPlan(NPM_TEST, npmRun, (line) => console.log(line));
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  console.log(failed.length === 0 ? `npm test: all passed in ${took}` : `npm test: ${failed.join(", ")} failed (${took})`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
