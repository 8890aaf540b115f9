/**
 * One list of supported browsers (package.json "browserslist") and everything that must follow
 * it: the README's statement, Vite's JavaScript and CSS target, Tailwind 4's own CSS targets
 * (fixed inside Tailwind: the list may not promise older browsers than Tailwind writes for),
 * TypeScript's ES library (the ES built-ins src/ may call), and the web-API lint rule, which
 * must bite on an API the oldest browser lacks unless the code tests for it first.
 */
import { ESLint } from "eslint";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { buildTarget, oldestSupported, supportQueries } from "../pipeline/browser-support";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the supported browsers", () => {
  it("are Safari 16.4 (macOS and iOS), Chrome and Edge 111, Firefox 128: what Tailwind 4 and the bundle need", () => {
    expect(oldestSupported()).toEqual({ chrome: "111", edge: "111", firefox: "128", safari: "16.4", ios_saf: "16.4" });
  });

  it("are stated in the README in the list's own numbers", () => {
    const v = oldestSupported();
    const statement = `**Supported browsers:** Safari ${v.safari} and later (macOS and iOS), Chrome and Edge ${v.chrome} and later, Firefox ${v.firefox} and later`;
    expect(read("README.md").includes(statement), `the README says: ${statement}`).toBe(true);
  });

  it("are the build's JavaScript target and CSS target", async () => {
    const config = await resolveConfig({ configFile: path.join(ROOT, "vite.config.ts"), logLevel: "silent" }, "build", "production");
    const expected = buildTarget();
    expect(expected).toEqual(["chrome111", "edge111", "firefox128", "ios16.4", "safari16.4"]);
    expect(config.build.target).toEqual(expected);
    expect(config.build.cssTarget).toEqual(expected);
  });

  it("are no older than the ones Tailwind 4 writes its CSS for (Lightning CSS targets inside @tailwindcss/node)", () => {
    const require = createRequire(import.meta.url);
    const dist = readFileSync(require.resolve("@tailwindcss/node"), "utf8");
    const literal = /targets:(\{safari:[^}]+\})/.exec(dist)?.[1];
    expect(literal, "Tailwind's Lightning CSS targets were not found: read its optimize() and update this test").toBeDefined();
    // Lightning CSS versions: major << 16 | minor << 8.
    const targets = new Function(`return ${literal}`)() as Record<string, number>;
    const version = (n: number) => ((n >> 8) & 0xff ? `${n >> 16}.${(n >> 8) & 0xff}` : `${n >> 16}`);
    const tailwind = Object.fromEntries(Object.entries(targets).map(([name, n]) => [name, version(n)]));
    const ours = oldestSupported();
    for (const [name, min] of Object.entries(tailwind)) expect(ours[name], `${name}: Tailwind writes for ${min}`).toBe(min);
  });

  it("bound the ES built-ins src/ may call: TypeScript's lib stops at ES2023, which all of them have", () => {
    const tsconfig = JSON.parse(read("tsconfig.json")) as { compilerOptions: { lib: string[] } };
    const es = tsconfig.compilerOptions.lib.filter((l) => /^es/i.test(l));
    expect(es).toEqual(["ES2023"]);
  });

  it("are read by eslint-plugin-compat from the same entry", () => {
    const pkg = JSON.parse(read("package.json")) as { browserslist: string[] };
    expect(supportQueries()).toEqual(pkg.browserslist);
  });
});

describe("the web-API lint rule (compat/compat on src/)", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const messages = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "compat/compat").map((m) => m.message);
  };

  it("refuses an API Safari 16.4 lacks, called without a test", async () => {
    const found = await messages("src/lib/probe.ts", "export const later = (cb: () => void) => requestIdleCallback(cb);\n");
    expect(found).toEqual(["requestIdleCallback is not supported in Safari 16.4, iOS Safari 16.4"]);
    expect(await messages("src/features/store/probe.ts", "export const later = (cb: () => void) => window.requestIdleCallback?.(cb);\n")).toHaveLength(1);
  });

  it("allows it behind a feature test with a fallback", async () => {
    const code = 'export function later(cb: () => void) {\n  if ("requestIdleCallback" in window) window.requestIdleCallback(cb);\n  else setTimeout(cb, 1);\n}\n';
    expect(await messages("src/lib/probe.ts", code)).toEqual([]);
  });

  it("allows what every supported browser has", async () => {
    expect(await messages("src/lib/probe.ts", "export const watch = (cb: IntersectionObserverCallback) => new IntersectionObserver(cb);\n")).toEqual([]);
  });
});
