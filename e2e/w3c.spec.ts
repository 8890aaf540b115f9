import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { clientDirectory } from "../local-services/react-router-contract.mjs";

/**
 * Every built page passes the W3C Nu HTML checker (issue 45 part 5,
 * docs/decisions/2026-11-28-responsive-images.md): the prerendered pages in both languages, the
 * product pages, the 404s, the SPA fallback. One Java process checks the whole build the e2e
 * server serves (`vnu-jar`, Java 17+ on PATH); any error fails with its file, line and message.
 * Warnings pass only of the kinds below, each for its reason; a new kind fails until it is fixed
 * or given one. No browser needed.
 */
const CLIENT = path.resolve(clientDirectory(process.env.BUILD_DIR ?? "build"));
const VNU = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

/** The warnings that are allowed, and why. */
const ALLOWED_WARNINGS: { kind: RegExp; why: string }[] = [
  {
    kind: /^Trailing slash on void elements has no effect/,
    why: "React writes void elements as <link … />; every attribute value is quoted, so the slash is harmless",
  },
  {
    kind: /^(Inline script|Resource) violates Content Security Policy \(meta tag\)/,
    why:
      "the checker reads the pages as files (file: URLs), which 'self' never matches, and does not match 'sha256-…' sources to inline scripts; " +
      "the browser tests load every page under the same policy and fail on a violation (e2e/hosts.spec.ts, e2e/nothing-to-fake.spec.ts)",
  },
  {
    kind: /^Section lacks heading\./,
    why: "a piece of advice, not a rule of HTML: a pricing or offer band whose cards carry the headings",
  },
];

type Message = { type: "error" | "info" | "non-document-error"; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string };

test("every built page passes the W3C Nu HTML checker", async () => {
  test.setTimeout(240_000);
  const pages = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  expect(pages.length, `no pages in ${CLIENT}: build the site first`).toBeGreaterThan(50);

  let report: string;
  try {
    // --exit-zero-always: the verdict is ours (allowed warnings); the JSON report goes to stderr.
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU, "--format", "json", "--skip-non-html", "--exit-zero-always", CLIENT], { maxBuffer: 256 * 1024 * 1024 });
    report = stderr;
  } catch (error) {
    throw new Error(`The W3C checker did not run (Java 17+ must be on PATH: apt-get install -y default-jre-headless): ${String(error)}`);
  }
  const messages = (JSON.parse(report) as { messages: Message[] }).messages;

  const where = (m: Message) => `${path.relative(CLIENT, fileURLToPath(m.url ?? "file:///?"))}:${m.lastLine ?? "?"}${m.firstColumn ? `:${m.firstColumn}` : ""}`;
  const errors = messages.filter((m) => m.type !== "info").map((m) => `${where(m)}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
  const unexplained = messages
    .filter((m) => m.type === "info" && !ALLOWED_WARNINGS.some((w) => w.kind.test(m.message)))
    .map((m) => `${where(m)}: warning: ${m.message}`);
  const counted = new Map<string, number>();
  for (const m of messages) if (m.type === "info") {
    const kind = ALLOWED_WARNINGS.find((w) => w.kind.test(m.message))?.why;
    if (kind) counted.set(kind, (counted.get(kind) ?? 0) + 1);
  }
  console.log(`W3C Nu checker: ${pages.length} pages, ${errors.length} errors, ${unexplained.length} unexplained warnings; allowed warnings: ${[...counted.values()].join(" + ") || 0}`);

  expect([...errors, ...unexplained], `W3C Nu checker over ${CLIENT}`).toEqual([]);
});
