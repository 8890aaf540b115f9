import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * lucide-react's icons drawn where they are used (issue 11, docs/decisions/2026-11-23-first-paint.md).
 *
 * Pages import icons from "lucide-react" as usual. Left to the bundler, each icon shared by two
 * pages becomes a chunk of its own (~0.2 KB gzip as a file, for ~0.1 KB of path data), and an
 * article page loaded ten of them, plus Lucide's runtime (createLucideIcon, ~1.5 KB gzip).
 * This build plugin rewrites `import { Mail } from "lucide-react"` in our modules into one
 * small module per icon *and importing module*, drawn by our `icon()` helper (already in the
 * shell) from the icon's path data. A module with a single importer travels in its importer's
 * chunk, so an icon costs its path data inside a chunk the page loads anyway, and nothing else.
 * A route's own copies of shared modules (`<file>?route=<key>`, pipeline/route-copies.ts) all
 * travel in that route's chunk, so they share one module per icon: a post's card and its
 * closing buttons drew ArrowRight twice in one file.
 * Unit tests (no Vite plugins) use Lucide itself.
 */

/** Ids of the per-importer icon modules: `\0lucide-icon:<icon file>?in=<importer>`. */
export const ICON_ID_PREFIX = "\0lucide-icon:";

/** The id suffix of a module's copy for one route (pipeline/route-copies.ts ROUTE_COPY, which imports this file). */
export const ROUTE_COPY_QUERY = "?route=";

/** Who owns an icon module: the importer, or for a route's copy of a module, that route's copies together. */
export const iconOwner = (importer: string): string => {
  const at = importer.indexOf(ROUTE_COPY_QUERY);
  return at === -1 ? importer : `route:${importer.slice(at + ROUTE_COPY_QUERY.length)}`;
};

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const BARREL_LINE = /^export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm;
const ICON_DATA = /const __iconData = (\{[\s\S]*?\});\n/;

type IconNode = [string, Record<string, string>];

/** lucide-react's barrel: every exported icon name -> its icon module's file. */
export function iconFiles(barrel: string, iconsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of barrel.matchAll(BARREL_LINE)) {
    for (const spec of m[1]!.split(",")) {
      const name = /default as (\w+)/.exec(spec.trim())?.[1];
      if (name) files.set(name, path.join(iconsDir, `${m[2]}.mjs`));
    }
  }
  return files;
}

/** An icon module's SVG nodes, without Lucide's React keys. */
export function iconNodes(source: string): IconNode[] {
  const literal = ICON_DATA.exec(source)?.[1];
  if (!literal) throw new Error("lucide-react changed its icon modules: update pipeline/lucide-inline.ts");
  // The literal is lucide-react's own code (an object of strings), evaluated as it would run.
  const data = new Function(`return (${literal});`)() as { node: IconNode[] };
  return data.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
}

/**
 * A module's code with its lucide-react imports turned into per-importer icon modules.
 * Returns null when it imports no icon. Names that are not icons stay imported from lucide-react.
 */
export function inlineIconImports(code: string, importer: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(IMPORT, (whole, specifiers: string) => {
    const kept: string[] = [];
    const icons: string[] = [];
    for (const raw of specifiers.split(",").map((s) => s.trim()).filter(Boolean)) {
      const [imported, local = imported] = raw.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) icons.push(`import ${local} from ${JSON.stringify(`${ICON_ID_PREFIX}${file}?in=${iconOwner(importer)}`)};`);
      else kept.push(raw);
    }
    if (icons.length === 0) return whole;
    changed = true;
    return [...(kept.length ? [`import { ${kept.join(", ")} } from "lucide-react";`] : []), ...icons].join("\n");
  });
  return changed ? out : null;
}

/** The build plugin. `iconHelper` is the module exporting `icon(nodes)`. */
export function lucideInline(iconHelper: string): Plugin {
  let files: Map<string, string> | null = null;
  const lucideFiles = () => {
    if (files) return files;
    const require = createRequire(import.meta.url);
    const esm = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
    files = iconFiles(readFileSync(path.join(esm, "lucide-react.mjs"), "utf8"), path.join(esm, "icons"));
    if (files.size < 1000) throw new Error("lucide-react changed its barrel: update pipeline/lucide-inline.ts");
    return files;
  };
  return {
    name: "lucide-inline",
    apply: "build",
    resolveId(id) {
      return id.startsWith(ICON_ID_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(ICON_ID_PREFIX)) return null;
      const file = id.slice(ICON_ID_PREFIX.length, id.indexOf("?in="));
      const nodes = iconNodes(readFileSync(file, "utf8"));
      return `import { icon } from ${JSON.stringify(iconHelper)};\nexport default icon(${JSON.stringify(nodes)});\n`;
    },
    transform(code, id) {
      if (id.includes("node_modules") || id.startsWith("\0") || !/\.[jt]sx?$/.test(id.split("?")[0]!)) return null;
      if (!code.includes("lucide-react")) return null;
      const out = inlineIconImports(code, id, lucideFiles());
      return out === null ? null : { code: out, map: null };
    },
  };
}
