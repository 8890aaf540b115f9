// @ts-check
/**
 * `npm start`: builds the site in local mode, then serves it with the local stand-ins for
 * the store API, Supabase and Stripe on one origin. `--no-build` serves the existing build.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildLocal } from "./build.mjs";
import { createSiteServer } from "./server.mjs";
import { createLocalServices } from "./services.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (!process.argv.includes("--no-build")) await buildLocal();

const log = (/** @type {string} */ msg) => console.log(`[local] ${msg}`);
const services = await createLocalServices({ log, env: process.env });
const buildDir = process.env.BUILD_DIR ?? "build";
const site = createSiteServer({ root: path.join(root, buildDir, "client"), services, log });
const port = await site.listen(Number(process.env.PORT ?? 4173), process.env.HOST ?? "127.0.0.1");
console.log(`\n  Site running at http://localhost:${port}/`);
for (const s of services) console.log(`  ${s.name}: http://localhost:${port}${s.prefix}`);
console.log("");

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await site.close();
    process.exit(0);
  });
}
