// @ts-check
/**
 * The browser tests' servers, started side by side (playwright.config.ts's one webServer entry).
 *
 * Playwright starts the servers of a `webServer` list one after another, each once the one before
 * answers: six servers took 33-100 s before the first test, most of it one server starting while
 * the others had not begun (the hosts' runtimes and the analytics build are the slow ones). Here
 * they start together, in stages: a stage's servers all at once, the next stage once they all
 * answer (the first server builds the site when E2E_BUILD asks, and the others serve that build).
 *
 * E2E_SERVERS (JSON, written by playwright.config.ts): the stages, each a list of
 * `{ name, command, url, env, stdout }`. Each server is ready when its `url` answers; when all
 * are, one line says so (the config waits for it). Outside CI, a server whose url already answers
 * is reused (not started), as Playwright's `reuseExistingServer` did; in CI that is an error.
 * The servers are this process's children, in its process group: Playwright ends the group at the
 * end of the run, and any server that stops early stops the run.
 */
import { spawn } from "node:child_process";

/** @typedef {{ name: string, command: string, url: string, env: Record<string, string>, stdout: "pipe" | "ignore" }} Server */

export const READY_LINE = "e2e-servers: all ready";

/** Whether `url` answers as Playwright's webServer check counts it (a status from 200 to 403). @param {string} url */
async function answers(url) {
  try {
    const { status } = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return status >= 200 && status < 404;
  } catch {
    return false;
  }
}

/** Prefixes each line of a stream with the server's name. @param {NodeJS.ReadableStream} stream @param {string} name @param {NodeJS.WritableStream} out */
function prefixLines(stream, name, out) {
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) out.write(`[${name}] ${line}\n`);
  });
}

/**
 * Starts one server (or finds it running, outside CI) and resolves once its url answers.
 * @param {Server} server @param {{ ci: boolean, deadline: number, started: number }} options
 */
async function start(server, { ci, deadline, started }) {
  if (await answers(server.url)) {
    if (ci) throw new Error(`${server.url} is already used: stop what runs there (in CI every server is started fresh).`);
    console.log(`e2e-servers: ${server.name} already answers on ${server.url}: reused`);
    return;
  }
  const child = spawn(server.command, { shell: true, env: { ...process.env, ...server.env }, stdio: ["ignore", server.stdout === "pipe" ? "pipe" : "ignore", "pipe"] });
  if (child.stdout) prefixLines(child.stdout, server.name, process.stdout);
  prefixLines(/** @type {NodeJS.ReadableStream} */ (child.stderr), server.name, process.stderr);
  let exited = /** @type {string | null} */ (null);
  child.on("exit", (code, signal) => {
    exited = `${server.name} stopped (${signal ?? `exit ${code}`})`;
    // A server gone mid-run fails the tests that need it; stopping the launcher says why at once.
    console.error(`e2e-servers: ${exited}`);
    process.exit(1);
  });
  while (!(await answers(server.url))) {
    if (exited) throw new Error(exited);
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer ${server.url} in time`);
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`e2e-servers: ${server.name} answers on ${server.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  /** @type {Server[][]} */
  const stages = JSON.parse(process.env.E2E_SERVERS ?? "[]");
  const options = { ci: Boolean(process.env.CI), deadline: started + Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 240_000), started };
  try {
    for (const stage of stages) await Promise.all(stage.map((server) => start(server, options)));
  } catch (error) {
    console.error(`e2e-servers: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`${READY_LINE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The servers run until Playwright ends this process group.
  setInterval(() => {}, 1 << 30);
}
