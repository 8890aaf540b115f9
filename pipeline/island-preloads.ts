import type { Plugin } from "vite";

/**
 * Which files a lazy import brings with it, side by side (Vite's `build.modulePreload.
 * resolveDependencies`; decision 2026-11-29-islands-store-and-cookies).
 *
 * No lazy import preloads its imports (~1 KB less first-load JS; `modulePreload` was off), except
 * those the islands' boot makes: a page's own island chunk (`later` in src/islands/islands-boot.tsx)
 * imported its imports one after another, four round trips in a row on the Mexico page. For those,
 * the files the chunk needs that the page has not loaded yet: never the islands' boot itself and
 * what it imports (the shell, the runtime: loaded already, and Firefox reports a failed load for a
 * module preloaded again). Any other lazy import keeps only its CSS, as before.
 */
export function islandPreloads(hostPattern: RegExp = /(^|\/)islands-boot-[\w-]+\.js$/) {
  /** The client bundle being written: each chunk's static imports. */
  let bundle: Record<string, { imports?: string[] }> = {};
  const plugin: Plugin = {
    name: "island-preloads",
    apply: "build",
    // Before Vite's import analysis asks resolveDependencies, in the same hook.
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output as unknown as Record<string, { imports?: string[] }>;
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }): string[] => {
    if (!hostPattern.test(hostId)) return deps.filter((d) => d.endsWith(".css"));
    const loaded = staticClosure(hostId, (f) => bundle[f]?.imports ?? []);
    return deps.filter((d) => !loaded.has(d));
  };
  return { plugin, resolveDependencies };
}

/** `file` and every file it imports statically, transitively. */
export function staticClosure(file: string, importsOf: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of importsOf(f)) visit(i);
  };
  visit(file);
  return seen;
}
