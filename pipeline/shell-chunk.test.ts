import { describe, expect, it } from "vitest";
import { ICON_ID_PREFIX } from "./lucide-inline";
import { isFrameworkModule, shellModules, staticClosure } from "./shell-chunk";

const R = "/app/src/routes";
const graph = new Map<string, string[]>([
  ["/app/node_modules/@react-router/dev/entry.client.tsx", ["/app/node_modules/react-dom/client.js"]],
  ["/app/node_modules/react-dom/client.js", []],
  ["/app/src/root.tsx", ["/app/src/components/layout/header.tsx", "/app/src/app.css"]],
  ["/app/src/app.css", []],
  ["/app/src/components/layout/header.tsx", ["/app/src/lib/cn.ts"]],
  ["/app/src/lib/cn.ts", []],
  ["/app/src/components/ui/section.tsx", []],
  ["/app/src/features/store/view.tsx", ["/app/node_modules/lucide-react/index.mjs"]],
  ["/app/node_modules/lucide-react/index.mjs", ["/app/node_modules/lucide-react/icons/a.mjs", "/app/node_modules/lucide-react/icons/b.mjs"]],
  ["/app/node_modules/lucide-react/icons/a.mjs", []],
  ["/app/node_modules/lucide-react/icons/b.mjs", []],
  [`${R}/home.tsx`, ["/app/src/components/ui/section.tsx", "/app/node_modules/lucide-react/index.mjs"]],
  [`${R}/pricing.tsx`, ["/app/src/components/ui/section.tsx", "/app/node_modules/lucide-react/index.mjs"]],
  [`${R}/terms.tsx`, ["/app/src/components/ui/section.tsx"]],
  [`${R}/store.tsx`, ["/app/src/features/store/view.tsx"]],
  [`${R}/product.tsx`, ["/app/src/features/store/view.tsx"]],
  [`${R}/subscribe.tsx`, []],
]);

describe("the shell chunk's rule", () => {
  const shell = shellModules(graph);

  it("holds root.tsx, its imports and the client entry's, by the graph: names do not matter", () => {
    expect(shell).toContain("/app/src/root.tsx");
    expect(shell).toContain("/app/src/components/layout/header.tsx");
    expect(shell).toContain("/app/src/lib/cn.ts");
    expect(shell).toContain("/app/node_modules/react-dom/client.js");
    // The entry starts hydration; pages are the router's own entries; CSS is not code.
    expect(shell).not.toContain("/app/node_modules/@react-router/dev/entry.client.tsx");
    expect(shell).not.toContain(`${R}/home.tsx`);
    expect(shell).not.toContain("/app/src/app.css");
  });

  it("takes our modules most pages load, not a module two of six pages load", () => {
    expect(shell).toContain("/app/src/components/ui/section.tsx");
    expect(shell).not.toContain("/app/src/features/store/view.tsx");
  });

  it("never takes a package in by counting pages: a barrel would bring every icon", () => {
    expect(shell).not.toContain("/app/node_modules/lucide-react/index.mjs");
    expect(shell).not.toContain("/app/node_modules/lucide-react/icons/a.mjs");
  });

  it("a renamed module is still in the shell", () => {
    const renamed = new Map(
      [...graph].map(([id, deps]) => [
        id.replace("header.tsx", "site-header.tsx"),
        deps.map((d) => d.replace("header.tsx", "site-header.tsx")),
      ]),
    );
    expect(shellModules(renamed)).toContain("/app/src/components/layout/site-header.tsx");
  });

  it("staticClosure stops where it is told", () => {
    expect(staticClosure(graph, [`${R}/home.tsx`], (id) => id.includes("node_modules"))).not.toContain("/app/node_modules/lucide-react/icons/a.mjs");
  });

  it("an icon drawn for a module (lucide-inline.ts) goes where that module goes, and is no page", () => {
    const icon = (importer: string) => `${ICON_ID_PREFIX}/app/node_modules/lucide-react/dist/esm/icons/x.mjs?in=${importer}`;
    const header = "/app/src/components/layout/header.tsx";
    const withIcons = new Map(graph);
    withIcons.set(header, [...graph.get(header)!, icon(header)]);
    withIcons.set(icon(header), []);
    // An icon imported by a page route's module: its id ends like a route's, but is not a page.
    withIcons.set(`${R}/terms.tsx`, [...graph.get(`${R}/terms.tsx`)!, icon(`${R}/terms.tsx`)]);
    withIcons.set(icon(`${R}/terms.tsx`), []);
    const shell = shellModules(withIcons);
    expect(shell).toContain(icon(header));
    expect(shell).not.toContain(icon(`${R}/terms.tsx`));
    // Six pages as before: section.tsx (three of six) still clears the 40 % bar.
    expect(shell).toContain("/app/src/components/ui/section.tsx");
  });
});

describe("the framework chunk's rule", () => {
  it("takes React's own packages and nothing else, the router and this project's code included", () => {
    for (const id of ["/p/node_modules/react/cjs/react.production.js", "/p/node_modules/react-dom/cjs/react-dom-client.production.js", "/p/node_modules/scheduler/index.js", "C:\\p\\node_modules\\react\\index.js"]) {
      expect(isFrameworkModule(id), id).toBe(true);
    }
    for (const id of ["/p/node_modules/react-router/dist/production/index.js", "/p/node_modules/@radix-ui/react-dialog/dist/index.mjs", "/p/src/root.tsx", "/p/node_modules/react-remove-scroll/dist/es2015/index.js", "/p/src/react/x.ts"]) {
      expect(isFrameworkModule(id), id).toBe(false);
    }
  });
});
