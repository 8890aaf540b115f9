// @ts-check
/**
 * `npm test`: typecheck, lint, unit + component + integration tests, build, browser tests
 * (Playwright), engine journeys: the same scripts as run one by one, in two lanes at first.
 *
 * The tests (`test:unit`) run beside typecheck → lint → build:local. Vitest runs the unit files on
 * both CPUs, then the integration files one at a time (they share a database cluster and ports):
 * on a 2-CPU machine a CPU sat idle for most of a minute and a half while the other three waited
 * their turn. Nothing the two lanes write is read by the other (typegen writes .react-router/, the
 * build build/; neither is read by a test file or linted). The browser tests need the build and
 * the whole machine: they, then the engine journeys, start once both lanes passed.
 *
 * The lane beside the tests keeps its output until each script ends, then prints it whole, so
 * the tests' live output is not cut by it. Each script's time is printed as it ends.
 */
import { spawn } from "node:child_process";

/** @typedef {{ code: number, output: string }} Result */
/** @typedef {(script: string, keepOutput: boolean) => Promise<Result>} Runner */

/**
 * Runs `lanes` side by side (each lane's scripts in order, stopping at its first failure), then
 * `after` in order once every lane passed. Returns the failed scripts (none: it passed).
 * @param {{ lanes: { scripts: string[], keepOutput: boolean }[], after: string[] }} plan
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
      for (const script of lane.scripts) if (!(await step(script, lane.keepOutput))) return;
    }),
  );
  if (failed.length > 0) return failed;
  for (const script of plan.after) if (!(await step(script, false))) break;
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
    { scripts: ["test:unit"], keepOutput: false },
    { scripts: ["typecheck", "lint", "build:local"], keepOutput: true },
  ],
  after: ["test:e2e", "test:engines"],
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const failed = await runPlan(NPM_TEST, npmRun, (line) => console.log(line));
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  console.log(failed.length === 0 ? `npm test: all passed in ${took}` : `npm test: ${failed.join(", ")} failed (${took})`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
