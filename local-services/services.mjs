// @ts-check
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every folder in local-services/ with a `service.mjs` is a stand-in for a hosted service.
 * Each exports `createService(ctx)` returning a LocalService ({ name, prefix, handle, close }).
 * It must return quickly (start slow work, like a database, in the background).
 * @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv }} ctx
 * @returns {Promise<import("./server.mjs").LocalService[]>}
 */
export async function createLocalServices(ctx) {
  const dirs = readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, "service.mjs")))
    .map((d) => d.name)
    .sort();
  const services = [];
  for (const dir of dirs) {
    const mod = await import(pathToFileURL(path.join(here, dir, "service.mjs")).href);
    services.push(await mod.createService(ctx));
  }
  return services;
}
