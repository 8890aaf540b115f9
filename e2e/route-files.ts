import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ASSETS_DIR, clientDirectory } from "../local-services/react-router-contract.mjs";

/** The build's route-chunks table (pipeline/route-chunks.ts): each route's files, by index into `files`. */
export function routeChunksTable(buildDir = process.env.BUILD_DIR ?? "build"): { files: string[]; routes: Record<string, number[]> } {
  const client = clientDirectory(buildDir);
  const file = readdirSync(path.join(client, ASSETS_DIR)).find((f) => /^route-chunks-\w+\.json$/.test(f));
  if (!file) throw new Error(`no route-chunks table in ${client}: build first (npm run build:local)`);
  return JSON.parse(readFileSync(path.join(client, ASSETS_DIR, file), "utf8")) as { files: string[]; routes: Record<string, number[]> };
}

/**
 * The files a route needs (its module, split modules and every chunk they import, the shell's
 * excepted), as URL paths, from the build's route-chunks table: what the link prefetcher fetches
 * before a tap. Read by the Chromium specs and the engine journeys.
 */
export function routeFiles(routeId: string, buildDir = process.env.BUILD_DIR ?? "build"): string[] {
  const table = routeChunksTable(buildDir);
  const indices = table.routes[routeId];
  if (!indices?.length) throw new Error(`the route-chunks table has no files for ${routeId}`);
  return indices.map((i) => table.files[i]!);
}
