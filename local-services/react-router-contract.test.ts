import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import {
  ASSETS_DIR,
  BOOT_ENTRY_IMPORT,
  BOOT_NAMESPACE_IMPORT,
  BOOT_SCRIPT,
  BOOT_SCRIPT_MARKER,
  BOOT_SIDE_EFFECT_IMPORT,
  CLIENT_ENTRY_MODULE,
  CLIENT_ENVIRONMENT,
  CONTEXT_SCRIPT_MARKER,
  DATA_ROUTER_GLOBAL,
  MANIFEST_BUILD_ONLY_ROUTE_KEY,
  MANIFEST_FILE,
  MANIFEST_PREFIX,
  MANIFEST_ROUTE_CSS_KEY,
  MANIFEST_SUFFIX,
  MANIFEST_TRUTH_FLAGS,
  MANIFEST_UNREAD_ROUTE_KEY,
  MANIFEST_VERSION_KEY,
  MODULEPRELOAD_LINK,
  PRERENDERED_PAGE_LOG_LINE,
  PRERENDER_LOG_LINE,
  REACT_ROUTER_MAJOR,
  ROUTE_SPLIT_MODULE_KEYS,
  ROUTINE_LOG_LINES,
  SPA_FALLBACK_FILE,
  STREAM_CHUNK_SCRIPT,
  SPA_FALLBACK_LOG_LINE,
  TURBO_STREAM_DECODER,
  clientDirectory,
  prerenderedDataPath,
  prerenderedPageFile,
  reactRouterCli,
} from "./react-router-contract.mjs";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const version = (name: string) => (JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as { version: string }).version;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every JavaScript file a package ships under `dist` (or one folder of it), as one text. */
function code(name: string, under = "", keep: (file: string) => boolean = () => true): string {
  const dist = path.join(packageDir(name), "dist", under);
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.[cm]?js$/.test(e.name) && keep(path.join(e.parentPath, e.name)))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), "utf8"))
    .join("\n");
}

describe("what the project relies on in React Router's output (an upgrade that changes one fails here)", () => {
  const dev = code("@react-router/dev");
  // React Router 8 ships one module per source file under dist/development (and the same under production).
  const router = code("react-router", "development");

  describe("the CLI and the bundler", () => {
    it("react-router, @react-router/node and @react-router/dev are one version of the pinned major", () => {
      const versions = ["react-router", "@react-router/node", "@react-router/dev"].map(version);
      expect(new Set(versions).size).toBe(1);
      expect(Number(versions[0]!.split(".")[0])).toBe(REACT_ROUTER_MAJOR);
    });

    it("the react-router CLI is where @react-router/dev's bin says", () => {
      expect(existsSync(reactRouterCli())).toBe(true);
      expect(path.basename(reactRouterCli())).toMatch(/^bin\.c?js$/);
    });

    it("the browser's bundle is built first, in its own Vite environment, then the server's (build.mjs's stages)", () => {
      expect(dev).toMatch(
        new RegExp(`await builder\\.build\\(builder\\.environments\\.${CLIENT_ENVIRONMENT}\\);\\s*let serverEnvironments = [^;]+;\\s*await Promise\\.all\\(serverEnvironments\\.map\\(builder\\.build\\)\\);`),
      );
    });

    it("the config's buildEnd runs once the whole build, prerendering included, is done (react-router.config.ts)", () => {
      expect(dev).toMatch(/await buildApp\?\.\(builder\);[\s\S]{0,300}?await reactRouterConfig\.buildEnd\?\.\(\{/);
    });

    it("the client entry is entry.client.* (React Router's default, or the app's own)", () => {
      expect(dev).toMatch(/join\(defaultsDirectory, "entry\.client\.tsx"\)/);
      expect(dev).toContain('findEntry(appDirectory, "entry.client"');
      const defaultEntry = path.join(packageDir("@react-router/dev"), "dist/config/defaults/entry.client.tsx");
      expect(existsSync(defaultEntry)).toBe(true);
      expect(CLIENT_ENTRY_MODULE.test(defaultEntry)).toBe(true);
      expect(CLIENT_ENTRY_MODULE.test("/app/src/entry.client.jsx")).toBe(true);
      expect(CLIENT_ENTRY_MODULE.test("/app/src/entry.server.tsx")).toBe(false);
    });
  });

  describe("where the build writes", () => {
    it("the browser's files are in <buildDirectory>/client", () => {
      expect(dev).toMatch(/join\(reactRouterConfig\.buildDirectory, "client"\)/);
      expect(clientDirectory("build-x")).toBe(path.join("build-x", "client"));
    });

    it("the chunks and the manifest are under Vite's assetsDir, which the project leaves at its default", async () => {
      expect(dev).toMatch(/join\(viteConfig\.build\.assetsDir, `manifest-\$\{version\}\.js`\)/);
      const defaults = await resolveConfig({ configFile: false, logLevel: "silent" }, "build");
      expect(defaults.build.assetsDir).toBe(ASSETS_DIR);
      expect(readFileSync("vite.config.ts", "utf8")).not.toMatch(/assetsDir/);
    });

    it("a prerendered page is written to <path>/index.html", () => {
      expect(dev).toContain("path: `${pathname}/index.html`");
      expect(prerenderedPageFile("/pricing")).toBe(path.join("pricing", "index.html"));
      expect(prerenderedPageFile("/es/404")).toBe(path.join("es", "404", "index.html"));
    });

    it("a prerendered path's loader data is <path>.data", () => {
      expect(dev).toContain('prerenderPath.endsWith("/") ? `${prerenderPath}_.data` : `${prerenderPath}.data`');
      expect(prerenderedDataPath("/product/abc")).toBe("/product/abc.data");
      expect(prerenderedDataPath("/blog/")).toBe("/blog/_.data");
    });

    it("the SPA fallback is written to the file the host rules name", () => {
      expect(dev).toContain(`"${SPA_FALLBACK_FILE}"`);
      expect(dev).toMatch(new RegExp(`join\\(buildDirectory, "${escape(SPA_FALLBACK_FILE)}"\\)`));
    });
  });

  describe("the route manifest", () => {
    it("is one assignment of JSON in assets/manifest-<version>.js, which the build can rewrite", () => {
      expect(dev).toContain("`" + MANIFEST_PREFIX + "${JSON.stringify(reactRouterBrowserManifest)}" + MANIFEST_SUFFIX + "`");
      expect(dev).toMatch(/let version = getHash\(JSON\.stringify\(fingerprintedValues\), 8\);/);
      expect(MANIFEST_FILE.test("manifest-dd4e0761.js")).toBe(true);
      expect(MANIFEST_FILE.test("entry.client-CEqVsyqV.js")).toBe(false);
    });

    it("the browser reads a route's imports only to render modulepreload links", () => {
      // Every read of the key in the router's browser code: the entry's (kept) and getModuleLinkHrefs'.
      const key = escape(MANIFEST_UNREAD_ROUTE_KEY);
      const reads = [...router.matchAll(new RegExp(`^.*\\.${key}\\b.*$`, "gm"))].map((m) => m[0].trim());
      expect(reads.length).toBeGreaterThan(0);
      const allowed = [
        `if (route.${key}) {`,
        `if (route.${key}) hrefs = hrefs.concat(route.${key});`,
        `hrefs = hrefs.concat(route.${key});`,
      ];
      for (const line of reads) {
        if (line.startsWith("let preloads = ")) expect(line).toContain(`manifest.entry.${key}.concat(getModuleLinkHrefs(`);
        else expect(allowed).toContain(line);
      }
      const moduleLinks = router.slice(router.indexOf("function getModuleLinkHrefs("), router.indexOf("function dedupeHrefs("));
      expect(moduleLinks).toContain(`route.${MANIFEST_UNREAD_ROUTE_KEY}`);
    });

    // The router's code of the framework mode the site runs, without the React Server Components
    // mode (lib/rsc/, index-react-server*, reached only through the `unstable_RSC*` exports), which
    // reads its flags off its own payload, not off this manifest, and without the server runtime.
    const browser = code("react-router", "development", (file) => !/[/\\](rsc|server-runtime)[/\\]|index-react-server/.test(file));

    it("every flag a route's manifest entry carries is one the browser tests for truth, or one it never reads", () => {
      const entry = dev.slice(dev.indexOf("let routeManifestEntry = {"), dev.indexOf("browserRoutes[route.id] = routeManifestEntry;"));
      const flags = [...new Set([...entry.matchAll(/^\s*(has[A-Z]\w*)\b/gm)].map((m) => m[1]))].sort();
      expect(flags).toEqual([...MANIFEST_TRUTH_FLAGS, MANIFEST_BUILD_ONLY_ROUTE_KEY].sort());
    });

    it("a false flag and an absent one read the same: no flag is compared with anything but true", () => {
      for (const flag of MANIFEST_TRUTH_FLAGS) {
        const uses = [...browser.matchAll(new RegExp(`\\b${flag}\\b`, "g"))];
        expect(uses.length, flag).toBeGreaterThan(0);
        // A comparison, `typeof`, `in` or a default would tell undefined from false.
        const telling = new RegExp(
          `(\\b${flag}\\s*(===|!==|==|!=)(?!=)(?!\\s*true\\b))|((===|!==|==|!=)\\s*[\\w$.?\\[\\]]*\\b${flag}\\b)|(typeof\\s+[\\w$.?\\[\\]]*\\b${flag}\\b)|(["']${flag}["']\\s+in\\b)|(\\b${flag}\\s*\\?\\?)|(\\b${flag}\\s*=\\s*(true|false)\\s*[,}])`,
          "g",
        );
        expect([...browser.matchAll(telling)].map((m) => m[0]), flag).toEqual([]);
      }
      expect(browser).toContain("hasLoader !== true");
    });

    it("the browser never reads the build-only key", () => {
      expect(browser).not.toMatch(new RegExp(`\\b${MANIFEST_BUILD_ONLY_ROUTE_KEY}\\b`));
      expect(code("react-router", "production")).not.toMatch(new RegExp(`\\b${MANIFEST_BUILD_ONLY_ROUTE_KEY}\\b`));
      expect(dev).toMatch(new RegExp(`!manifestRoute\\.${MANIFEST_BUILD_ONLY_ROUTE_KEY}\\b`));
    });

    it("a route's CSS becomes stylesheet links, deduplicated, and preloads that skip a stylesheet the document has", () => {
      const key = escape(MANIFEST_ROUTE_CSS_KEY);
      const reads = [...browser.matchAll(new RegExp(`^.*\\.${key}\\b.*$`, "gm"))].map((m) => m[0].trim());
      expect(reads).toEqual([
        `return [route && route.${key} ? route.${key}.map((href) => ({`,
        `if (!route.${key}) return [];`,
        `return route.${key}.map((href) => ({`,
        `if (!route.${key}) return;`,
        `if (!route.${key} && !routeModule.links || !isPreloadSupported()) return;`,
        `if (route.${key}) descriptors.push(...getRouteCssDescriptors(route));`,
      ]);
      // The links of the matched routes (the root's among them) go through one dedupe by descriptor…
      expect(browser).toMatch(/return dedupeLinkDescriptors\(matches\.map\(\(match\) => \{[\s\S]{0,120}let route = manifest\.routes\[match\.route\.id\];/);
      expect(browser).toMatch(/function dedupeLinkDescriptors\(descriptors, preloads\) \{[\s\S]{0,300}JSON\.stringify\(sortKeys\(descriptor\)\)/);
      // …and a navigation's stylesheet preload resolves at once for one the document has.
      expect(browser).toContain('document.querySelector(`link[rel="stylesheet"][href="${descriptor.href}"]`)) return resolve();');
    });
  });

  describe("what the browser reads at run time (issue 22)", () => {
    it("the manifest carries its version, a hash of its entry and routes", () => {
      expect(dev).toMatch(new RegExp(`url: \`\\$\\{ctx\\.publicPath\\}\\$\\{manifestPath\\}\`,\\s*${MANIFEST_VERSION_KEY}\\s*\\}`));
    });

    it("a route's split modules are imported on a navigation", () => {
      for (const key of ROUTE_SPLIT_MODULE_KEYS) expect(router).toContain(`route.${key}`);
      for (const key of ROUTE_SPLIT_MODULE_KEYS) expect(dev).toContain(`${key}:`);
    });

    it("the hydrated router is on window, with scroll restoration and the state page-arrival reads", () => {
      expect(router).toContain(`window.${DATA_ROUTER_GLOBAL} = router;`);
      expect(router).toContain("function enableScrollRestoration(positions, getPosition, getKey)");
      expect(router).toMatch(/historyAction: pendingAction,[\s\S]{0,200}restoreScrollPosition,/);
    });

    it("the .data decoder is exported", async () => {
      const exported = (await import("react-router")) as Record<string, unknown>;
      expect(typeof exported[TURBO_STREAM_DECODER]).toBe("function");
    });
  });

  describe("a prerendered page's scripts", () => {
    it("preloads are <link rel=modulepreload>", () => {
      expect(router).toContain('rel: "modulepreload"');
      const link = renderToStaticMarkup(createElement("link", { rel: "modulepreload", href: "/assets/a.js" }));
      expect(link.match(MODULEPRELOAD_LINK)).toEqual([link]);
    });

    it("the boot script is one async module script, as React writes it", () => {
      expect(router).toMatch(/dangerouslySetInnerHTML: \{ __html: routeModulesScript \},\s*type: "module",\s*async: true/);
      const tag = renderToStaticMarkup(createElement("script", { type: "module", async: true, dangerouslySetInnerHTML: { __html: "body" } }));
      expect([...tag.matchAll(BOOT_SCRIPT)].map((m) => m[1])).toEqual(["body"]);
    });

    it("the boot script imports the manifest and each route module, fills the route map and imports the entry", () => {
      // The lines as React Router's template writes them, each one matched by the rule that reads it.
      expect(router).toContain("import ${JSON.stringify(manifest.url)}");
      expect(BOOT_SIDE_EFFECT_IMPORT.exec(`import ${JSON.stringify("/assets/manifest-1.js")};`)?.[1]).toBe('"/assets/manifest-1.js"');
      expect(router).toContain("`import * as ${routeVarName} from ${JSON.stringify(module)};`");
      expect(BOOT_NAMESPACE_IMPORT.exec(`import * as route0 from ${JSON.stringify("/assets/root-a.js")};`)?.slice(1)).toEqual(["route0", '"/assets/root-a.js"']);
      expect(router).toContain('`import * as ${chunk.varName} from "${chunk.module}";`');
      expect(BOOT_NAMESPACE_IMPORT.exec('import * as route1_clientLoader from "/assets/p-b.js";')?.[1]).toBe("route1_clientLoader");
      expect(router).toContain(`${BOOT_SCRIPT_MARKER} = {`);
      expect(router).toContain("import(${JSON.stringify(manifest.entry.module)});");
      expect(BOOT_ENTRY_IMPORT.test(`import(${JSON.stringify("/assets/entry.client-a.js")});`)).toBe(true);
    });

    it("each chunk of loader data is an inline script enqueueing a JSON string, escaped for HTML", () => {
      expect(router).toContain("__html: `window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(value))});`");
      const script = `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify('[{"a":"<\\/b> \\"q\\""}]').replace(/</g, "\\u003c")});</script>`;
      const [match] = [...script.matchAll(STREAM_CHUNK_SCRIPT)];
      expect(JSON.parse(match![1]!)).toBe('[{"a":"<\\/b> \\"q\\""}]');
    });

    it("the router context is an inline script on every page", () => {
      expect(router).toContain(`\`${CONTEXT_SCRIPT_MARKER} = \${serverHandoffString};`);
    });
  });

  describe("the build log", () => {
    it("each prerendered file and the SPA fallback have the log lines the local build counts", () => {
      const logLine = /`Prerender \(\$\{metadata\.type\}\): \$\{metadata\.path\} -> /;
      expect(dev).toMatch(logLine);
      expect(dev).toContain("`Prerender (html): SPA Fallback -> ");
      expect(PRERENDER_LOG_LINE.test("Prerender (data): /store -> build/client/store.data")).toBe(true);
      expect(PRERENDERED_PAGE_LOG_LINE.test("Prerender (data): /store -> build/client/store.data")).toBe(false);
      expect(SPA_FALLBACK_LOG_LINE.test("Prerender (html): SPA Fallback -> build/client/__spa-fallback.html")).toBe(true);
    });

    it("every routine line the local build hides is one React Router still prints", () => {
      expect(dev).toContain('viteConfig.logger.info("Using Vite Environment API")');
      expect(dev).toContain(' cleaned from React Router server build.`');
      expect(dev).toMatch(/join\(reactRouterConfig\.buildDirectory, "server"/);
      const lines = [
        "Using Vite Environment API",
        "✓ 1 asset cleaned from React Router server build.",
        "build/server/assets/server-build-DsxcKW8M.css",
        "Prerender (html): /pricing -> build/client/pricing/index.html",
      ];
      // One sample line per rule, and each rule hides its own line.
      expect(ROUTINE_LOG_LINES).toHaveLength(lines.length);
      ROUTINE_LOG_LINES.forEach((rule, i) => expect(rule.test(lines[i]!)).toBe(true));
      expect(ROUTINE_LOG_LINES.some((rule) => rule.test("✓ 1 asset moved from React Router server build to client assets."))).toBe(false);
    });
  });
});

/**
 * src/lib/hydrated-router.tsx is React Router's `HydratedRouter` with the router given the page's
 * routes only and a `patchRoutesOnNavigation` (issue 43, docs/decisions/2026-11-28-router-discovery.md).
 * It copies that file's steps, so an upgrade that changes the file fails here: read the new file,
 * bring the copy in line, then pin the new hash.
 */
describe("React Router's HydratedRouter, which src/lib/hydrated-router.tsx copies", () => {
  const file = path.join(packageDir("react-router"), "dist", "production", "lib", "dom-export", "hydrated-router.js");
  const source = readFileSync(file, "utf8");

  it("is the file the copy was made from (React Router 8.4.0)", () => {
    expect(createHash("sha256").update(source).digest("hex")).toBe("f47e9d0a894d63b3c8697c7a20aafc1197408d35fa35ba0f60261a082bb98b29");
  });

  it("passes no patchRoutesOnNavigation of its own without lazy discovery on a server, which `ssr: false` never has", () => {
    const fog = readFileSync(path.join(packageDir("react-router"), "dist", "production", "lib", "dom", "ssr", "fog-of-war.js"), "utf8");
    expect(fog).toContain('return routeDiscovery.mode === "lazy" && ssr === true;');
    expect(source).toContain("patchRoutesOnNavigation: UNSAFE_getPatchRoutesOnNavigationFunction(");
  });
});
