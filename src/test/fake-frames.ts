/**
 * A window whose frame, timer and idle callbacks wait until the test runs them, over this
 * document; `innerHeight` 800. `flush()` runs everything, including what the callbacks queue;
 * `step()` runs the callbacks waiting now, not those they queue.
 */
export function fakeWindow() {
  const queue: (() => void)[] = [];
  const later = (cb: () => void) => (queue.push(cb), 0);
  const win = { document, innerHeight: 800, requestAnimationFrame: later, setTimeout: later, requestIdleCallback: later } as unknown as Window;
  const flush = () => {
    while (queue.length) queue.shift()!();
  };
  const step = () => queue.splice(0).forEach((cb) => cb());
  return { win, flush, step };
}
