/**
 * Every document a code comment cites is in the repository, and every section it names exists:
 *
 *   spec part N §M            the `## M.` section of docs/spec/part-N-*.md
 *   spec part N §M "Name"     its `### Name` subsection (a route in parentheses left out)
 *   docs/<path>.md            a file under docs/
 *   docs/architecture.md, decision N   the `### N.` decision of the architecture
 *   decision YYYY-MM-DD-name  docs/decisions/YYYY-MM-DD-name.md
 *
 * Citations of documents outside the repository (`DESIGN`, `../shared/`) and the old loose forms
 * (`spec section 8`, `spec part 2, section 3`, `(spec part 1)`) are refused. The form is defined in
 * docs/spec/README.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const SELF = path.relative(ROOT, new URL(import.meta.url).pathname);
/** The checkers of documents: their fixtures name documents that do not exist, on purpose. */
const CHECKERS = [SELF, "tests/decision-records.test.ts"];

export type CitationProblem = { file: string; line: number; citation: string; problem: string };

/** Reads a document by its path from the repository root; null when it is not there. */
type DocReader = (repoPath: string) => string | null;

const readFromRepo: DocReader = (repoPath) => {
  const full = path.join(ROOT, repoPath);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : null;
};

const specFileOf = (part: string): string | null => {
  const dir = path.join(ROOT, "docs/spec");
  const name = existsSync(dir) ? readdirSync(dir).find((f) => f.startsWith(`part-${part}-`) && f.endsWith(".md")) : undefined;
  return name ? `docs/spec/${name}` : null;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text of the `## M.` section of a markdown document (up to the next `## `), or null. */
function sectionText(doc: string, number: string): string | null {
  const start = new RegExp(`^## ${escape(number)}\\. `, "m").exec(doc);
  if (!start) return null;
  const rest = doc.slice(start.index + start[0].length);
  const end = /^## /m.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

const hasSubsection = (section: string, name: string) =>
  section.split("\n").some((line) => line === `### ${name}` || line.startsWith(`### ${name} (`));

const OLD_FORMS: [RegExp, string][] = [
  [/\bDESIGN\b/g, "cites DESIGN, which is outside the repository: cite docs/architecture.md, decision N"],
  [/\.\.\/shared\//g, "cites ../shared/, which is outside the repository: cite docs/"],
  [/\bspec section\b/gi, "which part? write spec part N §M"],
  [/\bpart \d+,? sections? \d/gi, "write spec part N §M"],
];

/** The citation problems of one file's text. `docs` reads the cited documents. */
export function checkCitations(text: string, file: string, docs: DocReader = readFromRepo, specFile = specFileOf): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const report = (index: number, citation: string, problem: string) => problems.push({ file, line: lineOf(index), citation, problem });

  for (const [pattern, problem] of OLD_FORMS) for (const m of text.matchAll(pattern)) report(m.index, m[0], problem);

  // spec part N §M ["Name"] [and §M ["Name"]]...
  for (const m of text.matchAll(/\bspec part (\d+)/gi)) {
    const tail = /^((?:(?:,| and|;)? §\d+(?: "[^"\n]+")?)+)/.exec(text.slice(m.index + m[0].length));
    const citation = m[0] + (tail?.[1] ?? "");
    if (!tail) {
      report(m.index, text.slice(m.index, m.index + 40).split("\n")[0] ?? m[0], 'no section: write spec part N §M or spec part N §M "Name"');
      continue;
    }
    const file = specFile(m[1]!);
    const doc = file ? docs(file) : null;
    if (!file || doc === null) {
      report(m.index, citation, `docs/spec/ has no part ${m[1]}`);
      continue;
    }
    for (const s of tail[1]!.matchAll(/§(\d+)(?: "([^"\n]+)")?/g)) {
      const section = sectionText(doc, s[1]!);
      if (section === null) report(m.index, citation, `${file} has no section "## ${s[1]}."`);
      else if (s[2] !== undefined && !hasSubsection(section, s[2])) report(m.index, citation, `${file} §${s[1]} has no subsection "### ${s[2]}"`);
    }
  }

  // docs/<path>.md, optionally ", decision N" after docs/architecture.md
  for (const m of text.matchAll(/\bdocs\/[\w./-]*\w\.md\b(, decision (\d+))?/g)) {
    // Another repository's docs/ (a URL, owner/repo/docs/…) is not ours to check.
    if (text[m.index - 1] === "/") continue;
    const cited = m[0].replace(/, decision \d+$/, "");
    const doc = docs(cited);
    if (doc === null) report(m.index, m[0], `${cited} is not in the repository`);
    else if (m[2] !== undefined && !new RegExp(`^### ${m[2]}\\. `, "m").test(doc)) report(m.index, m[0], `${cited} has no decision ${m[2]} ("### ${m[2]}. ...")`);
  }

  // decision YYYY-MM-DD-name (a record in docs/decisions/)
  for (const m of text.matchAll(/\bdecision (\d{4}-\d{2}-\d{2}-[a-z0-9-]*[a-z0-9])/g)) {
    const cited = `docs/decisions/${m[1]}.md`;
    if (docs(cited) === null) report(m.index, m[0], `${cited} is not in the repository`);
  }
  return problems;
}

const SCANNED_DIRS = ["src", "pipeline", "bench", "ops", "local-services", "tests", "e2e", "supabase"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sql)$/;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "node_modules" ? [] : sourceFiles(rel);
    return SOURCE.test(d.name) ? [rel] : [];
  });
}

/** The scanned files: the code folders, and the config files at the root (eslint, vite, router). */
const scanned = () => [
  ...SCANNED_DIRS.flatMap(sourceFiles),
  ...readdirSync(ROOT).filter((f) => SOURCE.test(f) && statSync(path.join(ROOT, f)).isFile()),
].filter((f) => !CHECKERS.includes(f));

describe("citations of documents in code comments", () => {
  it("every cited document and section is in the repository", () => {
    const files = scanned();
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((f) => checkCitations(readFileSync(path.join(ROOT, f), "utf8"), f));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.citation}: ${p.problem}`)).toEqual([]);
  });

  it("the code does cite the spec and the architecture (the scan sees them)", () => {
    const all = scanned().map((f) => readFileSync(path.join(ROOT, f), "utf8")).join("\n");
    expect(all.match(/spec part \d+ §/g)?.length ?? 0).toBeGreaterThan(20);
    expect(all).toMatch(/docs\/architecture\.md, decision \d+/);
  });

  it("accepts citations that resolve", () => {
    const sample = [
      "/** Toasts (spec part 2 §2 \"Global shell\"). */",
      "// (spec part 1 §9; spec part 2 §5 and §8) (spec part 1 §2 \"Pricing\") (spec part 2 §2 \"Store\")",
      "// (docs/architecture.md, decision 4) (docs/decisions/2026-11-23-first-paint.md)",
      "// (decision 2026-11-23-purchase-journeys)",
    ].join("\n");
    expect(checkCitations(sample, "sample.ts")).toEqual([]);
  });

  it.each([
    ["a section the spec does not have", "// (spec part 2 §12)", "has no section"],
    ["a subsection the section does not have", '// (spec part 2 §2 "Checkout basket")', 'has no subsection "### Checkout basket"'],
    ["a subsection under the wrong section", '// (spec part 2 §3 "Store")', 'has no subsection "### Store"'],
    ["one bad section of several", "// (spec part 2 §5 and §42)", 'no section "## 42."'],
    ["a spec part that is not in docs/spec", "// (spec part 3 §1)", "docs/spec/ has no part 3"],
    ["a spec part without a section", "// (spec part 2: Store)", "no section"],
    ["the old loose form", "// (spec part 1 section 3)", "no section"],
    ["a spec section without a part", "// (spec section 8)", "which part?"],
    ["sections written out", "// Spec strings (part 2, sections 2, 5, 8)", "write spec part N §M"],
    ["the design document outside the repository", "// (DESIGN decision 5)", "outside the repository"],
    ["the shared folder outside the repository", "// see ../shared/spec/part-1.md", "outside the repository"],
    ["a decision the architecture does not have", "// (docs/architecture.md, decision 42)", "has no decision 42"],
    ["a document that is not in docs/", "// (docs/nowhere.md)", "docs/nowhere.md is not in the repository"],
    ["a decision record that was never written", "// (decision 2020-01-01-nothing)", "docs/decisions/2020-01-01-nothing.md is not in the repository"],
  ])("refuses %s", (_name, sample, problem) => {
    const problems = checkCitations(`const x = 1;\n${sample}\n`, "sample.ts");
    expect(problems.map((p) => p.problem).join("\n")).toContain(problem);
    expect(problems[0]?.line).toBe(2);
  });
});
