// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadPosts } from "../src/content/posts/collection.server";
import { slugify, writePost } from "./new-post.mjs";

/** `npm run new:post` writes posts the build accepts (issue 45 part 6). */
let root = "";
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "new-post-"));
  mkdirSync(path.join(root, "src", "content", "posts"), { recursive: true });
  cpSync("src/content/blog-categories/en.ts", path.join(root, "src", "content", "blog-categories", "en.ts"), { recursive: true });
  cpSync("public/images/blog/intro.svg", path.join(root, "public", "images", "blog", "intro.svg"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run new:post", () => {
  it("writes a draft per language, slugs from the titles, today's date, and the collection reads them as twins", () => {
    const files = writePost({ root, title: "Guest Templates That Work!", titleEs: "Plantillas que sí funcionan", langs: ["en", "es"], category: "guest-communication", date: "2026-11-28" });
    expect(files).toEqual(["src/content/posts/guest-templates-that-work.en.mdx", "src/content/posts/guest-templates-that-work.es.mdx"]);
    const en = readFileSync(path.join(root, files[0]), "utf8");
    expect(en).toContain("slug: guest-templates-that-work\n");
    expect(en).toContain("published: 2026-11-28\n");
    expect(en).toContain("draft: true\n");
    expect(readFileSync(path.join(root, files[1]), "utf8")).toContain("slug: es/plantillas-que-si-funcionan\n");
    const { posts } = loadPosts({ root, today: "2026-11-28", includeDrafts: true });
    expect(posts.map((p) => [p.path, p.twin?.path])).toEqual(
      expect.arrayContaining([
        ["/guest-templates-that-work", "/es/plantillas-que-si-funcionan"],
        ["/es/plantillas-que-si-funcionan", "/guest-templates-that-work"],
      ]),
    );
    // A build leaves a draft out.
    expect(loadPosts({ root, today: "2026-11-28" }).posts).toEqual([]);
  });

  it("a post in one language says so, and nothing is overwritten or guessed", () => {
    writePost({ root, titleEs: "Solo en español", langs: ["es"], category: "pricing", date: "2026-11-28" });
    expect(loadPosts({ root, today: "2026-11-28", includeDrafts: true }).posts[0]).toMatchObject({ path: "/es/solo-en-espanol", singleLanguage: true });
    expect(() => writePost({ root, titleEs: "Solo en español", langs: ["es"], category: "pricing", date: "2026-11-28" })).toThrow(/exists already/);
    expect(() => writePost({ root, title: "X", langs: ["en"], category: "recipes", date: "2026-11-28" })).toThrow(/Unknown category "recipes": one of our-story, productivity/);
    expect(slugify("¿Qué cambió en 2026?")).toBe("que-cambio-en-2026");
  });

  it("runs from the command line with flags", () => {
    const out = execFileSync(process.execPath, ["ops/new-post.mjs", "--root", root, "--title", "Check-in Day", "--lang", "en,es", "--title-es", "Día de llegada", "--category", "guest-communication", "--date", "2026-12-01"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    expect(out).toMatch(/^Wrote src\/content\/posts\/check-in-day\.en\.mdx and src\/content\/posts\/check-in-day\.es\.mdx \(draft: true\)/);
  });
});
