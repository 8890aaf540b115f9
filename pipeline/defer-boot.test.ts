import { describe, expect, it, vi } from "vitest";
import { BootScriptError, deferBoot, deferBootScript } from "./defer-boot";

/** React Router 7.18's prerendered head and boot script, as the build writes them. */
const BOOT = `import "/assets/manifest-741f1ab3.js";
import * as route0 from "/assets/root-BtVHcwCR.js";
import * as route1 from "/assets/pricing-DKanmrSt.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-DD0j1Hxk.js");`;
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-741f1ab3.js"/><link rel="modulepreload" href="/assets/shell-BKKQpvr6.js"/><link rel="stylesheet" href="/assets/root-Df9fg1wk.css"/></head><body><h1>Pricing</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script></body></html>`;

/** Runs a rewritten boot script with the browser's pieces faked; returns what it imported, when. */
function run(script: string, { readyState = "loading", fcp = true } = {}) {
  const log: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let paintObserver: (() => void) | null = null;
  const win: Record<string, unknown> = {};
  const env = {
    window: win,
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
    performance: { getEntriesByName: () => (fcp ? [{}] : []) },
    PerformanceObserver: class {
      constructor(fn: () => void) {
        paintObserver = fn;
      }
      observe() {}
      disconnect() {}
    },
    __import: (url: string) => {
      log.push(url);
      return Promise.resolve({ url });
    },
  };
  const body = script.replace(/\bimport\(/g, "__import(");
  new Function(...Object.keys(env), body)(...Object.values(env));
  const flush = () => {
    while (frames.length || timers.length) {
      frames.splice(0).forEach((f) => f());
      // Only the frame/paint timers, not the cap, unless asked.
      timers.splice(0, 1).forEach((f) => f());
    }
  };
  return { log, listeners, frames, timers, win, flush, paint: () => paintObserver?.() };
}

describe("deferBoot", () => {
  it("drops every modulepreload and keeps the stylesheet and the router context", () => {
    const html = deferBoot(PAGE);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-Df9fg1wk.css"/>');
    expect(html).toContain("window.__reactRouterContext = {};");
    expect(html).not.toMatch(/^\s*import\s/m);
  });

  it("imports nothing before load and the first paint, then the same modules, then the entry", async () => {
    const s = run(deferBootScript(BOOT));
    expect(s.log).toEqual([]);
    s.listeners.load!();
    expect(s.log).toEqual([]); // load seen, the paint's frames not yet
    s.frames.splice(0).forEach((f) => f());
    s.frames.splice(0).forEach((f) => f());
    s.timers.pop()!(); // the task after the painted frame
    expect(s.log).toEqual(["/assets/manifest-741f1ab3.js", "/assets/root-BtVHcwCR.js", "/assets/pricing-DKanmrSt.js"]);
    await vi.waitFor(() => expect(s.log).toContain("/assets/entry.client-DD0j1Hxk.js"));
    expect(s.win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-BtVHcwCR.js" }, "routes/pricing": { url: "/assets/pricing-DKanmrSt.js" } });
  });

  it("waits for the first contentful paint when load comes first", () => {
    const s = run(deferBootScript(BOOT), { fcp: false });
    s.listeners.load!();
    expect(s.frames).toHaveLength(0);
    s.paint();
    expect(s.frames).toHaveLength(1);
  });

  it("starts at the latest after the cap, once", async () => {
    const s = run(deferBootScript(BOOT));
    const cap = s.timers[0]!;
    cap();
    cap();
    expect(s.log.filter((u) => u.includes("manifest"))).toHaveLength(1);
  });

  it("fails the build on a boot script it does not know", () => {
    expect(() => deferBootScript('import { x } from "/assets/a.js";\nwindow.__reactRouterRouteModules = {};\nimport("/e.js");')).toThrow(BootScriptError);
    expect(() => deferBoot("<html><body>no scripts</body></html>")).toThrow(/one React Router boot script, found 0/);
  });
});
