// @ts-check
/**
 * Writes docs/measurement-plan.md from the typed measurement plan (src/lib/measurement-plan-table.ts):
 *   npm run docs:measurement-plan
 * The unit test beside the table fails when the file and the module disagree.
 */
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const { module } = await runnerImport("./src/lib/measurement-plan-table.ts", { configFile: false, logLevel: "error" });
const markdown = /** @type {{ measurementPlanMarkdown: () => string }} */ (module).measurementPlanMarkdown();
writeFileSync("docs/measurement-plan.md", markdown);
console.log(`docs/measurement-plan.md: ${markdown.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| Moment") && !l.startsWith("| ---")).length} events`);
