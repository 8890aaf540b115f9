// @ts-check
/**
 * Where a page's main thread goes while it loads and hydrates, by phase (issue 43,
 * docs/decisions/2026-11-28-hydration-cost.md): each sample of a V8 CPU profile is put in the
 * phase its stack is in. The phases are named by React's and React Router's own functions, so
 * they are read from a build that keeps names (`NO_MINIFY=1`, same code): in a minified build
 * everything but module evaluation, the after-hydration chunk and GC reads as "other page script".
 */

/** @typedef {{ functionName: string, url: string, lineNumber: number }} Frame */

/** Innermost first: a sample in React Router's router creation, itself inside React's render, is the router's. */
export const PHASES = /** @type {const} */ ([
  ["router: routes built, URL matched", /^(createHydratedRouter|createRouter)$/],
  ["React: commit", /^(commitRoot|flushMutationEffects|flushLayoutEffects)$/],
  ["React: effects", /^flushPassiveEffects$/],
  ["React: render (hydration)", /^(renderRootConcurrent|renderRootSync)$/],
]);

export const AFTER_HYDRATION = "after hydration (prefetcher, idle work)";
export const MODULE_EVALUATION = "module evaluation";
export const GC = "garbage collection";
export const OTHER = "other page script";
export const INLINE = "the page's inline scripts (boot, tap capture, language)";
export const NO_URL = "no script URL (the test driver, the browser's own)";

/**
 * The phase of one sample, from its stack (innermost frame first, the profile's root left out).
 * @param {Frame[]} stack
 */
export function phaseOf(stack) {
  if (stack[0]?.functionName === "(garbage collector)") return GC;
  for (const frame of stack) for (const [name, test] of PHASES) if (test.test(frame.functionName)) return name;
  if (stack.some((f) => /\/after-hydration-[^/]*\.js$/.test(f.url))) return AFTER_HYDRATION;
  const outer = stack.at(-1);
  if (outer && outer.functionName === "" && outer.lineNumber === 0 && /\/assets\/[^/]+\.js$/.test(outer.url)) return MODULE_EVALUATION;
  if (stack.some((f) => /\/assets\/[^/]+\.js$/.test(f.url))) return OTHER;
  return stack.some((f) => /^https?:/.test(f.url)) ? INLINE : NO_URL;
}

/**
 * Milliseconds per phase in a V8 CPU profile (idle and "program" time left out).
 * @param {{ nodes: { id: number, callFrame: Frame, children?: number[] }[], samples?: number[], timeDeltas?: number[] }} profile
 * @returns {Map<string, number>}
 */
export function phaseTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** @type {Map<number, string>} */
  const phaseOfNode = new Map();
  /** @type {Map<string, number>} */
  const out = new Map();
  (profile.samples ?? []).forEach((id, i) => {
    const leaf = byId.get(id);
    if (!leaf || /^\((idle|program|root)\)$/.test(leaf.callFrame.functionName)) return;
    let phase = phaseOfNode.get(id);
    if (!phase) {
      /** @type {Frame[]} */
      const stack = [];
      /** @type {typeof leaf | undefined} */
      let n = leaf;
      for (; n && n.callFrame.functionName !== "(root)"; n = byId.get(parent.get(n.id) ?? -1)) stack.push(n.callFrame);
      phaseOfNode.set(id, (phase = phaseOf(stack)));
    }
    out.set(phase, (out.get(phase) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return out;
}
