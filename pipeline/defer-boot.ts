/**
 * JavaScript never competes with the first paint (issue 11, docs/decisions/2026-11-23-first-paint.md).
 *
 * React Router's `<Scripts/>` puts a high-priority `<link rel="modulepreload">` in the head for
 * every chunk of the page and boots with an inline module script whose static imports start
 * at once. On a slow phone those ~130 KB share the first round trips with the stylesheet and
 * the hero image, and Lighthouse counts them as render-blocking. This build step rewrites each
 * prerendered HTML file so that:
 *   - no modulepreload link is left;
 *   - the boot script imports the same modules, in the same order, but only once the page has
 *     loaded (`load`: HTML, the stylesheet, the above-the-fold images are in) and its first
 *     contentful paint is on screen; or BOOT_CAP_MS after the document was parsed at the
 *     latest, should an image hang;
 * and the inline scripts are the same text on every page, so one content security policy with a
 * handful of hashes covers the whole site, however many pages and languages it has (issue 23:
 * one policy per page would pass Cloudflare's 100 header rules): the boot script reads what its
 * page loads from a JSON element, and each chunk of streamed loader data is JSON read by one
 * shared script. The router context, the loader data and hydration are otherwise unchanged, so the
 * site stays a React Router app with client-side navigation once hydrated.
 *
 * A build whose boot script no longer has the shape this step knows fails loudly
 * (an upgrade of React Router must be looked at, not silently shipped). The shapes it knows are
 * named in local-services/react-router-contract.mjs.
 */
import {
  BOOT_ENTRY_IMPORT,
  BOOT_NAMESPACE_IMPORT,
  BOOT_SCRIPT,
  BOOT_SCRIPT_MARKER,
  BOOT_SIDE_EFFECT_IMPORT,
  MODULEPRELOAD_LINK,
  STREAM_CHUNK_SCRIPT,
  CONTEXT_SCRIPT_MARKER,
} from "../local-services/react-router-contract.mjs";
import { LANGS } from "../src/lib/i18n";

/** Hydration starts after load and the first paint, or this long after the boot script ran at the latest. */
export const BOOT_CAP_MS = 3000;

export class BootScriptError extends Error {}

/** What a page's boot loads: its modules in order, each route's modules (indices), the client entry. */
export type BootData = { first?: string[]; imports: string[]; routes: Record<string, number[]>; entry: string };

/** The boot script's attribute that holds its page's BootData, as JSON. */
export const BOOT_DATA_ATTRIBUTE = "data-boot";

/** An attribute value as HTML writes it. */
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * React Router's boot script, read as data: its static imports (the manifest's, then each route
 * module's or split module's namespace), the route map it fills (`{"root":route0,…}`, a route made
 * of split modules first spread into one: `const route1 = {...route1_main,…};`) and the entry it
 * imports. Anything else stops the build.
 */
export function bootData(body: string): BootData {
  if (!body.includes(BOOT_SCRIPT_MARKER) || !BOOT_ENTRY_IMPORT.test(body)) {
    throw new BootScriptError("the module script does not look like React Router's boot script");
  }
  const imports: string[] = [];
  const bindings = new Map<string, number[]>();
  const routes: Record<string, number[]> = {};
  let entry: string | null = null;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const side = BOOT_SIDE_EFFECT_IMPORT.exec(line);
    const ns = BOOT_NAMESPACE_IMPORT.exec(line);
    const spread = /^const ([A-Za-z_$][\w$]*) = \{((?:\.\.\.[A-Za-z_$][\w$]*,?)+)\};$/.exec(line);
    const map = new RegExp(`^${BOOT_SCRIPT_MARKER.replace(/[.$]/g, "\\$&")} = \\{(.*)\\};$`).exec(line);
    const entryImport = /^import\(("[^"]+")\);$/.exec(line);
    if (side) imports.push(JSON.parse(side[1]!) as string);
    else if (ns) {
      bindings.set(ns[1]!, [imports.length]);
      imports.push(JSON.parse(ns[2]!) as string);
    } else if (spread) {
      bindings.set(
        spread[1]!,
        spread[2]!.split(",").filter(Boolean).flatMap((part) => {
          const from = bindings.get(part.slice(3));
          if (!from) throw new BootScriptError(`the boot script spreads an unknown module: ${line}`);
          return from;
        }),
      );
    } else if (map) {
      for (const pair of map[1]!.split(",")) {
        const m = /^("(?:[^"\\]|\\.)*"):([A-Za-z_$][\w$]*)$/.exec(pair);
        const modules = m && bindings.get(m[2]!);
        if (!m || !modules) throw new BootScriptError(`unexpected route map entry in React Router's boot script: ${pair}`);
        routes[JSON.parse(m[1]!) as string] = modules;
      }
    } else if (entryImport) entry = JSON.parse(entryImport[1]!) as string;
    else if (/^import\s/.test(line)) throw new BootScriptError(`unexpected import in React Router's boot script: ${line}`);
    else throw new BootScriptError(`unexpected line in React Router's boot script: ${line}`);
  }
  if (imports.length === 0) throw new BootScriptError("React Router's boot script imports nothing");
  if (entry === null || Object.keys(routes).length === 0) throw new BootScriptError("React Router's boot script fills no route map or imports no entry");
  return { imports, routes, entry };
}

/**
 * The one boot script of every page (the same text, so one CSP hash for the whole site): it reads
 * the page's BootData from its own attribute (a CSP hash covers a script's text, not its
 * attributes; one element where React Router wrote one, so hydration meets what it rendered) and, after load and the first paint (or BOOT_CAP_MS at the latest), imports
 * the same modules in parallel, fills the route map as React Router's script did, then imports the
 * entry. painted(cb): cb in a task after the first contentful paint's frame (two frames, then a task).
 *
 * `first` (FIRST_CHUNKS, the framework and the shell): the chunks every page's modules import,
 * each taken in and run in a task of its own before the page's modules. The first is imported at
 * once and the rest preloaded, one preload a task, so that none waits for another's download and
 * no task starts them all (each preload's start was 0.1-4 ms of main thread at 1x CPU, all five in
 * the boot's task up to 7 ms: a long task at a phone's speed; decision
 * 2026-11-29-boot-in-short-tasks). Imported with the page's modules they were one task of 12-15
 * ms at 1x here (125-150 ms on the reference phone, decision 2026-11-29-calibrated-per-run); one
 * at a time, each is under 10. The client entry is preloaded
 * with them: imported when all else has run, it was a round trip of its own (an islands page live
 * 0.15-0.22 s later at slow 4G). What the page's modules import in turn is not preloaded: eleven
 * preloads at once read as +100-235 ms of bootup-time in Lighthouse on two CPUs (measurements
 * 2026-11-29-calibrated-per-run, "Preloading the whole first load").
 */
export const DEFERRED_BOOT_SCRIPT =
  `(function(){var started=false;function boot(){if(started)return;started=true;` +
  `var b=JSON.parse(document.querySelector("script[${BOOT_DATA_ATTRIBUTE}]").getAttribute(${JSON.stringify(BOOT_DATA_ATTRIBUTE)}));` +
  `var f=b.first||[];` +
  `function rest(){Promise.all(b.imports.map(function(s){return import(s)})).then(function(m){var r={};` +
  `for(var id in b.routes){var i=b.routes[id];r[id]=i.length===1?m[i[0]]:Object.assign.apply(Object,[{}].concat(i.map(function(k){return m[k]})))}` +
  `window.__reactRouterRouteModules=r;import(b.entry)})}` +
  `function next(i){if(i>=f.length)return rest();import(f[i]).then(function(){setTimeout(function(){next(i+1)},0)})}` +
  `var p=f.length?f.slice(1).concat(b.imports,[b.entry]):[];` +
  `function preload(){var s=p.shift();if(!s)return;var l=document.createElement("link");l.rel="modulepreload";l.href=s;document.head.appendChild(l);if(p.length)setTimeout(preload,0)}` +
  `next(0);if(p.length)setTimeout(preload,0)}` +
  `function frames(cb){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(cb,0)})})}` +
  `function painted(cb){try{if(performance.getEntriesByName("first-contentful-paint").length)return frames(cb);` +
  `var o=new PerformanceObserver(function(){o.disconnect();frames(cb)});o.observe({type:"paint",buffered:true})}catch(e){frames(cb)}}` +
  `function start(){painted(boot)}` +
  `if(document.readyState==="complete")start();else addEventListener("load",start,{once:true});` +
  `setTimeout(boot,${BOOT_CAP_MS});})();`;

/**
 * The one script that streams a chunk of loader data: the chunk is the script's own `data-chunk`
 * attribute, so every page's chunks share this script's one hash.
 */
export const STREAM_CHUNK_LOADER = '(function(s){window.__reactRouterContext.streamController.enqueue(s.getAttribute("data-chunk"))})(document.currentScript)';

/**
 * A page's inline scripts made the same on every page (docs/decisions/2026-11-25-spanish-twins.md):
 * each chunk of loader data becomes STREAM_CHUNK_LOADER with the chunk in its attribute.
 */
export function sameScriptsEverywhere(html: string): string {
  return html.replace(STREAM_CHUNK_SCRIPT, (_, literal: string) => `<script data-chunk="${attribute(JSON.parse(literal) as string)}">${STREAM_CHUNK_LOADER}</script>`);
}

/** Whether a prerendered page is an islands page (root.tsx writes `<html … data-islands="">`). */
export const isIslandsPage = (html: string): boolean => /<html\b[^>]*\sdata-islands(?:=""|\s|>)/.test(html);

/**
 * The SPA fallback is never an islands page: it draws whatever page the address names, with the
 * whole app. React Router renders it as the root route at `/`, whose route says islands: the
 * attribute goes.
 */
export const withoutIslands = (html: string): string => html.replace(/(<html\b[^>]*?)\s+data-islands(?:="")?(?=[\s>])/, "$1");

/**
 * What an islands page's boot loads (decision 2026-11-28-islands): its language layout route
 * alone, for the shared words (LANGS are the layout routes' ids, routes.ts), and the islands'
 * boot chunk, in parallel, then the client entry, which hands the page to the islands. No other
 * route module (the root's, the page's) and so no router is fetched or run.
 */
export function islandsBootData(page: BootData, islandsChunk: string): BootData {
  const layout = LANGS.find((id) => page.routes[id]);
  if (!layout) throw new BootScriptError("an islands page has no language layout route to take its words from");
  const modules = page.routes[layout]!.map((i) => page.imports[i]!);
  return { imports: [...modules, islandsChunk], routes: { [layout]: modules.map((_, i) => i) }, entry: page.entry };
}

/** React Router's context script, which sets up the stream its loader data comes in by. */
const CONTEXT_SCRIPT = /<script>window\.__reactRouterContext = [\s\S]*?<\/script>/g;
/** The script that closes that stream. */
const STREAM_CLOSE_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;

/**
 * An islands page without React Router's context and loader data: no router reads them there, and
 * setting up their stream (a ReadableStream piped through a TextEncoderStream) was ~1 ms of
 * script before the first paint at 1x CPU. Throws if any of it is left (a new React Router that
 * writes it otherwise), so that a change there is seen at build.
 */
export function withoutRouterData(html: string): string {
  const out = html.replace(CONTEXT_SCRIPT, "").replace(STREAM_CHUNK_SCRIPT, "").replace(STREAM_CLOSE_SCRIPT, "");
  if (out.includes(CONTEXT_SCRIPT_MARKER)) throw new BootScriptError("an islands page still holds React Router's context after its scripts were taken out");
  return out;
}

/**
 * A prerendered page with its scripts moved behind the first paint, and the same on every page.
 * `islandsChunk`: the islands' boot chunk (`/assets/…`), for islands pages; `first`: the chunks
 * run one task each before the page's modules (BootData's `first`, DEFERRED_BOOT_SCRIPT).
 */
export function deferBoot(html: string, islandsChunk?: string, first: readonly string[] = []): string {
  let boots = 0;
  const islands = isIslandsPage(html);
  if (islands && !islandsChunk) throw new BootScriptError("an islands page, and no islands chunk to boot it with");
  const out = html.replace(MODULEPRELOAD_LINK, "").replace(BOOT_SCRIPT, (_, body: string) => {
    boots++;
    const page = islands ? islandsBootData(bootData(body), islandsChunk!) : bootData(body);
    const data: BootData = first.length > 0 ? { first: [...first], ...page } : page;
    return `<script type="module" ${BOOT_DATA_ATTRIBUTE}="${attribute(JSON.stringify(data))}">${DEFERRED_BOOT_SCRIPT}</script>`;
  });
  if (boots !== 1) throw new BootScriptError(`expected one React Router boot script, found ${boots}`);
  return islands ? withoutRouterData(out) : sameScriptsEverywhere(out);
}
