// @ts-check
import { spawn } from "node:child_process";
import { localEnv } from "./local-env.mjs";

/** Builds the site in local mode (the values of local-env.mjs) into build/. */
export function buildLocal() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
      stdio: "inherit",
      env: { ...process.env, ...localEnv, NODE_ENV: "production" },
    });
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`local build failed (exit ${code})`))));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildLocal();
  console.log(`Local build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
