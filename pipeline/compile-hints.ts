import path from "node:path";
import type { Plugin } from "vite";
import { CLIENT_ENVIRONMENT } from "../local-services/react-router-contract.mjs";
import { ISLANDS_BOOT_CHUNK } from "./shell-chunk";

/**
 * V8's explicit compile hint (issue 43, docs/decisions/2026-11-28-compile-hints.md): a script or
 * module whose first line is this comment has every function compiled eagerly, on a background
 * thread while it streams in, instead of lazily on the main thread the first time each function
 * is called. Hydration calls most of React's, the router's and the page's functions once, cold,
 * so without it their compilation lands in the page's busiest main-thread moment. Engines that do
 * not know the comment read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * A chunk smaller than this (the route tree's root, the client entry, the bundler's runtime, a
 * language's layout: a few hundred bytes to 2 KB) is not worth its hint: compiling it lazily costs
 * a fraction of a millisecond, and the hint's ~30 bytes a chunk are first-load bytes.
 */
export const HINT_FROM_BYTES = 4096;

/** What the plugin needs to know of an output chunk. */
export type ChunkFacts = { fileName: string; isEntry: boolean; imports: readonly string[] };

/**
 * The chunks whose functions run while a page loads: the entries (React Router's client entry and
 * every route module, each the start of some page's hydration), the islands' boot (an islands
 * page's boot script loads it beside the entry: its functions were compiled on the main thread,
 * 1-2 ms at 1x CPU, decision 2026-11-29-boot-in-short-tasks) and everything they import
 * statically. Any other chunk reached only through `import()` (the cart drawer, the services menu,
 * supabase-js, the toasts) runs when a visitor opens it, often not at all: compiling all of it
 * eagerly would spend the phone's time on code that may never run, so it keeps V8's lazy default.
 */
export function chunksRunAtLoad(chunks: readonly ChunkFacts[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry || ISLANDS_BOOT_CHUNK.test(path.basename(c.fileName))).map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (out.has(name)) continue;
    const chunk = byName.get(name);
    if (!chunk) continue;
    out.add(name);
    queue.push(...chunk.imports);
  }
  return out;
}

/** The build plugin: the browser's bundle only, its load-time chunks (but the smallest) start with the hint. */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    // Last among the plugins' generateBundle hooks: Vite's import analysis writes its preload list
    // (`const __vite__mapDeps=…`) at the top of a chunk that lazy-loads others in its own
    // generateBundle, after this plugin's; the hint written before it was on line 2, where V8
    // does not read it (the team's pages, the sign-up's and a post's chunks, session 14).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((out) =>
          out.type === "chunk" ? [{ fileName: out.fileName, isEntry: out.isEntry, imports: out.imports, out }] : [],
        );
        const atLoad = chunksRunAtLoad(chunks);
        for (const { fileName, out } of chunks) {
          // Line 1 of the file: V8 reads the hint only where a script starts. A source map, when one
          // is written (ANALYZE_SOURCEMAP=1), shifts by that one line.
          if (atLoad.has(fileName) && out.code.length >= HINT_FROM_BYTES && !out.code.startsWith(COMPILE_HINT)) {
            out.code = COMPILE_HINT + out.code;
            if (out.map) out.map.mappings = `;${out.map.mappings}`;
          }
        }
      },
    },
  };
}
