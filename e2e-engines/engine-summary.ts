/**
 * A line per engine at the end of `npm run test:engines`: its journeys passed and failed, and the
 * time it took (browser start included), so the report says each engine's result and what each
 * adds to CI. The verbose reporter before it lists every journey under its engine's name.
 */
import type { Reporter, TestModule } from "vitest/node";

export default class EngineSummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const engines = new Map<string, { passed: number; failed: number; skipped: number; ms: number }>();
    for (const module of testModules) {
      const name = module.project.name;
      const e = engines.get(name) ?? { passed: 0, failed: 0, skipped: 0, ms: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") e.passed++;
        else if (state === "failed") e.failed++;
        else e.skipped++;
      }
      e.ms += module.diagnostic().duration;
      engines.set(name, e);
    }
    const lines = [...engines].map(([name, e]) => `  ${name.padEnd(8)} ${e.passed} passed, ${e.failed} failed${e.skipped ? `, ${e.skipped} skipped` : ""}  (${(e.ms / 1000).toFixed(1)} s)`);
    console.log(`\nEngine journeys:\n${lines.join("\n")}\n`);
  }
}
