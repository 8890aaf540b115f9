// @ts-check
/**
 * `npm run new:post`: starts a blog post (issue 45 part 6). Asks for its title, its languages and
 * its category (or takes them as flags, for scripts and tests), then writes one file per
 * language, src/content/posts/<key>.<lang>.mdx, with the frontmatter filled in: the slug from the
 * title, today's date, draft: true (the dev server shows a draft; a build leaves it out until
 * it says draft: false). It never overwrites a file.
 *
 *   npm run new:post
 *   npm run new:post -- --title "Guest templates that work" --lang en,es --title-es "Plantillas que funcionan" --category guest-communication
 *
 * Flags: --title, --title-es, --lang (en, es or en,es), --category, --key (the files' shared
 * name; default the English title's slug, else the Spanish one's), --date (YYYY-MM-DD; default
 * BUILD_DATE or today), --root (the project; default this one).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
// Node 24 runs a TypeScript file without imports of its own as it is (type stripping).
import { slugify } from "../src/lib/slug.ts";

export { slugify };

/** The category keys, read from the table the schema checks against. @param {string} root */
export function categoryKeys(root) {
  const text = readFileSync(path.join(root, "src", "content", "blog-categories", "en.ts"), "utf8");
  return [...text.matchAll(/^ {2}"?([a-z][a-z-]*)"?: \{ label:/gm)].map((m) => m[1] ?? "");
}

/**
 * One post file's text. @param {{ title: string, slug: string, category: string, date: string, lang: "en" | "es" }} post
 */
export function postFile({ title, slug, category, date, lang }) {
  const es = lang === "es";
  const yaml = (/** @type {string} */ s) => JSON.stringify(s);
  return `---
title: ${yaml(title)}
description: ${yaml(es ? "Escriba aquí la frase que muestran los buscadores (hasta 200 caracteres)." : "Write the sentence search results show (up to 200 characters).")}
slug: ${slug}
category: ${category}
excerpt: ${yaml(es ? "Escriba aquí el resumen que muestran el blog y las tarjetas." : "Write the teaser the blog and the cards show.")}
author: "{founderName}"
published: ${date}
cover: /images/blog/intro.svg
coverAlt: ${yaml(es ? "Describa la portada: lo que muestra la imagen" : "Describe the cover: what the image shows")}
draft: true
---

${es ? "Escriba aquí el artículo en Markdown." : "Write the post here, in Markdown."}

## ${es ? "Primera sección" : "First section"}

${es ? "Los componentes se usan por su nombre" : "Components are used by name"}: \`<Quote>\`, \`<Callout>\`, \`<VideoPreview>\`, \`<CopyCode>\`, \`<PartnerSignupButton>\`, \`<BookCallBand>\` (README, "How a change flows").
`;
}

/**
 * Writes the files; returns their paths from the root.
 * @param {{ root: string, title?: string, titleEs?: string, langs: ("en" | "es")[], category: string, key?: string, date: string }} options
 */
export function writePost({ root, title, titleEs, langs, category, key, date }) {
  if (langs.length === 0) throw new Error("Say at least one language: --lang en, es or en,es");
  const keys = categoryKeys(root);
  if (!keys.includes(category)) throw new Error(`Unknown category "${category}": one of ${keys.join(", ")} (src/content/blog-categories/en.ts and es.ts add one)`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`The date is written YYYY-MM-DD, not "${date}"`);
  const titles = { en: title?.trim() ?? "", es: (titleEs?.trim() || title?.trim()) ?? "" };
  for (const lang of langs) if (!titles[lang]) throw new Error(`The ${lang === "en" ? "English" : "Spanish"} title is empty`);
  const name = key ? slugify(key) : slugify(langs.includes("en") ? titles.en : titles.es);
  if (!name) throw new Error("The title has no letters to make a slug from");
  const files = langs.map((lang) => path.join("src", "content", "posts", `${name}.${lang}.mdx`));
  for (const file of files) if (existsSync(path.join(root, file))) throw new Error(`${file} exists already: choose another title or --key`);
  langs.forEach((lang, i) => {
    const slug = lang === "es" ? `es/${slugify(titles.es)}` : slugify(titles.en);
    const text = postFile({ title: titles[lang], slug, category, date, lang });
    // A post in one language says so: no twin, no hreflang pair, no switch.
    writeFileSync(path.join(root, files[i] ?? ""), langs.length === 1 ? text.replace("draft: true\n", "draft: true\nsingleLanguage: true\n") : text);
  });
  return files;
}

async function main() {
  const { values } = parseArgs({
    options: {
      title: { type: "string" },
      "title-es": { type: "string" },
      lang: { type: "string" },
      category: { type: "string" },
      key: { type: "string" },
      date: { type: "string" },
      root: { type: "string" },
    },
  });
  const root = values.root ? path.resolve(values.root) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const date = values.date ?? (process.env.BUILD_DATE?.trim() || new Date().toISOString().slice(0, 10));
  const keys = categoryKeys(root);
  const rl = process.stdin.isTTY && (!values.title || !values.lang || !values.category) ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  const ask = async (/** @type {string} */ question, /** @type {string | undefined} */ given, fallback = "") => given ?? (rl ? (await rl.question(question)).trim() || fallback : fallback);
  try {
    const langText = await ask("Languages (en, es or en,es) [en,es]: ", values.lang, "en,es");
    const langs = /** @type {("en" | "es")[]} */ ([...new Set(langText.split(/[\s,]+/).filter((l) => l === "en" || l === "es"))]);
    const title = langs.includes("en") ? await ask("Title (English): ", values.title) : values.title;
    const titleEs = langs.includes("es") ? await ask(`Título (español)${title ? ` [${title}]` : ""}: `, values["title-es"], title ?? "") : undefined;
    const category = await ask(`Category (${keys.join(", ")}) [${keys[0]}]: `, values.category, keys[0]);
    const files = writePost({ root, title, titleEs, langs, category, key: values.key, date });
    console.log(`Wrote ${files.join(" and ")} (draft: true). npm run dev shows it; set draft: false to publish it.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    rl?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
