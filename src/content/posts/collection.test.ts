// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadPosts, PostsError, type PostProblem } from "./collection.server";
import { hubCatalogue, postPageRows } from "./derive";

/**
 * Bad content is a clear error (issue 45 part 4): each case names the file, the line and what to
 * fix. The posts are written to a folder of their own, as a writer would.
 */
let root: string;
const dir = () => path.join(root, "src", "content", "posts");

const FIELDS = {
  title: "Guest templates that work",
  description: "Ten messages hosts send.",
  slug: "guest-templates",
  category: "guest-communication",
  excerpt: "The ten messages.",
  author: "{founderName}",
  published: "2026-01-10",
  cover: "/images/blog/cover.svg",
  coverAlt: "A phone with a message",
} as Record<string, string | boolean | undefined>;

const frontmatter = (fields: Record<string, string | boolean | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === "string" ? JSON.stringify(v) : v}`)
    .join("\n");

function post(name: string, fields: Record<string, string | boolean | undefined> = {}, body = "Some words.\n") {
  writeFileSync(path.join(dir(), name), `---\n${frontmatter({ ...FIELDS, ...fields })}\n---\n\n${body}`);
}
const pair = (key = "guest-templates", en: Record<string, string | boolean | undefined> = {}, es: Record<string, string | boolean | undefined> = {}) => {
  post(`${key}.en.mdx`, { slug: key, ...en });
  post(`${key}.es.mdx`, { slug: `es/${key}`, title: "Plantillas", ...es });
};

function problems(today = "2026-11-28"): PostProblem[] {
  try {
    loadPosts({ root, today });
  } catch (error) {
    expect(error).toBeInstanceOf(PostsError);
    return [...(error as PostsError).problems];
  }
  throw new Error("expected the posts to have problems");
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "posts-"));
  mkdirSync(dir(), { recursive: true });
  mkdirSync(path.join(root, "public", "images", "blog"), { recursive: true });
  writeFileSync(path.join(root, "public", "images", "blog", "cover.svg"), "<svg/>");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a good pair of posts", () => {
  it("is read with its twin, its date in each language, its category's label and its reading time", () => {
    pair();
    const { posts } = loadPosts({ root, today: "2026-11-28" });
    const en = posts.find((p) => p.lang === "en")!;
    const es = posts.find((p) => p.lang === "es")!;
    expect(en).toMatchObject({ path: "/guest-templates", twin: { lang: "es", path: "/es/guest-templates" }, dateLabel: "January 10, 2026", categoryLabel: "Guest Communication", readingMinutes: 1, listed: true });
    expect(es).toMatchObject({ dateLabel: "10 de enero de 2026", categoryLabel: "Comunicación con huéspedes" });
    expect(en.author).not.toContain("{");
    expect(postPageRows(posts).twins["post:guest-templates"]).toEqual({ en: "/guest-templates", es: "/es/guest-templates", xDefault: "en" });
  });
});

describe("bad content stops the build with the file, the line and what to fix", () => {
  it("a missing field", () => {
    pair("guest-templates", { title: undefined });
    expect(problems()).toEqual([{ file: "src/content/posts/guest-templates.en.mdx", line: 1, column: 1, message: '"title" is missing: add title: … to the frontmatter' }]);
  });

  it("an unknown category, at its line", () => {
    pair("guest-templates", { category: "recipes" });
    const [p] = problems();
    expect(p).toMatchObject({ file: "src/content/posts/guest-templates.en.mdx", line: 5 });
    expect(p!.message).toMatch(/^"category": the category is one of our-story, productivity, .* \(src\/content\/blog-categories\/en\.ts and es\.ts add one\)$/);
  });

  it("a missing twin, unless the post says it is single-language", () => {
    post("guest-templates.en.mdx", { slug: "guest-templates" });
    expect(problems()).toEqual([
      { file: "src/content/posts/guest-templates.en.mdx", line: 1, column: 1, message: "it has no Spanish twin: add src/content/posts/guest-templates.es.mdx, or say singleLanguage: true (then no hreflang pair and no language switch)" },
    ]);
    post("guest-templates.en.mdx", { slug: "guest-templates", singleLanguage: true });
    const { posts } = loadPosts({ root, today: "2026-11-28" });
    expect(posts[0]!.twin).toBeUndefined();
    expect(postPageRows(posts).twins).toEqual({});
    expect(postPageRows(posts).routes.map((r) => r.path)).toContain("/guest-templates");
  });

  it("a duplicate slug", () => {
    pair();
    pair("other-post", { slug: "guest-templates" });
    expect(problems().map((p) => p.message)).toContain("slug guest-templates is already src/content/posts/guest-templates.en.mdx's: two posts cannot share a URL; change one slug");
  });

  it("a cover without its alternative text, missing or empty", () => {
    pair("guest-templates", { coverAlt: undefined });
    expect(problems()[0]!.message).toBe('"coverAlt" is missing: add coverAlt: … to the frontmatter (a cover needs its alternative text: what the image shows)');
    pair("guest-templates", { coverAlt: " " });
    expect(problems()[0]).toMatchObject({ line: 10, message: '"coverAlt": a cover needs its alternative text: coverAlt says what the image shows' });
  });

  it("a cover that is not in public/", () => {
    pair("guest-templates", { cover: "/images/blog/missing.svg" });
    expect(problems()[0]).toMatchObject({ line: 9, message: "the cover /images/blog/missing.svg is not in public/: add the file or correct the path" });
  });

  it("a Spanish post whose slug is not under es/, a malformed date, an unknown field, broken YAML", () => {
    pair("guest-templates", {}, { slug: "plantillas" });
    expect(problems()[0]).toMatchObject({ file: "src/content/posts/guest-templates.es.mdx", line: 4, message: expect.stringMatching(/^a Spanish post's slug starts with es\//) });
    pair("guest-templates", { published: "10/01/2026" });
    expect(problems()[0]).toMatchObject({ line: 8, message: '"published": a date is written YYYY-MM-DD, e.g. 2026-11-28' });
    pair("guest-templates", { tags: "hosting" });
    expect(problems()[0]!.message).toMatch(/^"tags" is not a post field: the fields are title, description, slug/);
    writeFileSync(path.join(dir(), "guest-templates.en.mdx"), "---\ntitle: [unclosed\n---\nText\n");
    expect(problems()[0]).toMatchObject({ file: "src/content/posts/guest-templates.en.mdx", line: 2, message: expect.stringMatching(/^the frontmatter is not valid YAML/) });
  });

  it("a file not named <key>.<lang>.mdx", () => {
    pair();
    writeFileSync(path.join(dir(), "Guest Templates.mdx"), "---\n---\n");
    expect(problems()[0]!.message).toMatch(/^a post file is named <key>\.<lang>\.mdx/);
  });

  it("lists every problem at once", () => {
    pair("guest-templates", { title: undefined, category: "recipes" });
    expect(problems()).toHaveLength(2);
  });
});

describe("a post dated in the future", () => {
  it("is built (its route, unlisted) but listed nowhere until its date: not in the hub, not a neighbour, not related", () => {
    pair();
    pair("later", { slug: "later", published: "2026-12-01" }, { slug: "es/luego", published: "2026-12-01" });
    const before = loadPosts({ root, today: "2026-11-28" });
    const later = before.posts.find((p) => p.key === "later" && p.lang === "en")!;
    expect(later).toMatchObject({ scheduled: true, listed: false });
    expect(postPageRows(before.posts).routes.find((r) => r.path === "/later")).toMatchObject({ kind: "unlisted" });
    expect(hubCatalogue(before.posts, "en").posts.map((p) => p.slug)).toEqual(["guest-templates"]);
    expect(before.links.get("en:guest-templates")).toEqual({ related: [] });

    const on = loadPosts({ root, today: "2026-12-01" });
    expect(hubCatalogue(on.posts, "en").posts.map((p) => p.slug)).toEqual(["later", "guest-templates"]);
    expect(postPageRows(on.posts).routes.find((r) => r.path === "/later")).toMatchObject({ kind: "static" });
  });

  it("a draft is left out of a build, kept by the dev server", () => {
    pair("guest-templates", { draft: true }, { draft: true });
    expect(loadPosts({ root, today: "2026-11-28" }).posts).toEqual([]);
    expect(loadPosts({ root, today: "2026-11-28", includeDrafts: true }).posts).toHaveLength(2);
  });
});
