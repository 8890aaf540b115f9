/** Runs `fn` once the browser is idle after load (or after `timeout` ms at the latest). */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window === "undefined") return () => {};
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(fn, 200);
  return () => globalThis.clearTimeout(id);
}
