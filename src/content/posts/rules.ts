import type { Lang } from "../../lib/i18n";

/**
 * The blog's rules that need no file: reading time, previous/next and related posts. Pure, so a
 * unit test states each (./rules.test.ts); the collection (./collection.server.ts) applies them.
 */

/**
 * Words a minute an adult reads silently, per language (Trauzettel-Klosinski et al. 2012, the
 * IReST texts: English 228, Spanish 218). Spanish says the same in more words, and reads them at
 * about the same pace, so a Spanish post's time is its own, not its twin's.
 */
export const wordsPerMinute = (lang: Lang): number => (lang === "es" ? 218 : 228);

/** The words a reader reads in an MDX body: its text, not its markup, code fences or JSX tags. */
export function bodyWords(mdx: string): number {
  const text = mdx
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/\{#[\w-]+\}/g, " ")
    .replace(/<\/?[A-Za-z][^>]*?>/g, (tag) => ` ${[...tag.matchAll(/"([^"]*)"/g)].filter(([, v]) => /\s/.test(v!)).map(([, v]) => v).join(" ")} `)
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`[\]|-]+/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read a body in its language, rounded up (a 330-word post is a 2-minute read). */
export const readingMinutes = (mdx: string, lang: Lang): number => Math.max(1, Math.ceil(bodyWords(mdx) / wordsPerMinute(lang)));

type Dated = { key: string; published: string };

/** Newest first; on the same day, by key, so the order never depends on the file system. */
export const newestFirst = <T extends Dated>(posts: readonly T[]): T[] => [...posts].sort((a, b) => b.published.localeCompare(a.published) || a.key.localeCompare(b.key));

/** The posts either side of `current` in one language's listed posts: the older one and the newer one. */
export function neighbours<T extends Dated>(listed: readonly T[], current: T): { previous?: T; next?: T } {
  const order = newestFirst(listed);
  const i = order.findIndex((p) => p.key === current.key);
  if (i === -1) return {};
  const previous = order[i + 1];
  const next = order[i - 1];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** How many posts the "keep reading" cards show under a post. */
export const RELATED_COUNT = 2;

/**
 * The posts shown under `current`: those of its category first, newest first, then the newest of
 * the others, never itself, at most RELATED_COUNT. The number is fixed, so a post page carries
 * the same few cards however large the blog grows.
 */
export function relatedPosts<T extends Dated & { category: string }>(listed: readonly T[], current: T, count = RELATED_COUNT): T[] {
  const others = newestFirst(listed.filter((p) => p.key !== current.key));
  return [...others.filter((p) => p.category === current.category), ...others.filter((p) => p.category !== current.category)].slice(0, count);
}

/** A post whose date has not come is scheduled: built, reachable by its URL, listed nowhere until then. */
export const isScheduled = (published: string, today: string): boolean => published > today;

/** Today as the build sees it, YYYY-MM-DD (UTC): BUILD_DATE when set, so a test or a rebuild can say when "now" is. */
export function buildToday(env: Record<string, string | undefined>, now: Date = new Date()): string {
  const given = env.BUILD_DATE?.trim();
  if (given) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) throw new Error(`BUILD_DATE is written YYYY-MM-DD, not "${given}"`);
    return given;
  }
  return now.toISOString().slice(0, 10);
}
