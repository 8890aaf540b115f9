import { describe, expect, it } from "vitest";
import { chunksRunAtLoad, COMPILE_HINT, type ChunkFacts } from "./compile-hints";

const chunk = (fileName: string, imports: string[] = [], isEntry = false): ChunkFacts => ({ fileName, imports, isEntry });

describe("chunksRunAtLoad", () => {
  it("takes the entries and what they import statically, through any depth", () => {
    const chunks = [
      chunk("entry.client.js", ["shell.js"], true),
      chunk("home.js", ["shell.js", "blocks.js"], true),
      chunk("shell.js", ["runtime.js"]),
      chunk("blocks.js"),
      chunk("runtime.js"),
    ];
    expect([...chunksRunAtLoad(chunks)].sort()).toEqual(["blocks.js", "entry.client.js", "home.js", "runtime.js", "shell.js"]);
  });

  it("leaves out a chunk reached only through import(): it runs when a visitor opens it", () => {
    // The cart drawer and supabase-js are dynamic imports: not in any chunk's `imports`.
    const chunks = [chunk("store.js", ["shell.js"], true), chunk("shell.js"), chunk("cart-drawer.js", ["shell.js"]), chunk("supabase.js")];
    const atLoad = chunksRunAtLoad(chunks);
    expect(atLoad.has("cart-drawer.js")).toBe(false);
    expect(atLoad.has("supabase.js")).toBe(false);
    expect(atLoad.has("shell.js")).toBe(true);
  });

  it("takes the islands' boot, which every islands page's boot script loads beside the entry, and what it imports", () => {
    const chunks = [
      chunk("assets/entry.client-1.js", ["assets/shell-1.js"], true),
      chunk("assets/shell-1.js"),
      chunk("assets/islands-boot-Ab_1.js", ["assets/shell-1.js", "assets/first-screen-1.js"]),
      chunk("assets/first-screen-1.js"),
    ];
    expect([...chunksRunAtLoad(chunks)].sort()).toEqual(["assets/entry.client-1.js", "assets/first-screen-1.js", "assets/islands-boot-Ab_1.js", "assets/shell-1.js"]);
  });

  it("survives an import cycle and a name the bundle does not hold", () => {
    const chunks = [chunk("a.js", ["b.js", "gone.js"], true), chunk("b.js", ["a.js"])];
    expect([...chunksRunAtLoad(chunks)].sort()).toEqual(["a.js", "b.js"]);
  });
});

describe("COMPILE_HINT", () => {
  it("is V8's magic comment, alone on the first line", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
