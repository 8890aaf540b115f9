import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import { CLIENT_ENVIRONMENT } from "../local-services/react-router-contract.mjs";
import { shellModules, staticClosure } from "./shell-chunk.ts";

/**
 * A page in one file (issue 22, docs/decisions/2026-11-25-navigation.md, fifth and sixth passes).
 *
 * A route's module (src/routes/pricing.tsx) holds its page's words and meta and renders the page's
 * component (src/pages/pricing/pricing-page.tsx), which the page's other language's route renders
 * too, with the cards, kit tables, call-to-action bands and words other pages also show. Shared by
 * two routes or more, each such module was a chunk beside the routes': a page was two to six
 * files, a place more each in HTTP/1.1's six at a time, on a first load, on a tap and in the
 * prefetch queue, where the header's and footer's pages were ~40 files that took more than a
 * second at slow 4G.
 *
 * In the browser's bundle only, this plugin gives each route its own copy
 * (`<file>?route=<routeKey>`) of each module two routes or more reach that only routes and such
 * modules import (`routeCopies`). Each route's chunk then holds its whole page: a visitor reads a
 * page in one file of its own (beside the shell and the marketing blocks every page loads). The
 * source stays one; the server bundle (prerendering) and the dev server use it as it is. Left
 * one, whatever their importers: the document shell's modules, those a code-splitting group
 * places (vite.config.ts), those other code imports too (a lazy chunk: the cart drawer's
 * quantity stepper, Supabase's failure words), and those that keep state or act when they load
 * (`holdsState`: a copy would keep a second one). What it costs: a visitor who opens two pages
 * that show the same card fetches its code twice, each inside its page's file (a few hundred
 * bytes to 2 KB gzip).
 */

/** The id suffix of a module's copy for one route: `<file>?route=<routeKey>`. */
export const ROUTE_COPY = "?route=";

/** The modules a source file that is not TypeScript will import once compiled (a post's MDX), as specifiers. */
export type ExtraImports = (file: string, code: string) => string[];

/** A module's file and its statically imported files (ours only, `import type` left out). */
export type SourceGraph = ReadonlyMap<string, readonly string[]>;

const STATIC_IMPORT = /^[ \t]*(?:import|export)[ \t]+(?!type\b)(?:[^'";]*?[ \t\n]from[ \t]*)?["']([^"']+)["']/gm;
const SOURCE = /\.(ts|tsx)$/;
const NOT_CLIENT = /\.(test|server)\.(ts|tsx)$|[\\/]src[\\/]test[\\/]/;

/**
 * Whether a module keeps something of its own at the top level (a `let`, a cache, a React
 * context) or does something when it loads (a top-level call or loop: the product page's live
 * fields register their prefetch): a copy would keep a second one, or do it again, so a page
 * would not see what another remembered (the Mexico pages' one lookup of the launch product, for
 * a minute).
 */
export function holdsState(code: string): boolean {
  return /^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*(?::[^=\n]+)?=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\b|(?:React\.)?createContext\b)|^(?:for|if|while|do|try|switch)\b|^(?:await\s+)?[\w$.]+\s*\(/m.test(code);
}

/**
 * Every module under `srcDir`, the files it imports statically ("~/" is `srcDir`; packages left
 * out), and those that keep state (`holdsState`).
 */
export function readSourceGraph(srcDir: string, extraImports: ExtraImports = () => []): { graph: Map<string, string[]>; stateful: Set<string> } {
  const files = (readdirSync(srcDir, { recursive: true }) as string[])
    .map((f) => path.join(srcDir, f))
    .filter((f) => (SOURCE.test(f) || f.endsWith(".mdx")) && !NOT_CLIENT.test(f));
  const known = new Set(files);
  const resolve = (spec: string, from: string): string | null => {
    const base = spec.startsWith("~/") ? path.join(srcDir, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
    if (!base) return null;
    for (const f of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) if (known.has(f)) return f;
    return null;
  };
  const graph = new Map<string, string[]>();
  const stateful = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    // A post's MDX file imports what its build step writes into it (pipeline/posts-plugin.ts).
    const specifiers = file.endsWith(".mdx") ? extraImports(file, code) : [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
    const imports = specifiers.map((s) => resolve(s, file)).filter((f): f is string => f !== null);
    graph.set(file, [...new Set(imports)]);
    if (holdsState(code)) stateful.add(file);
  }
  return { graph, stateful };
}

/**
 * What each route takes a copy of, read from the source graph. A route's modules are those only
 * routes and one another import (a page's component, its cards, its section ids, its words, the
 * offer facts both a page's words and its component read), never one other code also imports (a
 * lazy chunk, the shell) nor one `keep` holds (the document shell's, those a code-splitting group
 * places, those that keep state). Of those, `copies`: each reached from two routes or more (not
 * through another route), which every such route gets a copy of; `owner`: each reached from one
 * route only, and that route (its imports of copies take that route's).
 */
export function routeCopies(
  graph: SourceGraph,
  routes: ReadonlySet<string>,
  keep: (file: string) => boolean,
): { copies: Set<string>; owner: Map<string, string> } {
  const isRoute = (f: string) => routes.has(f);
  const reachedBy = new Map<string, string[]>();
  for (const route of routes) {
    // What a route reaches through its imports, not through another route.
    for (const f of staticClosure(graph, graph.get(route) ?? [], isRoute)) if (!isRoute(f)) reachedBy.set(f, [...(reachedBy.get(f) ?? []), route]);
  }
  const owned = new Set([...reachedBy.keys()].filter((f) => !keep(f)));
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph) for (const f of imports) importers.set(f, [...(importers.get(f) ?? []), file]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of owned) {
      if ((importers.get(f) ?? []).every((i) => isRoute(i) || owned.has(i))) continue;
      owned.delete(f);
      changed = true;
    }
  }
  const copies = new Set<string>();
  const owner = new Map<string, string>();
  for (const f of owned) {
    const by = reachedBy.get(f)!;
    if (by.length >= 2) copies.add(f);
    else owner.set(f, by[0]!);
  }
  return { copies, owner };
}

/** A route's name in its copies' ids: its file under src/routes, "es/precios" -> "es-precios". */
export const routeKey = (srcDir: string, route: string): string =>
  // A post's route is its MDX file (issue 45): no dot may stay, Vite reads an id's last one as its language.
  path.relative(path.join(srcDir, "routes"), route).replace(/\.(tsx?|mdx)$/, "").replace(/[\\/.]/g, "-");

type RouteTable = typeof import("../src/route-table");

/**
 * The build plugin. `root`: the project's folder (its `src/` holds the route table); `grouped`:
 * whether a code-splitting group places a module (vite.config.ts), which then stays one.
 */
export function routeCopiesPlugin(root: string, grouped: (file: string) => boolean, extraImports?: ExtraImports): Plugin {
  const srcDir = path.join(root, "src");
  let copies = new Set<string>();
  /** A route's file, or a module only it reaches, -> the route's key. */
  let keys = new Map<string, string>();
  return {
    name: "route-copies",
    // Before Vite's own resolver, which would answer first.
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    async buildStart() {
      // The route table is TypeScript with extensionless imports: read through Vite's module
      // runner, as the config itself is not (vite.config.ts loads natively).
      const { module } = await runnerImport<RouteTable>(path.join(srcDir, "route-table.ts"), { root, configFile: false, logLevel: "silent" });
      const routes = new Set([...module.ROUTES, ...Object.values(module.NOT_FOUND_ROUTES)].map((r) => path.join(srcDir, r.file)));
      const { graph, stateful } = readSourceGraph(srcDir, extraImports);
      const shell = shellModules(graph);
      const found = routeCopies(graph, routes, (f) => shell.has(f) || grouped(f) || stateful.has(f));
      copies = found.copies;
      keys = new Map([...routes].map((r) => [r, routeKey(srcDir, r)]));
      for (const [file, route] of found.owner) keys.set(file, routeKey(srcDir, route));
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const at = importer.indexOf(ROUTE_COPY);
      const key = at >= 0 ? importer.slice(at + ROUTE_COPY.length) : keys.get(importer.split("?")[0]!);
      if (!key) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && !resolved.external ? resolved.id.split("?")[0]! : null;
      return file && copies.has(file) ? { ...resolved!, id: file + ROUTE_COPY + key } : null;
    },
  };
}
