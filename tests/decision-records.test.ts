/**
 * Decision records stay one decision long, and the documents' links lead somewhere (issue 45).
 *
 * A record in docs/decisions/ states its context, its decision and its consequences in a page or
 * two; the passes, tables and traces that led to it live in docs/measurements/, which it links.
 * The navigation record had grown to 1,115 lines in eight appended passes before this check: a
 * reader could no longer find the decision. The template is docs/decisions/README.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const DECISIONS = "docs/decisions";

/** How long a record may be: a page or two, with room for a long list of consequences. */
export const MAX_RECORD_LINES = 200;

const RECORD_NAME = /^(\d{4}-\d{2}-\d{2})-[a-z0-9-]+\.md$/;

/** What is wrong with one record's text (empty when nothing is). */
export function recordProblems(name: string, text: string): string[] {
  const problems: string[] = [];
  const date = RECORD_NAME.exec(name)?.[1];
  if (!date) problems.push(`${name}: a record is named YYYY-MM-DD-what-was-decided.md`);
  const lines = text.split("\n");
  // The date is the title's first word (the template), or said on a Status or Date line under it.
  const dated = lines[0]?.startsWith(`# ${date} `) || lines.slice(1, 10).some((l) => /^(Status|Date)\b/.test(l) && l.includes(date ?? "-"));
  if (!lines[0]?.startsWith("# ")) problems.push(`${name}: the first line is the title, "# ${date ?? "YYYY-MM-DD"} <the decision in a sentence>"`);
  else if (date && !dated) problems.push(`${name}: the title starts with the record's date, "# ${date} <the decision in a sentence>"`);
  const at = (heading: RegExp) => lines.findIndex((l) => heading.test(l));
  const context = at(/^## Context\s*$/);
  const decision = at(/^## Decisions?\s*$/);
  const consequences = at(/^## Consequences\s*$/);
  if (context < 0) problems.push(`${name}: no "## Context" section`);
  if (decision < 0) problems.push(`${name}: no "## Decision" section`);
  if (consequences < 0) problems.push(`${name}: no "## Consequences" section`);
  if (context >= 0 && decision >= 0 && consequences >= 0 && !(context < decision && decision < consequences)) {
    problems.push(`${name}: the sections go Context, Decision, Consequences`);
  }
  const length = text.endsWith("\n") ? lines.length - 1 : lines.length;
  if (length > MAX_RECORD_LINES) {
    problems.push(`${name}: ${length} lines (at most ${MAX_RECORD_LINES}): move the figures and passes to docs/measurements/${name} and link it`);
  }
  return problems;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a markdown document offers: its headings' slugs (a repeated one gets -1, -2...). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split("\n")) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const slug = headingSlug(m[1]!);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** The text with its fenced blocks blanked out, line for line (a heading inside code is not one). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "));
}

/** The text with fenced blocks and inline code blanked out (a link inside code is not a link). */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
}

export type LinkProblem = { line: number; link: string; problem: string };

/** Reads a file by its path from the repository root; null when it is not a file. */
type Reader = (repoPath: string) => string | null;
/** Whether a path from the repository root is a file or a folder. */
type Exists = (repoPath: string) => boolean;

const readFromRepo: Reader = (p) => {
  const full = path.join(ROOT, p);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : null;
};
const existsInRepo: Exists = (p) => existsSync(path.join(ROOT, p));

/** The relative links of one markdown file (at `file`, from the repository root) that lead nowhere. */
export function linkProblems(file: string, text: string, read: Reader = readFromRepo, exists: Exists = existsInRepo): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const plain = withoutCode(text);
  const lineOf = (index: number) => plain.slice(0, index).split("\n").length;
  for (const m of plain.matchAll(/!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const link = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto: and the like
    const [target = "", fragment] = link.split("#", 2);
    const resolved = target === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target))).replace(/\/$/, "");
    if (resolved.startsWith("..")) {
      problems.push({ line: lineOf(m.index), link, problem: "leads outside the repository" });
      continue;
    }
    if (!exists(resolved)) {
      problems.push({ line: lineOf(m.index), link, problem: `${resolved} is not in the repository` });
      continue;
    }
    if (fragment !== undefined && resolved.endsWith(".md")) {
      const doc = read(resolved);
      if (doc !== null && !anchorsOf(doc).has(fragment.toLowerCase())) problems.push({ line: lineOf(m.index), link, problem: `${resolved} has no heading #${fragment}` });
    }
  }
  return problems;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.posix.join(dir, d.name);
    if (d.isDirectory()) return markdownFiles(rel);
    return d.name.endsWith(".md") ? [rel] : [];
  });
}

const records = () => readdirSync(path.join(ROOT, DECISIONS)).filter((f) => f.endsWith(".md") && f !== "README.md").sort();

describe("decision records", () => {
  it("each states its context, its decision and its consequences in at most ~200 lines", () => {
    const names = records();
    expect(names.length).toBeGreaterThan(30);
    const problems = names.flatMap((name) => recordProblems(name, readFileSync(path.join(ROOT, DECISIONS, name), "utf8")));
    expect(problems).toEqual([]);
  });

  it("the index in docs/decisions/README.md lists every record", () => {
    const index = readFileSync(path.join(ROOT, DECISIONS, "README.md"), "utf8");
    const listed = new Set([...index.matchAll(/\]\(([^)#\s]+\.md)\)/g)].map((m) => m[1]!));
    expect(records().filter((name) => !listed.has(name))).toEqual([]);
  });

  it("every relative link in docs/ leads to a file, and to a heading it names", () => {
    const files = markdownFiles("docs");
    expect(files.length).toBeGreaterThan(35);
    const problems = files.flatMap((f) => linkProblems(f, readFileSync(path.join(ROOT, f), "utf8")).map((p) => `${f}:${p.line} (${p.link}): ${p.problem}`));
    expect(problems).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const good = ["# 2026-01-02 A thing decided", "", "## Context", "Why.", "", "## Decision", "What.", "", "## Consequences", "So.", ""].join("\n");

  it("accept a record in the template's shape", () => {
    expect(recordProblems("2026-01-02-thing.md", good)).toEqual([]);
    expect(recordProblems("2026-01-02-thing.md", good.replace("# 2026-01-02 A thing decided", "# A thing decided\n\nStatus: accepted 2026-01-02."))).toEqual([]);
    expect(recordProblems("2026-01-02-thing.md", good.replace("## Decision\n", "## Decisions\n"))).toEqual([]);
  });

  it.each([
    ["a record without its consequences", "2026-01-02-thing.md", good.replace("## Consequences", "## Figures"), 'no "## Consequences" section'],
    ["a record without its context", "2026-01-02-thing.md", good.replace("## Context", "## Background"), 'no "## Context" section'],
    ["a record without a decision", "2026-01-02-thing.md", good.replace("## Decision", "## What changed"), 'no "## Decision" section'],
    ["sections out of order", "2026-01-02-thing.md", good.replace("## Context", "## X").replace("## Consequences", "## Context\n\n## Consequences"), "go Context, Decision, Consequences"],
    ["a log of passes", "2026-01-02-thing.md", good + "a figure\n".repeat(MAX_RECORD_LINES), "move the figures and passes to docs/measurements/2026-01-02-thing.md"],
    ["a title without the record's date", "2026-01-02-thing.md", good.replace("# 2026-01-02 ", "# "), 'the title starts with the record\'s date, "# 2026-01-02'],
    ["a record without a title", "2026-01-02-thing.md", good.replace("# 2026-01-02 A thing decided", "A thing decided"), 'the first line is the title'],
    ["a name without a date", "thing.md", good, "YYYY-MM-DD-what-was-decided.md"],
  ])("refuse %s", (_what, name, text, problem) => {
    expect(recordProblems(name, text).join("\n")).toContain(problem);
  });

  it("make GitHub's anchors", () => {
    expect([...anchorsOf("# 2026-11-25 Node 24: `npm run dev`\n## The team's list\n## Figures\n## Figures\n")]).toEqual([
      "2026-11-25-node-24-npm-run-dev",
      "the-teams-list",
      "figures",
      "figures-1",
    ]);
  });

  const files: Record<string, string> = {
    "docs/decisions/a.md": "# A\n## The team's list\n",
    "docs/measurements/a.md": "# Figures\n",
  };
  const read = (p: string) => files[p] ?? null;
  const exists = (p: string) => p in files || p === "docs/decisions";
  const check = (text: string) => linkProblems("docs/decisions/b.md", text, read, exists);

  it("accept links that resolve", () => {
    const text = "[a](a.md) [dir](../decisions/) [log](../measurements/a.md) [list](a.md#the-teams-list) [web](https://example.com) `[code](nowhere.md)`\n```\n[x](nowhere.md)\n```\n";
    expect(check(text)).toEqual([]);
  });

  it.each([
    ["a file that is not there", "\n[gone](../measurements/gone.md)", "docs/measurements/gone.md is not in the repository"],
    ["a heading that is not there", "\n[list](a.md#figures)", "docs/decisions/a.md has no heading #figures"],
    ["a path out of the repository", "\n[out](../../../elsewhere.md)", "leads outside the repository"],
  ])("refuse %s", (_what, text, problem) => {
    const problems = check(text);
    expect(problems.map((p) => p.problem)).toEqual([problem]);
    expect(problems[0]!.line).toBe(2);
  });
});
