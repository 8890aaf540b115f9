/**
 * One call per key for the page's lifetime: React 19's strict mode runs effects twice in
 * development, and a confirmation or an erase must be posted once. A failed call is forgotten,
 * so "Try again" calls again.
 */
export function onceByKey<T>(call: (key: string) => Promise<T>): { run(key: string): Promise<T>; forget(key: string): void } {
  const calls = new Map<string, Promise<T>>();
  return {
    run(key) {
      let pending = calls.get(key);
      if (!pending) {
        pending = call(key);
        calls.set(key, pending);
        pending.catch(() => calls.delete(key));
      }
      return pending;
    },
    forget(key) {
      calls.delete(key);
    },
  };
}
