import { describe, expect, it, vi } from "vitest";
import { idleSlices, type IdleDeadlineLike } from "./idle-slices";

/** A fake browser: idle periods run when the test says, on a clock the jobs move. */
function fakeIdle(idleMs = 50) {
  let clock = 0;
  const waiting: Array<(d: IdleDeadlineLike) => void> = [];
  return {
    now: () => clock,
    tick: (ms: number) => void (clock += ms),
    schedule: (run: (d: IdleDeadlineLike) => void) => void waiting.push(run),
    /** Runs the idle period's callbacks; returns how many slices ran. */
    idle() {
      const runs = waiting.splice(0);
      const end = clock + idleMs;
      for (const run of runs) run({ timeRemaining: () => Math.max(0, end - clock) });
      return runs.length;
    },
    asked: () => waiting.length,
  };
}

describe("idle slices", () => {
  it("runs jobs in order, a slice stopping once it has run its budget", () => {
    const browser = fakeIdle();
    const slices = idleSlices(browser.schedule, browser.now, 4);
    const ran: number[] = [];
    for (let i = 0; i < 10; i++) slices.push(() => (ran.push(i), browser.tick(1.5)));
    expect(browser.asked()).toBe(1); // one slice asked for, however many jobs
    expect(ran).toEqual([]);
    browser.idle();
    expect(ran).toEqual([0, 1, 2]); // 1.5 + 1.5 < 4, then 4.5: stop
    expect(slices.pending()).toBe(7);
    while (browser.idle());
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slices.pending()).toBe(0);
    expect(browser.asked()).toBe(0);
  });

  it("never runs a slice longer than its budget plus one job, nor past the idle period", () => {
    const browser = fakeIdle(2);
    const slices = idleSlices(browser.schedule, browser.now, 4);
    let ran = 0;
    for (let i = 0; i < 6; i++) slices.push(() => (ran++, browser.tick(1)));
    browser.idle();
    expect(ran).toBe(2); // the idle period ends after 2 ms
  });

  it("runs one job a slice when the browser is never idle (the timeout's call)", () => {
    const browser = fakeIdle(0);
    const slices = idleSlices(browser.schedule, browser.now, 4);
    let ran = 0;
    slices.push(() => ran++);
    slices.push(() => ran++);
    browser.idle();
    expect(ran).toBe(1);
    browser.idle();
    expect(ran).toBe(2);
  });

  it("goes on after a job throws, and reports the error", () => {
    vi.useFakeTimers();
    const browser = fakeIdle();
    const slices = idleSlices(browser.schedule, browser.now);
    const ran: string[] = [];
    slices.push(() => {
      throw new Error("boom");
    });
    slices.push(() => ran.push("after"));
    browser.idle();
    expect(ran).toEqual(["after"]);
    expect(() => vi.runAllTimers()).toThrow("boom");
    vi.useRealTimers();
  });

  it("drops what waits on clear", () => {
    const browser = fakeIdle();
    const slices = idleSlices(browser.schedule, browser.now);
    let ran = 0;
    slices.push(() => ran++);
    slices.clear();
    browser.idle();
    expect(ran).toBe(0);
  });
});
