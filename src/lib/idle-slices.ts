/**
 * Work that can wait, run in short slices while the browser is idle (issue 43: the work after
 * hydration never a long task). The prefetcher's first pass over the links on screen was one idle
 * task of 20-54 ms at 4x CPU on /store: a tap in that moment waited for all of it. Here each job
 * is small (one link, one file) and a slice stops once it has run `budgetMs`, or when the idle
 * period ends, whichever comes first; what is left waits for the next idle period. A slice always
 * runs one job, so the queue moves even when the browser is never idle (the `timeout` below).
 */

/** What `requestIdleCallback` hands its callback: how long the browser expects to stay idle. */
export type IdleDeadlineLike = { timeRemaining(): number; didTimeout?: boolean };

/** Asks for one call in the next idle period. */
export type ScheduleIdle = (run: (deadline: IdleDeadlineLike) => void) => void;

/** About 4 ms a slice (plus the one job that crosses it): a tap waits for at most that much of ours before its own task runs. */
export const SLICE_MS = 4;

/** How long a waiting slice gives the browser to become idle before it runs anyway. */
export const SLICE_TIMEOUT_MS = 1000;

export type IdleSlices = {
  /** Queues a job behind the others and makes sure a slice is coming. */
  push(job: () => void): void;
  /** Jobs not run yet. */
  pending(): number;
  /** Drops every job not run yet. */
  clear(): void;
};

/** The browser's idle callbacks, or a short timer where there are none (Safari before 18). */
export const browserIdle = (win: Window = window): ScheduleIdle => {
  if (typeof win.requestIdleCallback === "function") return (run) => void win.requestIdleCallback(run, { timeout: SLICE_TIMEOUT_MS });
  return (run) => void win.setTimeout(() => run({ timeRemaining: () => SLICE_MS }), 50);
};

export function idleSlices(schedule: ScheduleIdle, now: () => number = () => performance.now(), budgetMs: number = SLICE_MS): IdleSlices {
  const jobs: Array<() => void> = [];
  let scheduled = false;
  const slice = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const start = now();
    do {
      const job = jobs.shift();
      if (!job) break;
      try {
        job();
      } catch (error) {
        // One job's failure is its own: the queue goes on (and the error is still reported).
        setTimeout(() => {
          throw error;
        });
      }
    } while (jobs.length && now() - start < budgetMs && deadline.timeRemaining() > 0);
    if (jobs.length) ask();
  };
  const ask = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(slice);
  };
  return {
    push(job) {
      jobs.push(job);
      ask();
    },
    pending: () => jobs.length,
    clear: () => void jobs.splice(0),
  };
}
