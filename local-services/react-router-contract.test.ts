import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BOOT_SCRIPT_MARKER,
  MANIFEST_PREFIX,
  PRERENDERED_PAGE_LOG_LINE,
  PRERENDER_LOG_LINE,
  REACT_ROUTER_MAJOR,
  SPA_FALLBACK_FILE,
  SPA_FALLBACK_LOG_LINE,
  reactRouterCli,
} from "./react-router-contract.mjs";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const version = (name: string) => (JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as { version: string }).version;

/** Every JavaScript file a package ships under `dist`, as one text. */
function code(name: string): string {
  const dist = path.join(packageDir(name), "dist");
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.[cm]?js$/.test(e.name))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), "utf8"))
    .join("\n");
}

describe("what the build reads of React Router's output (an upgrade that changes one fails here)", () => {
  it("react-router, @react-router/node and @react-router/dev are one version of the pinned major", () => {
    const versions = ["react-router", "@react-router/node", "@react-router/dev"].map(version);
    expect(new Set(versions).size).toBe(1);
    expect(Number(versions[0]!.split(".")[0])).toBe(REACT_ROUTER_MAJOR);
  });

  it("the react-router CLI is where @react-router/dev's bin says", () => {
    expect(existsSync(reactRouterCli())).toBe(true);
    expect(path.basename(reactRouterCli())).toMatch(/^bin\.c?js$/);
  });

  const dev = code("@react-router/dev");

  it("the SPA fallback is written to the file the host rules name", () => {
    expect(dev).toContain(`"${SPA_FALLBACK_FILE}"`);
  });

  it("the browser's route manifest is one assignment the build can rewrite", () => {
    expect(dev).toContain("`" + MANIFEST_PREFIX + "${JSON.stringify(");
    expect(dev).toMatch(/manifest-\$\{/);
  });

  it("each prerendered file and the SPA fallback have the log lines the local build counts", () => {
    const logLine = /`Prerender \(\$\{metadata\.type\}\): \$\{metadata\.path\} -> /;
    expect(dev).toMatch(logLine);
    expect(dev).toContain("`Prerender (html): SPA Fallback -> ");
    expect(PRERENDER_LOG_LINE.test("Prerender (data): /store -> build/client/store.data")).toBe(true);
    expect(PRERENDERED_PAGE_LOG_LINE.test("Prerender (data): /store -> build/client/store.data")).toBe(false);
    expect(SPA_FALLBACK_LOG_LINE.test("Prerender (html): SPA Fallback -> build/client/__spa-fallback.html")).toBe(true);
  });

  it("a page boots with the module script the first-paint step rewrites", () => {
    const router = code("react-router");
    expect(router).toContain(`${BOOT_SCRIPT_MARKER} = {`);
    expect(router).toMatch(/type: "module",\s*async: true/);
  });
});
