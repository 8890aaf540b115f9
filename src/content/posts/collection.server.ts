import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, LineCounter, parseDocument } from "yaml";
import { config } from "../../lib/config";
import { INTL_LOCALE, type Lang } from "../../lib/i18n";
import { categoryLabel } from "./categories";
import type { PostFacts } from "./derive";
import { FRONTMATTER, type Frontmatter } from "./schema";
import { buildToday, isScheduled, neighbours, newestFirst, readingMinutes, relatedPosts } from "./rules";

/**
 * The blog as files (issue 45, docs/decisions/2026-11-28-posts-as-files.md): every
 * `src/content/posts/<key>.<lang>.mdx`, its frontmatter checked against ./schema.ts, the set checked
 * as a whole (twins, slugs), and what each post needs from the others (previous/next, related).
 * Node only: the build (pipeline/posts-plugin.ts) and Node-side readers (the router config, tests)
 * call it; the browser gets its results as literals (./pages.ts, ./catalogue.ts, each post's module).
 */

/** The posts folder: the project's (every build and test runs from its root; a test's copy of the tree from its own). */
export const postsDir = (root = process.cwd()): string => path.join(root, "src", "content", "posts");

const LANGS: readonly Lang[] = ["en", "es"];
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|es)\.mdx$/;

/** What is wrong with a post, where, and what to do: the build stops on it, the dev server shows it. */
export type PostProblem = { file: string; line: number; column: number; message: string };

export class PostsError extends Error {
  constructor(readonly problems: readonly PostProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`).join("\n"));
    this.name = "PostsError";
  }
}

/**
 * A post as every page that shows it needs it (the hub's cards, a post's header, meta and feed
 * item): the facts the pure derivations read (./derive.ts), and what only the reader has.
 */
export type Post = PostFacts & {
  draft: boolean;
  /** The body: Markdown and JSX, after the frontmatter. */
  body: string;
  /** The line the body starts on. */
  bodyLine: number;
};

/** Each listed post's neighbours and related posts, by `lang:key`. */
export type PostLinks = { previous?: Post; next?: Post; related: Post[] };

export type Collection = { posts: Post[]; links: Map<string, PostLinks>; today: string };

const PLACEHOLDERS: Record<string, string> = {
  brand: config.brand,
  founderName: config.founderName,
  founderFirstName: config.founderFirstName,
  founderSlug: config.founderSlug,
};

/** `{brand}` and its kind in a frontmatter value, as the site's configuration says. */
export const fillPlaceholders = (value: string): string => value.replace(/\{(\w+)\}/g, (whole, name: string) => PLACEHOLDERS[name] ?? whole);

const dateLabel = (iso: string, lang: Lang) => new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

type Options = {
  /** The folder of the posts (a test's fixture folder); default this one. */
  dir?: string;
  /** The project's root, for the files' names in messages and public/ for covers. */
  root?: string;
  /** YYYY-MM-DD: posts dated later are scheduled. Default: BUILD_DATE, else today (UTC). */
  today?: string;
  /** Drafts are built by the dev server only. */
  includeDrafts?: boolean;
  /**
   * Leave out the posts with problems instead of throwing: for the router's config in the dev
   * server, which must keep running so the plugin can show the problem in the browser's overlay.
   */
  lenient?: boolean;
};

const DEFAULT_ROOT = process.cwd();

/** Reads one file: its frontmatter (checked) and body, or the problems in it. */
export function readPostFile(fileName: string, text: string, relFile: string, today: string, root = DEFAULT_ROOT): { post?: Post; problems: PostProblem[] } {
  const problems: PostProblem[] = [];
  const at = (line: number, column: number, message: string) => problems.push({ file: relFile, line, column, message });
  const name = FILE_NAME.exec(fileName);
  if (!name) {
    at(1, 1, `a post file is named <key>.<lang>.mdx, e.g. guest-templates.en.mdx and guest-templates.es.mdx (lang: en or es), not ${fileName}`);
    return { problems };
  }
  const [, key, lang] = name as unknown as [string, string, Lang];
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!fm) {
    at(1, 1, "a post starts with its frontmatter between two --- lines (title, description, slug, category, excerpt, author, published, cover, coverAlt)");
    return { problems };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(fm[1]!, { lineCounter, prettyErrors: false });
  // The YAML starts on the file's second line.
  const pos = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line + 1, column: p.col };
  };
  for (const error of doc.errors) {
    const p = pos(error.pos[0]);
    at(p.line, p.column, `the frontmatter is not valid YAML: ${error.message.split("\n")[0]}`);
  }
  if (problems.length) return { problems };
  const raw = doc.toJS() as unknown;
  const where = (field: string | number | undefined) => {
    if (field !== undefined && isMap(doc.contents)) {
      const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === field);
      const node = pair?.value ?? pair?.key;
      const range = node && "range" in node ? (node.range as [number, number, number] | undefined) : undefined;
      if (range) return pos(range[0]);
    }
    return { line: 1, column: 1 };
  };
  const filled = raw && typeof raw === "object" ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? fillPlaceholders(v) : v instanceof Date ? v.toISOString().slice(0, 10) : v])) : raw;
  const parsed = FRONTMATTER.safeParse(filled);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as string | undefined;
      const p = where(field);
      const missing = issue.code === "invalid_type" && (filled as Record<string, unknown> | null)?.[field ?? ""] === undefined;
      if (issue.code === "unrecognized_keys") {
        for (const k of issue.keys) {
          const q = where(k);
          at(q.line, q.column, `"${k}" is not a post field: the fields are ${Object.keys(FRONTMATTER.shape).join(", ")}`);
        }
        continue;
      }
      at(p.line, p.column, missing ? `"${field}" is missing: add ${field}: … to the frontmatter${field === "coverAlt" ? " (a cover needs its alternative text: what the image shows)" : ""}` : `"${field}": ${issue.message}`);
    }
    return { problems };
  }
  const data: Frontmatter = parsed.data;
  const isSpanishPath = data.slug.startsWith("es/");
  if ((lang === "es") !== isSpanishPath) {
    const p = where("slug");
    at(p.line, p.column, lang === "es" ? `a Spanish post's slug starts with es/ (e.g. es/${data.slug}): its URL says its language` : `an English post's slug does not start with es/: that is the Spanish site's`);
  }
  if (!existsSync(path.join(root, "public", data.cover))) {
    const p = where("cover");
    at(p.line, p.column, `the cover ${data.cover} is not in public/: add the file or correct the path`);
  }
  if (problems.length) return { problems };
  const bodyLine = fm[0].split("\n").length;
  const body = text.slice(fm[0].length);
  const scheduled = isScheduled(data.published, today);
  return {
    problems,
    post: {
      key,
      lang,
      file: relFile,
      path: `/${data.slug}`,
      slug: data.slug,
      title: data.title,
      description: data.description,
      excerpt: data.excerpt,
      category: data.category,
      categoryLabel: categoryLabel(data.category, lang),
      author: data.author,
      published: data.published,
      ...(data.updated ? { updated: data.updated } : {}),
      dateLabel: dateLabel(data.published, lang),
      cover: data.cover,
      coverAlt: data.coverAlt,
      draft: data.draft,
      singleLanguage: data.singleLanguage,
      scheduled,
      listed: !scheduled && !data.draft,
      readingMinutes: readingMinutes(body, lang),
      body,
      bodyLine,
    },
  };
}

/** The checks across files: twins, and one page per slug. */
export function checkCollection(posts: Post[], files: ReadonlySet<string> = new Set(posts.map((p) => `${p.key}.${p.lang}`))): PostProblem[] {
  const problems: PostProblem[] = [];
  const bySlug = new Map<string, Post>();
  for (const post of posts) {
    const other = bySlug.get(post.slug);
    if (other) problems.push({ file: post.file, line: 1, column: 1, message: `slug ${post.slug} is already ${other.file}'s: two posts cannot share a URL; change one slug` });
    else bySlug.set(post.slug, post);
  }
  for (const post of posts) {
    const otherLang = post.lang === "en" ? "es" : "en";
    const twin = posts.find((p) => p.key === post.key && p.lang === otherLang);
    // A twin with problems of its own is there: its own problems say what to fix.
    if (!twin && files.has(`${post.key}.${otherLang}`)) continue;
    if (post.singleLanguage && twin) problems.push({ file: post.file, line: 1, column: 1, message: `singleLanguage: true, but ${twin.file} is its twin: remove singleLanguage or the twin` });
    if (!post.singleLanguage && !twin) {
      const wanted = post.file.replace(/\.(en|es)\.mdx$/, `.${otherLang}.mdx`);
      problems.push({ file: post.file, line: 1, column: 1, message: `it has no ${otherLang === "es" ? "Spanish" : "English"} twin: add ${wanted}, or say singleLanguage: true (then no hreflang pair and no language switch)` });
    }
  }
  return problems;
}

/** Every post of the folder, checked, with previous/next and related posts; throws PostsError listing every problem. */
export function loadPosts(options: Options = {}): Collection {
  const dir = options.dir ?? postsDir(options.root);
  const root = options.root ?? DEFAULT_ROOT;
  // eslint-disable-next-line no-restricted-syntax -- the build's day (BUILD_DATE), not the site's configuration; Node only
  const today = options.today ?? buildToday(process.env);
  const problems: PostProblem[] = [];
  let posts: Post[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".mdx")).sort() : [];
  for (const fileName of files) {
    const full = path.join(dir, fileName);
    const result = readPostFile(fileName, readFileSync(full, "utf8"), path.relative(root, full).split(path.sep).join("/"), today, root);
    problems.push(...result.problems);
    if (result.post) posts.push(result.post);
  }
  if (!options.includeDrafts) posts = posts.filter((p) => !p.draft);
  const across = checkCollection(posts, new Set(files.map((f) => FILE_NAME.exec(f)).flatMap((m) => (m ? [`${m[1]}.${m[2]}`] : []))));
  problems.push(...across);
  if (problems.length && !options.lenient) throw new PostsError(problems);
  if (options.lenient) {
    const seen = new Set<string>();
    posts = posts.filter((p) => !seen.has(p.slug) && seen.add(p.slug));
    for (const p of posts) if (!posts.some((q) => q.key === p.key && q.lang !== p.lang)) p.singleLanguage = true;
  }
  for (const post of posts) {
    const twin = post.singleLanguage ? undefined : posts.find((p) => p.key === post.key && p.lang !== post.lang);
    if (twin) post.twin = { lang: twin.lang, path: twin.path };
  }
  const links = new Map<string, PostLinks>();
  for (const lang of LANGS) {
    const listed = posts.filter((p) => p.lang === lang && p.listed);
    for (const post of posts.filter((p) => p.lang === lang)) {
      links.set(`${lang}:${post.key}`, { ...neighbours(listed, post), related: relatedPosts(listed, post) });
    }
  }
  return { posts: newestFirst(posts), links, today };
}
