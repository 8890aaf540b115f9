import { compile } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import { describe, expect, it } from "vitest";
import { loadPosts } from "../src/content/posts/collection.server";
import { toBlogPost } from "../src/content/posts/derive";
import { headingIds, postRouteCode, recmaWithoutMissingGuards, remarkPost } from "./posts-plugin";

/** A post body through the build's checks (pipeline/posts-plugin.ts): what it compiles to, or the error it stops on. */
const root = process.cwd();
const file = `${root}/src/content/posts/guest-templates.en.mdx`;
const compileBody = async (body: string, { guards = false } = {}) => {
  const used = new Map<string, Set<string>>();
  const check = { fill: (v: string) => v.replace(/\{brand\}/g, "CX Fusion"), knownPath: (p: string) => ["/pricing", "/blog"].includes(p), used, root };
  const recmaPlugins = guards ? [] : [recmaWithoutMissingGuards];
  const code = String(await compile({ value: headingIds(`---\ntitle: x\n---\n${body}`), path: file }, { remarkPlugins: [remarkFrontmatter, remarkPost(check)], recmaPlugins }));
  return { code, used: used.get(file) };
};
const failure = async (body: string) => {
  try {
    await compileBody(body);
  } catch (error) {
    return error as Error & { loc?: { file: string; line: number; column: number } };
  }
  throw new Error("expected the body to be refused");
};

describe("a post's body at build", () => {
  it("a link to an internal page that does not exist stops the build at its line", async () => {
    const error = await failure("Intro.\n\nSee [our prices](/prices) today.\n");
    expect(error.message).toBe(
      "src/content/posts/guest-templates.en.mdx:6:5: the link to /prices leads to no page of the site: correct it (a page is named by its English URL; a Spanish post's links lead to the Spanish twins)",
    );
    expect(error.loc).toEqual({ file, line: 6, column: 5 });
    await expect(compileBody("See [our prices](/pricing#kits) and [the hub](/blog/).\n")).resolves.toBeTruthy();
  });

  it("a component posts do not know, code in braces, an import, an image without its text", async () => {
    expect((await failure("<Carousel />\n")).message).toMatch(/<Carousel> is not a component posts know: use Quote, Callout, Actions, Action, VideoPreview/);
    expect((await failure("Price: {price * 2}\n")).message).toMatch(/\{price \* 2\} is code, not text/);
    expect((await failure('import x from "y"\n\nText\n')).message).toMatch(/a post imports and exports nothing/);
    expect((await failure("![](/images/blog/intro.svg)\n")).message).toMatch(/needs its alternative text/);
    expect((await failure('<Quote cite={who}>Hi</Quote>\n')).message).toMatch(/attributes are plain text/);
  });

  it("fills {brand} in text and attributes, gives headings their {#id}, and groups the column and what follows it", async () => {
    const { code, used } = await compileBody(
      ['Welcome to {brand}.', "", "## Step one {#one}", "", '<Quote cite="{brand} team">Hi</Quote>', "", '<BookCallBand title="Call" label="Book">Text</BookCallBand>', ""].join("\n"),
    );
    expect(code).toContain('["Welcome to ", "CX Fusion", "."]');
    expect(code).toContain('id: "one"');
    expect(code).toContain('cite: "CX Fusion team"');
    expect(code).toMatch(/_jsx\(PostColumn, \{\s*children: _jsxs\(PostProse[\s\S]*\}\), "\\n", _jsx\(BookCallBand/);
    expect([...used!]).toEqual(["BookCallBand"]);
  });

  it("compiles without MDX's guard against a component nobody passed: the build checks each name, the route passes each", async () => {
    const body = '<Quote cite="A">Hi</Quote>\n\n<Callout title="T">Text</Callout>\n';
    const guarded = (await compileBody(body, { guards: true })).code;
    expect(guarded).toContain('if (!Quote) _missingMdxReference("Quote", true);');
    const { code } = await compileBody(body);
    expect(code).not.toContain("_missingMdxReference");
    expect(code).toMatch(/const \{Callout, PostColumn, PostProse, Quote\} = /);
    expect(code).toMatch(/_jsx\(Quote, \{\s*cite: "A",/);
  });

  it("a post's route carries its own facts but its excerpt (only its card shows it), and its related posts' cards with theirs", () => {
    const collection = loadPosts({ root, today: "2026-11-28" });
    const post = collection.posts.find((p) => p.key === "google-workspace" && p.lang === "es")!;
    const facts = JSON.parse(/^const _facts = (.*);$/m.exec(postRouteCode(post, collection, new Set(), toBlogPost))![1]!);
    const { excerpt, ...own } = toBlogPost(post);
    expect(facts.post).toEqual(own);
    expect(JSON.stringify(facts)).not.toContain(excerpt);
    expect(facts.related.length).toBeGreaterThan(0);
    for (const card of facts.related) expect(card.excerpt).toEqual(expect.any(String));
  });
});
