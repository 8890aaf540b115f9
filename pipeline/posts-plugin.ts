import { existsSync } from "node:fs";
import path from "node:path";
import mdx from "@mdx-js/rollup";
import type { Node as EsNode, Program } from "estree";
import type { Heading, Link, Nodes, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { runnerImport, type Plugin, type ViteDevServer } from "vite";
import type { Collection, Post, PostProblem } from "../src/content/posts/collection.server";

type Lib = typeof import("./posts-entry.ts");
/** The reader, the derivations and the route table: loaded when a build or the dev server starts (./posts-entry.ts says why). */
let lib: Lib | null = null;
const need = (): Lib => {
  if (!lib) throw new Error("posts: the posts' reader is loaded when the build starts");
  return lib;
};

/**
 * The blog as files, in the build and the dev server (issue 45; docs/decisions/2026-11-28-posts-as-files.md).
 *
 * - Checks the collection (src/content/posts/collection.server.ts) when a build starts: a problem
 *   stops it with the file, the line and what to fix. In `npm run dev` every page shows it in
 *   Vite's error overlay (the modules below throw it, with `loc`), and a fixed file clears it.
 * - Compiles each post's Markdown with @mdx-js/rollup (no Markdown parser reaches the browser):
 *   its links to pages of the site are checked, `{brand}` and its kind filled in, `## Heading {#id}`
 *   given its id, and only the components posts know by name allowed; MDX's guards against a
 *   component nobody passed are left out (`recmaWithoutMissingGuards`).
 * - Makes each post's module its own route (ROUTES names the .mdx file): the module ends with the
 *   page's meta and a default export rendering pages/blog-post with the post's facts, its
 *   neighbours and its related posts as literals: a post page carries its own post and nothing
 *   of the others but the few cards it shows.
 * - Replaces src/content/posts/pages.ts (the page tables' rows) and catalogue.ts (the hub's list)
 *   with literals, so the browser never gets the reader.
 */

const PAGES_MODULE = "src/content/posts/pages.ts";
const CATALOGUE_MODULE = "src/content/posts/catalogue.ts";

type Part = {
  module: string;
  /** A full-width section after the post's column. */
  after?: boolean;
  /** Words the part takes in the post's language: the prop, the dictionary module (per language) and the key in it. */
  words?: { prop: string; module: (lang: string) => string; key?: string };
};

/** The pieces a post may name besides the ones every post has (pages/blog-post/post-page.tsx POST_COMPONENTS). */
export const PARTS: Record<string, Part> = {
  VideoPreview: { module: "~/pages/blog-post/parts/video-preview", words: { prop: "words", module: (lang) => `~/content/article-frame/${lang}`, key: "video" } },
  Referral: { module: "~/pages/blog-post/parts/referral" },
  CopyCode: { module: "~/components/editorial/copy-code", words: { prop: "words", module: (lang) => `~/content/partner/${lang}`, key: "copyCode" } },
  PartnerSignupButton: { module: "~/components/editorial/partner-signup-button", words: { prop: "words", module: (lang) => `~/content/partner/${lang}` } },
  BookCallBand: { module: "~/pages/blog-post/parts/book-call-band", after: true, words: { prop: "toast", module: (lang) => `~/content/article-frame/${lang}`, key: "calendarToast" } },
  StarterKit: { module: "~/pages/blog-post/parts/starter-kit", after: true, words: { prop: "signUp", module: (lang) => `~/content/sign-up/${lang}` } },
};

/**
 * What a post's module imports once compiled (`postRouteCode`), from its file: for the route
 * copies (pipeline/route-copies.ts), which give each route its own copy of what routes share.
 */
export function postModuleImports(file: string, code: string): string[] {
  const lang = /\.(en|es)\.mdx$/.exec(file)?.[1] ?? "en";
  const names = new Set([...code.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!).filter((n) => PARTS[n]));
  return [
    "~/pages/blog-post/post-page",
    "~/components/editorial/article-meta",
    `~/content/article-frame/${lang}`,
    ...[...names].flatMap((n) => [PARTS[n]!.module, ...(PARTS[n]!.words ? [PARTS[n]!.words!.module(lang)] : [])]),
  ];
}

/** Every post's names (POST_COMPONENTS): the closing buttons sit in the column, under the text. */
const EVERY_POST = new Set(["Quote", "Callout", "Actions", "Action"]);
const COLUMN_END = new Set(["Actions"]);

/** An error Vite and Rollup show with its place: the overlay opens the file at the line. */
export function problemError(problem: PostProblem, root: string, more = 0): Error {
  const file = path.resolve(root, problem.file);
  const message = `${problem.file}:${problem.line}:${problem.column}: ${problem.message}${more ? `\n(and ${more} more problem${more === 1 ? "" : "s"} in the posts)` : ""}`;
  return Object.assign(new Error(message), { id: file, loc: { file, line: problem.line, column: problem.column }, plugin: "posts" });
}

const isPost = (id: string, dir: string) => {
  const file = id.split("?")[0]!;
  return file.endsWith(".mdx") && path.dirname(file) === dir;
};

/** `## Title {#id}` → `## Title {/*#id*\/}`: MDX reads braces as code; a comment keeps the line and column of everything before it. */
export const headingIds = (source: string): string => source.replace(/^(#{1,6} .*?)\{#([\w-]+)\}[ \t]*$/gm, "$1{/*#$2*/}");

/** Slug of a heading's text for its id when the post gives none. */
const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const textOf = (node: Nodes): string => ("value" in node && typeof node.value === "string" ? node.value : "children" in node ? (node.children as Nodes[]).map(textOf).join("") : "");

export type BodyCheck = {
  /** `{brand}` and its kind, filled in (collection.server.ts `fillPlaceholders`). */
  fill: (value: string) => string;
  /** Is a path a page of the site (or a file it publishes)? */
  knownPath: (pathname: string) => boolean;
  /** What each post module names (its parts), for its route code. */
  used: Map<string, Set<string>>;
  root: string;
};

/** The remark step: checks and fills a post's body, then groups it into its column and what follows. */
export function remarkPost(check: BodyCheck) {
  const fillPlaceholders = check.fill;
  return () => (tree: Root, vfile: { path?: string }) => {
    const file = vfile.path ?? "";
    const rel = path.relative(check.root, file).split(path.sep).join("/");
    const fail = (node: Nodes, message: string): never => {
      const start = node.position?.start ?? { line: 1, column: 1 };
      throw problemError({ file: rel, line: start.line, column: start.column, message }, check.root);
    };
    const used = new Set<string>();
    const walk = (node: Nodes, parent: Nodes | null) => {
      switch (node.type) {
        case "mdxjsEsm":
          fail(node, "a post imports and exports nothing: it names its components (Quote, Callout, VideoPreview, …) and the build brings them");
          break;
        case "mdxFlowExpression":
        case "mdxTextExpression": {
          const value = node.value.trim();
          if (/^\/\*[\s\S]*\*\/$/.test(value)) break;
          if (/^\w+$/.test(value) && fillPlaceholders(`{${value}}`) !== `{${value}}`) {
            Object.assign(node, { type: "text", value: fillPlaceholders(`{${value}}`) });
            break;
          }
          fail(node, `{${value}} is code, not text: a post may write {brand}, {founderName}, {founderFirstName} or {founderSlug}; for braces in text write \\{ and \\}`);
          break;
        }
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement": {
          const name = node.name ?? "";
          if (!/^[a-z]/.test(name) && !EVERY_POST.has(name) && !PARTS[name]) {
            fail(node, `<${name}> is not a component posts know: use ${[...EVERY_POST, ...Object.keys(PARTS)].join(", ")} (pipeline/posts-plugin.ts PARTS adds one)`);
          }
          if (PARTS[name]) used.add(name);
          if (PARTS[name]?.after && parent?.type !== "root") fail(node, `<${name}> is a section after the post: put it on its own at the end, not inside another element`);
          for (const attr of node.attributes) {
            if (attr.type !== "mdxJsxAttribute" || (attr.value !== null && typeof attr.value !== "string")) fail(node, `<${name}>'s attributes are plain text ("…"), not code`);
            else if (typeof attr.value === "string") attr.value = fillPlaceholders(attr.value);
            if (attr.type === "mdxJsxAttribute" && (attr.name === "to" || attr.name === "href") && typeof attr.value === "string") checkLink(node, attr.value);
          }
          break;
        }
        case "heading": {
          const heading = node as Heading;
          const last = heading.children.at(-1);
          let id: string | undefined;
          if (last?.type === "mdxTextExpression") {
            const m = /^\/\*#([\w-]+)\*\/$/.exec(last.value.trim());
            if (m) {
              id = m[1];
              heading.children.pop();
              const before = heading.children.at(-1);
              if (before?.type === "text") before.value = before.value.replace(/\s+$/, "");
            }
          }
          if (!id && heading.depth === 2) id = slugOf(textOf(heading));
          if (id) heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
          break;
        }
        case "link":
          checkLink(node, (node as Link).url);
          break;
        case "image":
          if (!node.alt?.trim()) fail(node, `the image ${node.url} needs its alternative text: ![what it shows](${node.url})`);
          if (node.url.startsWith("/") && !existsSync(path.join(check.root, "public", node.url))) fail(node, `the image ${node.url} is not in public/`);
          break;
      }
      if ("children" in node) for (const child of node.children as Nodes[]) walk(child, node);
    };
    const checkLink = (node: Nodes, url: string) => {
      if (!url.startsWith("/") || url.startsWith("//")) return;
      const pathname = url.split(/[?#]/)[0]!;
      if (!check.knownPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname)) fail(node, `the link to ${pathname} leads to no page of the site: correct it (a page is named by its English URL; a Spanish post's links lead to the Spanish twins)`);
    };
    walk(tree, null);
    check.used.set(file, used);

    // The column (text, then closing buttons) and the sections after it.
    const prose: RootContent[] = [];
    const end: RootContent[] = [];
    const after: RootContent[] = [];
    for (const child of tree.children) {
      if (child.type === "yaml") continue;
      const name = child.type === "mdxJsxFlowElement" ? child.name ?? "" : "";
      if (PARTS[name]?.after) after.push(child);
      else if (COLUMN_END.has(name)) end.push(child);
      else prose.push(child);
    }
    const element = (name: string, children: RootContent[]): MdxJsxFlowElement => ({ type: "mdxJsxFlowElement", name, attributes: [], children: children as MdxJsxFlowElement["children"] });
    tree.children = [element("PostColumn", [element("PostProse", prose), ...end]), ...after];
  };
}

/** The helper MDX calls when a component a post names was not passed (@mdx-js/mdx's recma-jsx-rewrite). */
const MISSING_GUARD = "_missingMdxReference";

const isGuard = (node: EsNode): boolean =>
  (node.type === "IfStatement" &&
    node.alternate == null &&
    node.consequent.type === "ExpressionStatement" &&
    node.consequent.expression.type === "CallExpression" &&
    node.consequent.expression.callee.type === "Identifier" &&
    node.consequent.expression.callee.name === MISSING_GUARD) ||
  (node.type === "FunctionDeclaration" && node.id?.name === MISSING_GUARD);

/**
 * The recma step: drops MDX's guard `if (!Callout) _missingMdxReference("Callout", true)`, one per
 * component a post names, and the guard's function. The build has already checked each name
 * (remarkPost: a name posts do not know stops it) and a post's route passes every one
 * (postRouteCode), so the guards never fire; they cost a post page's first load ~0.12 KB gzip.
 * Anything else that still calls the guard stops the build rather than ship a call to nothing.
 */
export function recmaWithoutMissingGuards() {
  return (tree: Program) => {
    const strip = (node: EsNode) => {
      const fields = node as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(fields)) {
        if (Array.isArray(value)) {
          const kept = value.filter((child) => !(child && typeof child === "object" && isGuard(child as EsNode)));
          fields[key] = kept;
          for (const child of kept) if (child && typeof child === "object" && typeof (child as EsNode).type === "string") strip(child as EsNode);
        } else if (value && typeof value === "object" && typeof (value as EsNode).type === "string") strip(value as EsNode);
      }
      if (node.type === "Identifier" && node.name === MISSING_GUARD) {
        throw new Error(`posts: @mdx-js calls ${MISSING_GUARD} in a way pipeline/posts-plugin.ts does not know; recmaWithoutMissingGuards must follow its output`);
      }
    };
    strip(tree);
  };
}

/** The end of a post's module: its facts, meta and page (React Router takes the module as the route). */
export function postRouteCode(post: Post, collection: Collection, used: ReadonlySet<string>, toBlogPost = need().toBlogPost): string {
  const links = collection.links.get(`${post.lang}:${post.key}`) ?? { related: [] };
  // Of the other posts, only what their card and link show: a post's chunk stays its own.
  const card = (p: Post) => {
    const { slug, category, title, excerpt, imageUrl, imageAlt, date, dateLabel } = toBlogPost(p);
    return { slug, category, title, excerpt, imageUrl, imageAlt, date, dateLabel };
  };
  const link = (p: Post | undefined) => (p ? { slug: p.slug, title: p.title } : null);
  // The post itself: all but its excerpt, which only its card shows (PostPageFacts).
  const { excerpt: _excerpt, ...own } = toBlogPost(post);
  const facts = { post: own, previous: link(links.previous), next: link(links.next), related: links.related.map(card) };
  const imports: string[] = [];
  const components: string[] = [];
  let n = 0;
  for (const name of [...used].sort()) {
    const part = PARTS[name]!;
    imports.push(`import { ${name} as _Part${n} } from ${JSON.stringify(part.module)};`);
    if (part.words) {
      imports.push(`import { ${post.lang} as _Words${n} } from ${JSON.stringify(part.words.module(post.lang))};`);
      const words = part.words.key ? `_Words${n}[${JSON.stringify(part.words.key)}]` : `_Words${n}`;
      components.push(`${name}: (props) => _postJsx(_Part${n}, { ...props, ${JSON.stringify(part.words.prop)}: ${words} })`);
    } else components.push(`${name}: _Part${n}`);
    n++;
  }
  return [
    "",
    `import { jsx as _postJsx } from "react/jsx-runtime";`,
    `import { PostPage as _PostPage, POST_COMPONENTS as _POST_COMPONENTS } from "~/pages/blog-post/post-page";`,
    `import { articleMeta as _articleMeta } from "~/components/editorial/article-meta";`,
    `import { ${post.lang} as _frame } from "~/content/article-frame/${post.lang}";`,
    ...imports,
    `const _facts = ${JSON.stringify(facts)};`,
    `const _components = { ..._POST_COMPONENTS, ${components.join(", ")} };`,
    `export const meta = () => _articleMeta(_facts.post, ${JSON.stringify({ noindex: post.scheduled, ...(post.updated ? { updated: post.updated } : {}) })});`,
    `export default function Post() {`,
    `  return _postJsx(_PostPage, { words: { ..._facts, frame: _frame }, children: _postJsx(MDXContent, { components: _components }) });`,
    `}`,
    "",
  ].join("\n");
}

async function loadLib(root: string): Promise<Lib> {
  const { module } = await runnerImport<Lib>(path.join(root, "pipeline", "posts-entry.ts"), { configFile: false, root, logLevel: "error", resolve: { alias: { "~": path.join(root, "src") } } });
  return module;
}

export function postsPlugin(options: { root?: string } = {}): Plugin[] {
  const root = options.root ?? process.cwd();
  const dir = path.join(root, "src", "content", "posts");
  let command: "build" | "serve" = "build";
  let collection: Collection | null = null;
  let failure: InstanceType<Lib["PostsError"]> | null = null;
  const used = new Map<string, Set<string>>();
  let routes: string[] = [];

  const refresh = () => {
    try {
      collection = need().loadPosts({ root, includeDrafts: command === "serve" });
      failure = null;
    } catch (error) {
      if (!(error instanceof need().PostsError)) throw error;
      collection = null;
      failure = error;
    }
  };
  const firstProblem = (file?: string): Error | null => {
    if (!failure) return null;
    const mine = file ? failure.problems.find((p) => path.resolve(root, p.file) === file) : undefined;
    const problem = mine ?? failure.problems[0]!;
    return problemError(problem, root, failure.problems.length - 1);
  };

  const patterns = () => {
    const exact = new Set<string>();
    const withParams: RegExp[] = [];
    for (const p of routes) {
      if (p.includes(":")) withParams.push(new RegExp(`^${p.replace(/:[^/]+/g, "[^/]+")}$`));
      else exact.add(p);
    }
    for (const post of collection?.posts ?? []) exact.add(post.path);
    return { exact, withParams };
  };
  const knownPath = (pathname: string) => {
    const { exact, withParams } = patterns();
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    return exact.has(trimmed) || exact.has(pathname) || withParams.some((re) => re.test(trimmed)) || existsSync(path.join(root, "public", decodeURIComponent(pathname)));
  };

  const mdxPlugin = mdx({
    include: [path.join(dir, "*.mdx")],
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkPost({ fill: (value) => need().fillPlaceholders(value), knownPath, used, root })],
    recmaPlugins: [recmaWithoutMissingGuards],
  }) as Plugin;

  let server: ViteDevServer | undefined;
  return [
    {
      name: "posts:source",
      enforce: "pre",
      configResolved(config) {
        command = config.command;
      },
      async buildStart() {
        lib ??= await loadLib(root);
        if (routes.length === 0) routes = lib.ROUTES.map((r) => r.path);
        refresh();
        if (command === "build" && failure) {
          this.error(Object.assign(firstProblem()!, { message: `The posts have ${failure.problems.length} problem${failure.problems.length === 1 ? "" : "s"}:\n${failure.message}` }));
        }
      },
      transform(code, id) {
        if (!isPost(id, dir)) return null;
        const problem = firstProblem(id.split("?")[0]);
        if (problem) throw problem;
        return { code: headingIds(code), map: null };
      },
      configureServer(devServer) {
        server = devServer;
        const changed = (file: string, added: boolean) => {
          if (path.dirname(file) !== dir) return;
          const had = new Set((collection?.posts ?? []).map((p) => p.path));
          refresh();
          const now = new Set((collection?.posts ?? []).map((p) => p.path));
          const routesChanged = added || had.size !== now.size || [...now].some((p) => !had.has(p));
          if (routesChanged) {
            // A post added, removed or moved changes the routes: the router's config is read again.
            void server?.restart();
            return;
          }
          for (const env of Object.values(devServer.environments)) {
            for (const mod of env.moduleGraph.idToModuleMap.values()) {
              const f = mod.file ?? "";
              if (f.endsWith(PAGES_MODULE) || f.endsWith(CATALOGUE_MODULE) || (f.endsWith(".mdx") && path.dirname(f) === dir)) env.moduleGraph.invalidateModule(mod);
            }
          }
          devServer.ws.send({ type: "full-reload" });
        };
        devServer.watcher.on("change", (f) => changed(f, false));
        devServer.watcher.on("add", (f) => changed(f, true));
        devServer.watcher.on("unlink", (f) => changed(f, true));
      },
    },
    mdxPlugin,
    {
      name: "posts:route",
      load(id) {
        const file = id.split("?")[0]!;
        const pages = file === path.join(root, PAGES_MODULE);
        const catalogue = file === path.join(root, CATALOGUE_MODULE);
        if (!pages && !catalogue) return null;
        if (!collection && !failure) refresh();
        const problem = firstProblem();
        if (problem) throw problem;
        const posts = collection!.posts;
        const { postPageRows, hubCatalogue } = need();
        return pages
          ? `export const POST_TWINS = ${JSON.stringify(postPageRows(posts).twins)};\nexport const POST_ROUTES = ${JSON.stringify(postPageRows(posts).routes)};\n`
          : `export const POST_CATALOGUE_EN = ${JSON.stringify(hubCatalogue(posts, "en"))};\nexport const POST_CATALOGUE_ES = ${JSON.stringify(hubCatalogue(posts, "es"))};\n`;
      },
      transform(code, id) {
        if (!isPost(id, dir)) return null;
        const file = id.split("?")[0]!;
        if (!collection) refresh();
        const problem = firstProblem(file);
        if (problem) throw problem;
        const post = collection!.posts.find((p) => path.resolve(root, p.file) === file);
        if (!post) throw problemError({ file: path.relative(root, file), line: 1, column: 1, message: "this post is a draft: the build leaves it out (draft: false publishes it)" }, root);
        const marker = "export default function MDXContent";
        if (!code.includes(marker)) throw new Error(`posts: @mdx-js compiled ${file} without "${marker}"; pipeline/posts-plugin.ts must follow its output`);
        return { code: code.replace(marker, "function MDXContent") + postRouteCode(post, collection!, used.get(file) ?? new Set()), map: null };
      },
    },
  ];
}
