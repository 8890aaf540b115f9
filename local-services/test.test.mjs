// @ts-check
import { describe, expect, it } from "vitest";
import { NPM_TEST, runPlan } from "./test.mjs";

/** A runner that records when each script starts and ends, and fails the scripts named. */
function fakeRunner(/** @type {string[]} */ failing = []) {
  /** @type {string[]} */
  const events = [];
  /** @type {import("./test.mjs").Runner} */
  const runner = async (script, keepOutput) => {
    events.push(`start ${script}`);
    await new Promise((r) => setTimeout(r, script === "test:unit" ? 300 : 1));
    events.push(`end ${script}`);
    return { code: failing.includes(script) ? 2 : 0, output: keepOutput ? `${script} said this` : "" };
  };
  return { runner, events };
}

describe("npm test's plan", () => {
  it("runs every script the README's one command names, each once, the build in a lane and the browser tests after it", () => {
    expect([...NPM_TEST.lanes.flatMap((l) => l.scripts), ...NPM_TEST.after].sort()).toEqual(
      ["build:local", "lint", "test:e2e", "test:engines", "test:unit", "typecheck"].sort(),
    );
    expect(NPM_TEST.after).toEqual(["test:e2e", "test:engines"]);
  });

  it("runs the lanes side by side, then the rest in order once all passed", async () => {
    const { runner, events } = fakeRunner();
    /** @type {string[]} */
    const log = [];
    expect(await runPlan(NPM_TEST, runner, (l) => log.push(l))).toEqual([]);
    // The static checks and the build ran while the tests did.
    expect(events.indexOf("start typecheck")).toBeLessThan(events.indexOf("end test:unit"));
    expect(events.indexOf("end build:local")).toBeLessThan(events.indexOf("end test:unit"));
    expect(events.slice(-4)).toEqual(["start test:e2e", "end test:e2e", "start test:engines", "end test:engines"]);
    // The kept output is printed whole, with each script's verdict and time.
    expect(log).toContain("typecheck said this");
    expect(log.filter((l) => / passed in \d+\.\d s$/.test(l))).toHaveLength(6);
  });

  it("stops a lane at its first failure, finishes the other, and runs nothing after", async () => {
    const { runner, events } = fakeRunner(["lint"]);
    /** @type {string[]} */
    const log = [];
    expect(await runPlan(NPM_TEST, runner, (l) => log.push(l))).toEqual(["lint"]);
    expect(events).not.toContain("start build:local");
    expect(events).toContain("end test:unit");
    expect(events.some((e) => e.includes("test:e2e"))).toBe(false);
    expect(log.some((l) => /^npm test: lint FAILED \(exit 2\) in \d+\.\d s$/.test(l))).toBe(true);
  });

  it("a failing test run also keeps the browser tests from starting", async () => {
    const { runner, events } = fakeRunner(["test:unit"]);
    expect(await runPlan(NPM_TEST, runner, () => {})).toEqual(["test:unit"]);
    expect(events).toContain("end build:local");
    expect(events.some((e) => e.includes("test:e2e"))).toBe(false);
  });

  it("stops after a failing browser test run: the engine journeys do not start", async () => {
    const { runner, events } = fakeRunner(["test:e2e"]);
    expect(await runPlan(NPM_TEST, runner, () => {})).toEqual(["test:e2e"]);
    expect(events).not.toContain("start test:engines");
  });
});
