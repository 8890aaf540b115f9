// @ts-check
/**
 * `npm run cards`: the contact sheet of every share card of the last build (build/cards-contact-sheet.png);
 * `npm run cards -- /pricing`: that page's card alone (build/card-preview.png). Run after
 * `npm run build:local` (or `npm start`), which draws the cards.
 */
import { existsSync } from "node:fs";
import { runnerImport } from "vite";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/cards.json`)) {
  console.error(`No cards in ${buildDir}/: run npm run build:local (or npm start) first; the build draws them.`);
  process.exit(1);
}
const { module } = await runnerImport("./ops/cards-sheet.ts", { configFile: false, logLevel: "error" });
try {
  const out = await module.main(process.argv.slice(2), buildDir);
  console.log(`Wrote ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
