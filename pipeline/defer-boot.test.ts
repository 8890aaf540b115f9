import { describe, expect, it, vi } from "vitest";
import { BOOT_DATA_ATTRIBUTE, bootData, BootScriptError, DEFERRED_BOOT_SCRIPT, deferBoot, sameScriptsEverywhere, STREAM_CHUNK_LOADER } from "./defer-boot";

/** React Router 7.18's prerendered head and boot script, as the build writes them. */
const BOOT = `import "/assets/manifest-741f1ab3.js";
import * as route0 from "/assets/root-BtVHcwCR.js";
import * as route1 from "/assets/pricing-DKanmrSt.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-DD0j1Hxk.js");`;
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-741f1ab3.js"/><link rel="modulepreload" href="/assets/shell-BKKQpvr6.js"/><link rel="stylesheet" href="/assets/root-Df9fg1wk.css"/></head><body><h1>Pricing</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script></body></html>`;

/** Runs a rewritten boot script with the browser's pieces faked; returns what it imported, when. */
function run(body: string, { readyState = "loading", fcp = true } = {}) {
  const script = DEFERRED_BOOT_SCRIPT;
  const data = JSON.stringify(bootData(body));
  const log: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let paintObserver: (() => void) | null = null;
  const win: Record<string, unknown> = {};
  const env = {
    window: win,
    document: { readyState, querySelector: (q: string) => (q === `script[${BOOT_DATA_ATTRIBUTE}]` ? { getAttribute: () => data } : null) },
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
  const code = script.replace(/\bimport\(/g, "__import(");
  new Function(...Object.keys(env), code)(...Object.values(env));
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
    const s = run(BOOT);
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
    const s = run(BOOT, { fcp: false });
    s.listeners.load!();
    expect(s.frames).toHaveLength(0);
    s.paint();
    expect(s.frames).toHaveLength(1);
  });

  it("starts at the latest after the cap, once", async () => {
    const s = run(BOOT);
    const cap = s.timers[0]!;
    cap();
    cap();
    expect(s.log.filter((u) => u.includes("manifest"))).toHaveLength(1);
  });

  it("fails the build on a boot script it does not know", () => {
    expect(() => bootData('import { x } from "/assets/a.js";\nwindow.__reactRouterRouteModules = {};\nimport("/e.js");')).toThrow(BootScriptError);
    expect(() => bootData(`${BOOT}\nwindow.evil = 1;`)).toThrow(/unexpected line/);
    expect(() => deferBoot("<html><body>no scripts</body></html>")).toThrow(/one React Router boot script, found 0/);
  });

  it("gives every page the same boot script: what differs is data", () => {
    const other = BOOT.replace("pricing-DKanmrSt", "hire-us-XyZ12345").replace("routes/pricing", "routes/hire-us");
    const script = (html: string) => /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
    const a = deferBoot(PAGE);
    const b = deferBoot(PAGE.replace(BOOT, other));
    expect(script(a)).toBe(script(b));
    expect(a).toContain(`<script type="module" ${BOOT_DATA_ATTRIBUTE}="{&quot;imports&quot;:[&quot;/assets/manifest-741f1ab3.js&quot;,`);
    expect(a.match(/<script\b/g)).toHaveLength(PAGE.match(/<script\b/g)!.length);
  });

  it("reads a route made of split modules, as React Router spreads them", async () => {
    const split = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-a.js";
import * as route1_clientLoader from "/assets/p-loader.js";
import * as route1_main from "/assets/p-main.js";
const route1 = {...route1_clientLoader,...route1_main};
window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};
import("/assets/entry.client-e.js");`;
    expect(bootData(split)).toEqual({ imports: ["/assets/manifest-1.js", "/assets/root-a.js", "/assets/p-loader.js", "/assets/p-main.js"], routes: { root: [1], "routes/product": [2, 3] }, entry: "/assets/entry.client-e.js" });
    const s = run(split);
    s.timers[0]!();
    await vi.waitFor(() => expect(s.log).toContain("/assets/entry.client-e.js"));
    expect(s.win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-a.js" }, "routes/product": { url: "/assets/p-main.js" } });
  });

  it("turns each chunk of loader data into JSON read by one shared script, the same value enqueued", () => {
    const value = '[{"_1":2},"loaderData",{"title":"<b> & \\"x\\""}]\n';
    const literal = JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const html = sameScriptsEverywhere(`<body><script>window.__reactRouterContext.streamController.enqueue(${literal});</script><script>window.__reactRouterContext.streamController.close();</script></body>`);
    expect(html).toBe(`<body><script data-chunk="[{&quot;_1&quot;:2},&quot;loaderData&quot;,{&quot;title&quot;:&quot;&lt;b&gt; &amp; \\&quot;x\\&quot;&quot;}]\n">${STREAM_CHUNK_LOADER}</script><script>window.__reactRouterContext.streamController.close();</script></body>`);
    // What the browser's attribute holds once parsed is the value React Router enqueued.
    const attr = /data-chunk="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const enqueued: string[] = [];
    const window = { __reactRouterContext: { streamController: { enqueue: (v: string) => enqueued.push(v) } } };
    new Function("window", "document", STREAM_CHUNK_LOADER)(window, { currentScript: { getAttribute: () => attr } });
    expect(enqueued).toEqual([value]);
  });
});
