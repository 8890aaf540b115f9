import { readdir } from "node:fs/promises";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

/**
 * What a prerendered page says about itself in its head, read with an HTML parser (the way a
 * link unfurler reads it): the share cards and the blog feed are drawn from these words, so a
 * page's card and feed entry change when its words do, with no second copy of them.
 */
export type PageHead = {
  lang: string;
  /** The canonical URL's path ("/pricing"), or null when the page names none. */
  path: string | null;
  title: string;
  description: string;
  ogType: string;
  noindex: boolean;
  /** Properties and names of every <meta> (og:…, twitter:…, description…), first value wins. */
  meta: ReadonlyMap<string, string>;
  /** Every JSON-LD block of the page, parsed (a block that is not JSON is skipped). */
  jsonLd: readonly Record<string, unknown>[];
  /** `<link rel="alternate" hreflang>` targets by language. */
  alternates: ReadonlyMap<string, string>;
};

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const isElement = (n: Node): n is Element => "tagName" in n;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
}

const textOf = (el: Element): string =>
  el.childNodes.map((c) => ("value" in c && c.nodeName === "#text" ? c.value : isElement(c) ? textOf(c) : "")).join("");

export function readPageHead(html: string): PageHead {
  const doc = parse(html);
  const meta = new Map<string, string>();
  const jsonLd: Record<string, unknown>[] = [];
  const alternates = new Map<string, string>();
  let lang = "en";
  let title = "";
  let canonical: string | null = null;
  for (const el of walk(doc)) {
    if (el.tagName === "html") lang = attr(el, "lang") ?? lang;
    else if (el.tagName === "title" && !title) title = textOf(el).trim();
    else if (el.tagName === "meta") {
      const key = attr(el, "property") ?? attr(el, "name");
      const content = attr(el, "content");
      if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
    } else if (el.tagName === "link") {
      const rel = attr(el, "rel");
      const href = attr(el, "href");
      if (rel === "canonical" && href) canonical = href;
      const hreflang = attr(el, "hreflang");
      if (rel === "alternate" && hreflang && href) alternates.set(hreflang, href);
    } else if (el.tagName === "script" && attr(el, "type") === "application/ld+json") {
      try {
        const data = JSON.parse(textOf(el)) as unknown;
        if (data && typeof data === "object" && !Array.isArray(data)) jsonLd.push(data as Record<string, unknown>);
      } catch {
        /* not JSON: not ours to read */
      }
    }
  }
  let path: string | null = null;
  if (canonical) {
    try {
      path = new URL(canonical).pathname;
    } catch {
      path = null;
    }
  }
  return {
    lang,
    path,
    title: meta.get("og:title") ?? title,
    description: meta.get("og:description") ?? meta.get("description") ?? "",
    ogType: meta.get("og:type") ?? "website",
    noindex: /\bnoindex\b/.test(meta.get("robots") ?? ""),
    meta,
    jsonLd,
    alternates,
  };
}

/** Every HTML file of a build's client folder, relative to it, in a stable order. */
export async function htmlFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full, base)));
    else if (entry.name.endsWith(".html")) out.push(path.relative(base, full));
  }
  return out.sort();
}

/** The page's JSON-LD block of a schema.org type ("Product", "BlogPosting"), if any. */
export const jsonLdOfType = (head: PageHead, type: string): Record<string, unknown> | undefined => head.jsonLd.find((d) => d["@type"] === type);
