import { describe, expect, it, vi } from "vitest";
import {
  BOOT_DATA_ATTRIBUTE,
  bootData,
  BootScriptError,
  DEFERRED_BOOT_SCRIPT,
  deferBoot,
  isIslandsPage,
  islandsBootData,
  withoutRouterData,
  sameScriptsEverywhere,
  STREAM_CHUNK_LOADER,
  type BootData,
  withoutIslands,
} from "./defer-boot";

/** React Router 7.18's prerendered head and boot script, as the build writes them. */
const BOOT = `import "/assets/manifest-741f1ab3.js";
import * as route0 from "/assets/root-BtVHcwCR.js";
import * as route1 from "/assets/pricing-DKanmrSt.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-DD0j1Hxk.js");`;
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-741f1ab3.js"/><link rel="modulepreload" href="/assets/shell-BKKQpvr6.js"/><link rel="stylesheet" href="/assets/root-Df9fg1wk.css"/></head><body><h1>Pricing</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script></body></html>`;

/** Runs a rewritten boot script with the browser's pieces faked; returns what it imported, when. */
function run(body: string | BootData, { readyState = "loading", fcp = true } = {}) {
  const script = DEFERRED_BOOT_SCRIPT;
  const data = JSON.stringify(typeof body === "string" ? bootData(body) : body);
  const log: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let paintObserver: (() => void) | null = null;
  const win: Record<string, unknown> = {};
  const env = {
    window: win,
    document: {
      readyState,
      querySelector: (q: string) => (q === `script[${BOOT_DATA_ATTRIBUTE}]` ? { getAttribute: () => data } : null),
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { appendChild: (link: { rel?: string; href?: string }) => log.push(`${link.rel} ${link.href}`) },
    },
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

  it("runs the first chunks one task each before the page's modules, and preloads the rest a task each: none waits for another's download, no task starts them all", async () => {
    const first = ["/assets/framework-1.js", "/assets/shell-1.js"];
    const s = run({ first, ...bootData(BOOT) }, { readyState: "complete" });
    s.frames.splice(0).forEach((f) => f());
    s.frames.splice(0).forEach((f) => f());
    s.timers.pop()!(); // the task after the painted frame
    const pageModules = ["/assets/manifest-741f1ab3.js", "/assets/root-BtVHcwCR.js", "/assets/pricing-DKanmrSt.js"];
    const entry = "/assets/entry.client-DD0j1Hxk.js";
    // The boot's task imports the framework, nothing more.
    expect(s.log).toEqual(["/assets/framework-1.js"]);
    // Then one preload a task, the shell's first and the client entry's last, before any of them is needed.
    for (const url of [first[1], ...pageModules, entry]) {
      expect(s.timers).toHaveLength(2); // the cap, and the next preload
      s.timers.pop()!();
      expect(s.log.at(-1)).toBe(`modulepreload ${url}`);
    }
    expect(s.timers).toHaveLength(1);
    // The shell in the next task, the page's modules in the one after.
    await vi.waitFor(() => expect(s.timers).toHaveLength(2));
    s.timers.pop()!();
    expect(s.log.at(-1)).toBe("/assets/shell-1.js");
    await vi.waitFor(() => expect(s.timers).toHaveLength(2));
    s.timers.pop()!();
    expect(s.log.slice(-3)).toEqual(pageModules);
    await vi.waitFor(() => expect(s.log.at(-1)).toBe("/assets/entry.client-DD0j1Hxk.js"));
    expect(s.win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-BtVHcwCR.js" }, "routes/pricing": { url: "/assets/pricing-DKanmrSt.js" } });
  });

  it("gives the page its first chunks as data, before the rest of it", () => {
    const html = deferBoot(PAGE, undefined, ["/assets/framework-1.js", "/assets/shell-1.js"]);
    expect(html).toContain(`${BOOT_DATA_ATTRIBUTE}="{&quot;first&quot;:[&quot;/assets/framework-1.js&quot;,&quot;/assets/shell-1.js&quot;],&quot;imports&quot;:`);
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

/** An islands page's boot, as React Router writes it (the home page: root, English layout, page). */
const HOME_BOOT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/english-1.js";
import * as route2 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en":route1,"en.home":route2};

import("/assets/entry.client-1.js");`;
const islandsPage = (html: string) => `<!DOCTYPE html><html lang="en"${html}><head></head><body><div data-island="header"></div><script type="module" async="">${HOME_BOOT}</script></body></html>`;

describe("an islands page's boot (decision 2026-11-28-islands)", () => {
  it("is the page whose <html> says so", () => {
    expect(isIslandsPage(islandsPage(' data-islands=""'))).toBe(true);
    expect(isIslandsPage(islandsPage(""))).toBe(false);
    expect(isIslandsPage(islandsPage(' data-islands-x=""'))).toBe(false);
    expect(isIslandsPage('<html lang="en"><body data-islands=""></body></html>')).toBe(false);
  });

  it("loads the language layout's module and the islands' chunk, and no other route's", () => {
    expect(islandsBootData(bootData(HOME_BOOT), "/assets/islands-boot-1.js")).toEqual({
      imports: ["/assets/english-1.js", "/assets/islands-boot-1.js"],
      routes: { en: [0] },
      entry: "/assets/entry.client-1.js",
    });
    const html = deferBoot(islandsPage(' data-islands=""'), "/assets/islands-boot-1.js");
    expect(html).toContain("islands-boot-1.js");
    expect(html).not.toMatch(/root-1\.js|home-1\.js|manifest-1\.js/);
    // Every other page boots as before, whether or not the build has islands.
    expect(deferBoot(PAGE, "/assets/islands-boot-1.js")).toBe(deferBoot(PAGE));
  });

  it("is never the SPA fallback, which React Router renders at / as the root route alone", () => {
    const fallback = withoutIslands(islandsPage(' data-islands=""'));
    expect(isIslandsPage(fallback)).toBe(false);
    expect(fallback).toContain('<html lang="en"><head>');
    expect(withoutIslands(PAGE)).toBe(PAGE);
  });

  it("leaves out React Router's context and loader data, which no router reads there; every other page keeps them", () => {
    const context = '<script>window.__reactRouterContext = {"basename":"/","ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';
    const data = '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script><script>window.__reactRouterContext.streamController.close();</script>';
    const withData = (attrs: string) => islandsPage(attrs).replace("</body>", `${context}${data}</body>`);
    const islands = deferBoot(withData(' data-islands=""'), "/assets/islands-boot-1.js");
    expect(islands).not.toContain("__reactRouterContext");
    expect(islands).toContain('<div data-island="header"></div>');
    const whole = deferBoot(withData(""), "/assets/islands-boot-1.js");
    expect(whole).toContain(context);
    expect(whole).toContain("streamController.close()");
    expect(whole).toContain("<script data-chunk=");
    // A context written some other way is not silently left behind.
    expect(() => withoutRouterData('<script>window.__reactRouterContext={}</script>')).toThrow(BootScriptError);
  });

  it("stops the build with no islands chunk, or no layout to take words from", () => {
    expect(() => deferBoot(islandsPage(' data-islands=""'))).toThrow(BootScriptError);
    expect(() => islandsBootData(bootData(BOOT), "/assets/islands-boot-1.js")).toThrow(BootScriptError);
  });

  it("runs the layout's module as the route map's, then the entry", async () => {
    const s = run(islandsBootData(bootData(HOME_BOOT), "/assets/islands-boot-1.js"), { readyState: "complete" });
    s.flush();
    await vi.waitFor(() => expect(s.log).toEqual(["/assets/english-1.js", "/assets/islands-boot-1.js", "/assets/entry.client-1.js"]));
    expect(s.win.__reactRouterRouteModules).toEqual({ en: { url: "/assets/english-1.js" } });
  });
});
