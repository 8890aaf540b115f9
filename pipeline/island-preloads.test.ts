import { describe, expect, it } from "vitest";
import { islandPreloads, staticClosure } from "./island-preloads";

const BUNDLE: Record<string, { imports?: string[] }> = {
  "assets/islands-boot-A1.js": { imports: ["assets/shell-B2.js", "assets/kit-islands-C3.js"] },
  "assets/kit-islands-C3.js": { imports: ["assets/shell-B2.js", "assets/use-track-once-D4.js"] },
  "assets/shell-B2.js": { imports: ["assets/rolldown-runtime-E5.js"] },
  "assets/landing-islands-F6.js": { imports: ["assets/buy-now-G7.js", "assets/shell-B2.js"] },
};
const DEPS = ["assets/landing-islands-F6.js", "assets/buy-now-G7.js", "assets/rolldown-runtime-E5.js", "assets/shell-B2.js", "assets/use-track-once-D4.js", "assets/shell-Z9.css"];

/** The preload filter, after the bundle was handed to its plugin. */
function preloads() {
  const { plugin, resolveDependencies } = islandPreloads();
  const hook = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
  hook.handler({}, BUNDLE);
  return resolveDependencies;
}

describe("the files a lazy import brings side by side", () => {
  it("from the islands' boot: its island chunk's files, not what the boot has loaded already", () => {
    expect(preloads()("assets/landing-islands-F6.js", DEPS, { hostId: "assets/islands-boot-A1.js" })).toEqual(["assets/landing-islands-F6.js", "assets/buy-now-G7.js", "assets/shell-Z9.css"]);
  });

  it("from anywhere else: its CSS only, as with module preload off", () => {
    expect(preloads()("assets/cart-drawer-H8.js", DEPS, { hostId: "assets/shell-B2.js" })).toEqual(["assets/shell-Z9.css"]);
  });

  it("a static closure follows every import once, cycles included", () => {
    const cyclic: Record<string, string[]> = { a: ["b"], b: ["c", "a"], c: [] };
    expect([...staticClosure("a", (f) => cyclic[f] ?? [])]).toEqual(["a", "b", "c"]);
  });
});
