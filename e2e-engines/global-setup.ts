/**
 * An `npm start` server for each engine's journeys (a project-level global setup: each engine's
 * project starts its own), started the way Playwright's servers start (playwright.config.ts): the
 * last build (`npm test` builds just before; E2E_BUILD=1 builds first), no added latency, no
 * synthetic subscribers, ready when /terms answers; reused when one already answers on the port
 * outside CI. One each, because the two engines run side by side and the store journey sets the
 * stock it buys from: on one server each would buy from the other's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    serverPort: number;
  }
}

const ROOT = path.resolve(import.meta.dirname, "..");
/** Firefox's: E2E_ENGINES_PORT, else E2E_PORT + 600 (Playwright's servers take +0, +200, +400, +500, +700 (analytics) and +1000); WebKit's the next. */
export const ENGINES_PORT = Number(process.env.E2E_ENGINES_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 600);
const portOf = (engine: string) => ENGINES_PORT + (engine === "webkit" ? 1 : 0);

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

export default async function setup(project: TestProject) {
  const port = portOf(project.name);
  const url = `http://localhost:${port}/terms`;
  project.provide("serverPort", port);
  if (!process.env.CI && (await answers(url))) return;
  // Vitest runs the projects' setups one after the other, Firefox's first: with E2E_BUILD it builds,
  // and WebKit's server serves that build (a second build into the same folder would replace the
  // files under a running server).
  const build = Boolean(process.env.E2E_BUILD) && project.name === "firefox";
  if (!build && !existsSync(path.join(ROOT, process.env.BUILD_DIR ?? "build", "client/index.html"))) {
    throw new Error("No build to serve: run `npm run build:local` first (or E2E_BUILD=1).");
  }
  const server: ChildProcess = spawn(process.execPath, ["local-services/start.mjs", ...(build ? [] : ["--no-build"])], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOCAL_LATENCY_MS: "0", LOCAL_JITTER_MS: "0", LOCAL_SEED_COUNT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let log = "";
  server.stdout!.on("data", (c: Buffer) => (log = (log + c.toString()).slice(-4000)));
  const deadline = Date.now() + 180_000;
  while (!(await answers(url))) {
    if (server.exitCode !== null) throw new Error(`The server for the engine journeys stopped (${server.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`The server for the engine journeys did not answer ${url} in 180 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGTERM");
  };
}
