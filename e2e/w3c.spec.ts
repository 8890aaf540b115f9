import { expect, test, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { clientDirectory } from "../local-services/react-router-contract.mjs";
import { FIRST_LOAD, waitForHydration } from "./helpers";
import { card, cartButton, chooseStyle, gotoProduct, gotoStore, P } from "./store-fixtures";

/**
 * Every built page passes the W3C Nu HTML checker (issue 45 part 5,
 * docs/decisions/2026-11-28-responsive-images.md): the prerendered pages in both languages, the
 * product pages, the 404s, the SPA fallback; and, as the browser holds them, a few states no
 * prerendered page shows (below). One Java process checks the whole build the e2e server serves
 * and those states (`vnu-jar`, Java 17+ on PATH); any error fails with its file, line and message.
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

/**
 * Errors the checker reports where the HTML standard says otherwise, and why: each is matched by
 * its message and the markup it quotes, so anything else of the same kind is still an error.
 */
const CHECKER_GAPS: { message: RegExp; extract: RegExp; why: string }[] = [
  {
    message: /^The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”\.$/,
    // The checker quotes the end of the rule set, whichever rule it faults: the prerender rule's
    // "moderate" ends it now (decision 2026-11-29-prerender-on-intent).
    extract: /"eagerness":"immediate"|(?:ediate|derate)"\}\]\}<\/script>/,
    why:
      "the HTML standard's speculation rules (7.6.1) list \"immediate\" among the valid eagerness strings; islands pages prefetch " +
      "the links their boot marks at once (pipeline/document-prefetch.ts), and \"eager\" in Chromium waits for a hover on desktop",
  },
];

/**
 * States the prerender does not show, drawn by the browser from the live services: the markup of
 * each, as the page holds it then, is checked with the build. Each is a name and how to reach it.
 */
const RUNTIME_STATES: { name: string; reach: (page: Page) => Promise<void> }[] = [
  {
    name: "store-with-cart-drawer-open",
    reach: async (page) => {
      await gotoStore(page);
      await card(page, "Pricing Strategy Call").getByRole("button", { name: /Add to Cart/ }).click();
      await cartButton(page).click();
      await expect(page.getByRole("dialog", { name: /Your Cart/ })).toBeVisible();
    },
  },
  {
    name: "es-product-not-in-the-catalogue",
    reach: async (page) => {
      await page.goto("/es/producto/prod_w3c_unknown");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
      await waitForHydration(page);
    },
  },
  {
    name: "product-after-choosing-a-style",
    reach: async (page) => {
      await gotoProduct(page, P.welcomeBook);
      await chooseStyle(page, "Printed");
    },
  },
  {
    name: "kit-receipt",
    reach: async (page) => {
      await page.goto("/checkout-success?kit=pro&session_id=cs_test_w3c");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
      await waitForHydration(page);
    },
  },
];

type Message = { type: "error" | "info" | "non-document-error"; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string };

test("every built page, and the states only a browser shows, pass the W3C Nu HTML checker", async ({ page }) => {
  test.setTimeout(240_000);
  const pages = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  expect(pages.length, `no pages in ${CLIENT}: build the site first`).toBeGreaterThan(50);
  const states = mkdtempSync(path.join(tmpdir(), "w3c-states-"));
  test.info().attach("states", { body: states });
  for (const state of RUNTIME_STATES) {
    await state.reach(page);
    writeFileSync(path.join(states, `${state.name}.html`), await page.content());
  }

  let report: string;
  try {
    // --exit-zero-always: the verdict is ours (allowed warnings); the JSON report goes to stderr.
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU, "--format", "json", "--skip-non-html", "--exit-zero-always", CLIENT, states], { maxBuffer: 256 * 1024 * 1024 });
    report = stderr;
  } catch (error) {
    throw new Error(`The W3C checker did not run (Java 17+ must be on PATH: apt-get install -y default-jre-headless): ${String(error)}`);
  } finally {
    rmSync(states, { recursive: true, force: true });
  }
  const messages = (JSON.parse(report) as { messages: Message[] }).messages;

  const fileOf = (m: Message) => {
    const file = fileURLToPath(m.url ?? "file:///?");
    return file.startsWith(states) ? `(in the browser) ${path.basename(file)}` : path.relative(CLIENT, file);
  };
  const where = (m: Message) => `${fileOf(m)}:${m.lastLine ?? "?"}${m.firstColumn ? `:${m.firstColumn}` : ""}`;
  const gap = (m: Message) => CHECKER_GAPS.some((g) => g.message.test(m.message) && g.extract.test(m.extract ?? ""));
  const errors = messages.filter((m) => m.type !== "info" && !gap(m)).map((m) => `${where(m)}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
  const unexplained = messages
    .filter((m) => m.type === "info" && !ALLOWED_WARNINGS.some((w) => w.kind.test(m.message)))
    .map((m) => `${where(m)}: warning: ${m.message}`);
  const counted = new Map<string, number>();
  for (const m of messages) if (m.type === "info") {
    const kind = ALLOWED_WARNINGS.find((w) => w.kind.test(m.message))?.why;
    if (kind) counted.set(kind, (counted.get(kind) ?? 0) + 1);
  }
  console.log(`W3C Nu checker: ${pages.length} pages and ${RUNTIME_STATES.length} browser states, ${errors.length} errors, ${unexplained.length} unexplained warnings; allowed warnings: ${[...counted.values()].join(" + ") || 0}`);

  expect([...errors, ...unexplained], `W3C Nu checker over ${CLIENT}`).toEqual([]);
});
