// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PINNED_NODE_MAJOR, nodeVersionLine } from "./node-version.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string }; devDependencies: Record<string, string> };
const major = (v: string) => Number(/^\D*(\d+)/.exec(v)?.[1]);

describe("the Node the project runs on", () => {
  it("is the pinned major: the tests (and so every npm script) run on the Node the project carries", () => {
    expect(PINNED_NODE_MAJOR).toBe(24);
    expect(major(process.version)).toBe(PINNED_NODE_MAJOR);
  });

  it("is named once for every reader: engines, the node package, .nvmrc and .node-version (the hosts' builds)", () => {
    expect(major(pkg.engines.node)).toBe(PINNED_NODE_MAJOR);
    expect(pkg.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major(pkg.devDependencies.node!)).toBe(PINNED_NODE_MAJOR);
    for (const file of [".nvmrc", ".node-version"]) expect(readFileSync(file, "utf8").trim()).toBe(pkg.devDependencies.node);
  });

  it("says which Node runs a script, and warns when it is another major", () => {
    expect(nodeVersionLine("v24.21.0")).toBe("Node v24.21.0");
    expect(nodeVersionLine("v20.20.2")).toMatch(/^Node v20\.20\.2: this project runs on Node 24 /);
  });
});
