import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import { CLIENT_ENVIRONMENT } from "../local-services/react-router-contract.mjs";
import { shellModules, staticClosure } from "./shell-chunk.ts";

/**
 * One file per page and language (issue 22, docs/decisions/2026-11-25-navigation.md, fifth pass).
 *
 * A page's English and Spanish routes (src/routes/pricing.tsx, src/routes/es/precios.tsx) each
 * hold the page's words and meta, and both render the page's own component
 * (src/pages/pricing/pricing-page.tsx). Shared by two routes, that component, and each module only
 * it uses, was a chunk of its own beside each route's: every page was two to four files, a place
 * more each in HTTP/1.1's six at a time, on a first load, on a tap and in the prefetch queue,
 * where the footer's pages were ~40 files that took more than a second at slow 4G.
 *
 * In the browser's bundle only, this plugin gives the Spanish side a copy (`<file>?lang=es`) of
 * each module shared by the two languages that only routes, words and such modules import
 * (`twinCopies`). Each language's route chunk then holds its page: a visitor reads a page in
 * one file of its own. The source stays one; the server bundle (prerendering) and the dev server
 * use it as it is. Left one, whatever their importers: the document shell's modules, those a
 * code-splitting group places (vite.config.ts), and those that keep state (a copy would keep a
 * second one). A visitor who switches language fetches the page's code again inside the other
 * route's file (1-5 KB gzip), as they fetch its words.
 */

/** The id suffix of a module's Spanish copy. */
export const SPANISH_COPY = "?lang=es";

/** A module's file and its statically imported files (ours only, `import type` left out). */
export type SourceGraph = ReadonlyMap<string, readonly string[]>;

const STATIC_IMPORT = /^[ \t]*(?:import|export)[ \t]+(?!type\b)(?:[^'";]*?[ \t\n]from[ \t]*)?["']([^"']+)["']/gm;
const SOURCE = /\.(ts|tsx)$/;
const NOT_CLIENT = /\.(test|server)\.(ts|tsx)$/;

/**
 * Whether a module keeps something of its own at the top level (a `let`, a cache, a React
 * context): a copy would keep a second one, so a page in one language would not see what the
 * other remembered (the Mexico pages' one lookup of the launch product, for a minute).
 */
export function holdsState(code: string): boolean {
  return /^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*(?::[^=\n]+)?=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\b|(?:React\.)?createContext\b)/m.test(code);
}

/**
 * Every module under `srcDir`, the files it imports statically ("~/" is `srcDir`; packages left
 * out), and those that keep state (`holdsState`).
 */
export function readSourceGraph(srcDir: string): { graph: Map<string, string[]>; stateful: Set<string> } {
  const files = (readdirSync(srcDir, { recursive: true }) as string[])
    .map((f) => path.join(srcDir, f))
    .filter((f) => SOURCE.test(f) && !NOT_CLIENT.test(f));
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
    const imports = [...code.matchAll(STATIC_IMPORT)].map((m) => resolve(m[1]!, file)).filter((f): f is string => f !== null);
    graph.set(file, [...new Set(imports)]);
    if (holdsState(code)) stateful.add(file);
  }
  return { graph, stateful };
}

/** A dictionary's language, by the project's layout: content/<page>/en.ts, content/<page>/es.ts. */
export function wordsLang(file: string): "en" | "es" | null {
  return (/[\\/]src[\\/]content[\\/].+[\\/](en|es)\.ts$/.exec(file)?.[1] ?? null) as "en" | "es" | null;
}

/**
 * The modules the Spanish side takes a copy of: reached from routes of both languages, and imported
 * only by route modules, the languages' words and one another. That is a page's component and what
 * only that page uses (its cards, its section ids, the offer facts both its words and its component
 * read), never a module another page's code also imports. `keep`: modules that stay one whatever
 * their importers (the document shell's, those a code-splitting group places, those that keep
 * state). `spanish`: the modules whose imports of those are the copies (the Spanish routes and
 * their words).
 */
export function twinCopies(
  graph: SourceGraph,
  routes: { en: ReadonlySet<string>; es: ReadonlySet<string> },
  keep: (file: string) => boolean,
): { copies: Set<string>; spanish: Set<string> } {
  const isRoute = (f: string) => routes.en.has(f) || routes.es.has(f);
  // What routes reach through their imports, not through another route.
  const below = (from: ReadonlySet<string>) => staticClosure(graph, [...from].flatMap((r) => graph.get(r) ?? []), isRoute);
  const fromEnglish = below(routes.en);
  const fromSpanish = below(routes.es);
  const copies = new Set([...fromSpanish].filter((f) => fromEnglish.has(f) && !isRoute(f) && !keep(f) && !wordsLang(f)));
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph) for (const f of imports) importers.set(f, [...(importers.get(f) ?? []), file]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of copies) {
      if ((importers.get(f) ?? []).every((i) => isRoute(i) || wordsLang(i) || copies.has(i))) continue;
      copies.delete(f);
      changed = true;
    }
  }
  const spanish = new Set([...routes.es, ...[...fromSpanish].filter((f) => wordsLang(f) === "es")]);
  return { copies, spanish };
}

type RouteTable = typeof import("../src/route-table");

/**
 * The build plugin. `root`: the project's folder (its `src/` holds the route table); `grouped`:
 * whether a code-splitting group places a module (vite.config.ts), which then stays one.
 */
export function languageTwins(root: string, grouped: (file: string) => boolean): Plugin {
  const srcDir = path.join(root, "src");
  let twins: ReturnType<typeof twinCopies> = { copies: new Set(), spanish: new Set() };
  return {
    name: "language-twins",
    // Before Vite's own resolver, which would answer first.
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    async buildStart() {
      // The route table is TypeScript with extensionless imports: read through Vite's module
      // runner, as the config itself is not (vite.config.ts loads natively).
      const { module } = await runnerImport<RouteTable>(path.join(srcDir, "route-table.ts"), { root, configFile: false, logLevel: "silent" });
      const files = (lang: "en" | "es") => new Set(module.ROUTES.filter((r) => module.routeLang(r) === lang).map((r) => path.join(srcDir, r.file)));
      const { graph, stateful } = readSourceGraph(srcDir);
      const shell = shellModules(graph);
      twins = twinCopies(graph, { en: files("en"), es: files("es") }, (f) => shell.has(f) || grouped(f) || stateful.has(f));
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const from = importer.split("?")[0]!;
      if (!twins.spanish.has(from) && !importer.endsWith(SPANISH_COPY)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && !resolved.external ? resolved.id.split("?")[0]! : null;
      return file && twins.copies.has(file) ? { ...resolved!, id: file + SPANISH_COPY } : null;
    },
  };
}
