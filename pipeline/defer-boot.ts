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
 * and nothing else: the router context, the streamed loader data and hydration are unchanged,
 * so the site stays a React Router app with client-side navigation once hydrated.
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
} from "../local-services/react-router-contract.mjs";

/** Hydration starts after load and the first paint, or this long after the boot script ran at the latest. */
export const BOOT_CAP_MS = 3000;

export class BootScriptError extends Error {}

/**
 * The boot script's body, rewritten: its static imports become one parallel `import()` that
 * starts at load; the rest of the body (route module map, entry import) runs after them.
 */
export function deferBootScript(body: string): string {
  if (!body.includes(BOOT_SCRIPT_MARKER) || !BOOT_ENTRY_IMPORT.test(body)) {
    throw new BootScriptError("the module script does not look like React Router's boot script");
  }
  const specifiers: string[] = [];
  const bindings: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const side = BOOT_SIDE_EFFECT_IMPORT.exec(line);
    const ns = BOOT_NAMESPACE_IMPORT.exec(line);
    if (side) specifiers.push(side[1]!);
    else if (ns) {
      bindings.push(`${ns[1]}=m[${specifiers.length}]`);
      specifiers.push(ns[2]!);
    } else if (/^\s*import\s/.test(line)) {
      throw new BootScriptError(`unexpected import in React Router's boot script: ${line.trim()}`);
    } else if (line.trim()) rest.push(line.trim());
  }
  if (specifiers.length === 0) throw new BootScriptError("React Router's boot script imports nothing");
  // boot(): the original imports, in parallel. painted(cb): cb in a task after the first
  // contentful paint's frame (two frames, then a task). Started at load, once painted.
  return (
    `(function(){var started=false;function boot(){if(started)return;started=true;` +
    `Promise.all([${specifiers.map((s) => `import(${s})`).join(",")}]).then(function(m){` +
    `var ${bindings.length ? bindings.join(",") : "_=m"};\n${rest.join("\n")}\n});}` +
    `function frames(cb){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(cb,0)})})}` +
    `function painted(cb){try{if(performance.getEntriesByName("first-contentful-paint").length)return frames(cb);` +
    `var o=new PerformanceObserver(function(){o.disconnect();frames(cb)});o.observe({type:"paint",buffered:true})}catch(e){frames(cb)}}` +
    `function start(){painted(boot)}` +
    `if(document.readyState==="complete")start();else addEventListener("load",start,{once:true});` +
    `setTimeout(boot,${BOOT_CAP_MS});})();`
  );
}

/** A prerendered page with its scripts moved behind the first paint. */
export function deferBoot(html: string): string {
  let boots = 0;
  const out = html.replace(MODULEPRELOAD_LINK, "").replace(BOOT_SCRIPT, (_, body: string) => {
    boots++;
    return `<script type="module">${deferBootScript(body)}</script>`;
  });
  if (boots !== 1) throw new BootScriptError(`expected one React Router boot script, found ${boots}`);
  return out;
}
