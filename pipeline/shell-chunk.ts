import type { Plugin } from "vite";
import { CLIENT_ENTRY_MODULE, CLIENT_ENVIRONMENT } from "../local-services/react-router-contract.mjs";
import { ICON_ID_PREFIX } from "./lucide-inline.ts";

/**
 * The shell chunk (issue 15 point 4): the modules every page loads first travel as one file, so
 * a page pays one request and one gzip stream for them and only its own code on top.
 *
 * Which modules those are is decided by the module graph, not by a list of file names, so a
 * rename or a move changes nothing:
 *   - the document shell: `src/root.tsx` and its static import closure, and that of React
 *     Router's client entry (React, React DOM, the router, header, footer, cart state…);
 *   - everything most pages need: our own modules (not packages) in the static import closure
 *     of at least SHARED_BY_PAGES of the page route modules of both languages, e.g. the section,
 *     card and button primitives, money formatting, the kit list. Packages are not counted
 *     this way: a barrel such as lucide-react "imports" every icon, which would drag icons one
 *     page uses into every page's first load.
 * A module reached only through a dynamic `import()` (the services menu, the cart drawer,
 * supabase-js, the toasts' Radix runtime) is in nobody's static closure, so it stays lazy.
 * e2e/first-load.spec.ts fails when a budget page's first load grows past its budget or pulls
 * a chunk that should have stayed lazy.
 */

/**
 * React's own packages (react, react-dom, scheduler) travel in a chunk of their own, `framework`,
 * which the shell imports: every page loads both, and its boot runs them one task each
 * (pipeline/defer-boot.ts `first`) instead of the ~390 KB as one task (decision
 * 2026-11-29-calibrated-per-run). A group by package name: which modules are React's does not
 * change with this project's code.
 */
export const FRAMEWORK_CHUNK = "framework";
/** The code-splitting group of the modules most pages need (vite.config.ts, `shellChunk` below). */
export const SHELL_CHUNK = "shell";
/** A chunk's file name, without its folder, by its name (a code-splitting group's, or its module's) and a hash. */
export const chunkFile = (name: string): RegExp => new RegExp(`^${name}-[\\w-]+\\.js$`);
/**
 * The islands' boot chunk's file name (Rollup names a chunk after its module,
 * src/islands/islands-boot.tsx): a dynamic import of the client entry that every islands page's
 * boot script loads beside it (pipeline/defer-boot.ts), so a chunk run at load
 * (pipeline/compile-hints.ts) as much as the entry's static imports are.
 */
export const ISLANDS_BOOT_CHUNK = chunkFile("islands-boot");
export const isFrameworkModule = (id: string): boolean => /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/.test(id);

/** A module joins the shell when at least this share of the page routes load it statically. */
export const SHARED_BY_PAGES = 0.4;

export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

/** Our own code: not a virtual module of the bundler's (but the icons of lucide-inline.ts), not an asset. */
const isCode = (id: string) =>
  (!id.startsWith("\0") || id.startsWith(ICON_ID_PREFIX)) && !/\.(css|svg|png|jpe?g|webp|avif|woff2?|json)(\?|$)/.test(id);

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** Every module statically reachable from `from` (itself included), not looking past `stop`. */
export function staticClosure(graph: ModuleGraph, from: Iterable<string>, stop: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || !graph.has(id)) continue;
    seen.add(id);
    if (!stop(id)) queue.push(...(graph.get(id) ?? []));
  }
  return seen;
}

export type ShellRule = {
  /** The document shell: src/root.tsx, whose module joins the shell too. */
  isRoot: (id: string) => boolean;
  /** React Router's client entry: its imports join the shell, itself not (it starts hydration). */
  isClientEntry: (id: string) => boolean;
  /** Page route modules: each stays its own chunk. */
  isPage: (id: string) => boolean;
};

export const defaultRule: ShellRule = {
  isRoot: (id) => /[\\/]src[\\/]root\.tsx$/.test(id),
  isClientEntry: (id) => CLIENT_ENTRY_MODULE.test(id),
  // Every page route of both languages: hand-written (src/routes/, src/routes/es/) or written from the page table (src/page-routes.ts).
  isPage: (id) => !id.startsWith("\0") && /[\\/]src[\\/]routes[\\/](?:es[\\/]|generated[\\/]e[ns][\\/])?[^\\/]+\.tsx$/.test(id),
};

/** The shell's modules for a module graph (id -> statically imported ids). */
export function shellModules(graph: ModuleGraph, rule: ShellRule = defaultRule): Set<string> {
  const ids = [...graph.keys()];
  const shell = staticClosure(graph, ids.filter((id) => rule.isRoot(id) || rule.isClientEntry(id)));
  const pages = ids.filter(rule.isPage);
  const uses = new Map<string, number>();
  for (const page of pages) for (const id of staticClosure(graph, [page], isPackage)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const enough = Math.max(2, Math.ceil(pages.length * SHARED_BY_PAGES));
  for (const [id, n] of uses) if (n >= enough && !isPackage(id)) shell.add(id);
  // An icon drawn for one module (lucide-inline.ts) travels with that module.
  for (const id of ids) if (id.startsWith(ICON_ID_PREFIX) && shell.has(id.slice(id.indexOf("?in=") + 4))) shell.add(id);
  // Page modules and the client entry stay entries of their own.
  for (const id of [...shell]) if (rule.isPage(id) || rule.isClientEntry(id) || !isCode(id)) shell.delete(id);
  return shell;
}

/**
 * The build plugin: records the module graph once it is complete, and answers `test` for the
 * `shell` code-splitting group from it.
 */
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let graph: Map<string, string[]> | null = null;
  let shell: Set<string> | null = null;
  return {
    plugin: {
      name: "shell-chunk",
      apply: "build",
      buildStart() {
        graph = null;
        shell = null;
      },
      buildEnd() {
        // The browser's bundle only: the server bundle exists just long enough to prerender.
        if (this.environment && this.environment.name !== CLIENT_ENVIRONMENT) return;
        graph = new Map();
        for (const id of this.getModuleIds()) graph.set(id, [...(this.getModuleInfo(id)?.importedIds ?? [])]);
      },
    },
    test(id) {
      if (!graph) return false;
      shell ??= shellModules(graph);
      return shell.has(id);
    },
  };
}
