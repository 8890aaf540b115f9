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
    // The unit tests outlast the static checks and the build; the browser tests outlast the unit tests.
    await new Promise((r) => setTimeout(r, script === "test:unit" ? 300 : script === "test:e2e" ? 500 : 1));
    events.push(`end ${script}`);
    return { code: failing.includes(script) ? 2 : 0, output: keepOutput ? `${script} said this` : "" };
  };
  return { runner, events };
}

describe("npm test's plan", () => {
  it("runs every script the README's one command names, each once: the browser tests after the build, the engine journeys after them", () => {
    expect(NPM_TEST.lanes.flatMap((l) => l.scripts).sort()).toEqual(["build:local", "lint", "test:e2e", "test:engines", "test:unit", "typecheck"].sort());
    const lane = NPM_TEST.lanes.find((l) => l.scripts.includes("test:e2e"))?.scripts ?? [];
    expect(lane.slice(lane.indexOf("build:local"))).toEqual(["build:local", "test:e2e", "test:engines"]);
  });

  it("runs the tests beside the static checks, the build and the browser tests, which start as soon as the build passed", async () => {
    const { runner, events } = fakeRunner();
    /** @type {string[]} */
    const log = [];
    expect(await runPlan(NPM_TEST, runner, (l) => log.push(l))).toEqual([]);
    expect(events.indexOf("start typecheck")).toBeLessThan(events.indexOf("end test:unit"));
    // The browser tests did not wait for the unit tests' tail.
    expect(events.indexOf("start test:e2e")).toBeGreaterThan(events.indexOf("end build:local"));
    expect(events.indexOf("start test:e2e")).toBeLessThan(events.indexOf("end test:unit"));
    expect(events.indexOf("start test:engines")).toBeGreaterThan(events.indexOf("end test:e2e"));
    // The kept output is printed whole, with each script's verdict and time; the browser tests' is live.
    expect(log).toContain("typecheck said this");
    expect(log).toContain("test:unit said this");
    expect(log).not.toContain("test:e2e said this");
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

  it("a failing test run keeps the engine journeys from starting; the browser tests already running finish", async () => {
    const { runner, events } = fakeRunner(["test:unit"]);
    expect(await runPlan(NPM_TEST, runner, () => {})).toEqual(["test:unit"]);
    expect(events).toContain("end test:e2e");
    expect(events).not.toContain("start test:engines");
  });

  it("a failing unit test run before the build passed keeps the browser tests from starting", async () => {
    /** @type {string[]} */
    const events = [];
    /** @type {import("./test.mjs").Runner} */
    const runner = async (script) => {
      events.push(`start ${script}`);
      await new Promise((r) => setTimeout(r, script === "test:unit" ? 1 : 50));
      events.push(`end ${script}`);
      return { code: script === "test:unit" ? 2 : 0, output: "" };
    };
    expect(await runPlan(NPM_TEST, runner, () => {})).toEqual(["test:unit"]);
    expect(events.some((e) => e.includes("test:e2e"))).toBe(false);
  });

  it("stops after a failing browser test run: the engine journeys do not start", async () => {
    const { runner, events } = fakeRunner(["test:e2e"]);
    expect(await runPlan(NPM_TEST, runner, () => {})).toEqual(["test:e2e"]);
    expect(events).not.toContain("start test:engines");
  });
});
