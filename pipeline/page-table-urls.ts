import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import { CLIENT_ENVIRONMENT } from "../local-services/react-router-contract.mjs";

type PageTable = typeof import("../src/lib/page-table");

/** What the browser reads of a row: its URLs and what lib/twins.ts and lib/i18n.ts derive from (the rest is the build's). */
export const BROWSER_FIELDS = ["en", "es", "xDefault", "remember"] as const;

/**
 * The table as the browser's bundle carries it, as one literal: the rows with a twin (the team
 * tools are never linked from a page, so nothing in the browser looks them up), each with its
 * browser fields other than their defaults.
 */
export function browserTableSource(pages: PageTable["PAGES"]): string {
  const rows = Object.fromEntries(
    Object.entries(pages as Record<string, Record<string, unknown>>)
      .filter(([, row]) => row.es !== undefined)
      .map(([key, row]) => [key, Object.fromEntries(BROWSER_FIELDS.filter((f) => row[f] !== undefined && !(f === "xDefault" && row[f] === "en")).map((f) => [f, row[f]]))]),
  );
  return `export const PAGES = ${JSON.stringify(rows)};\n`;
}

/**
 * The page table (src/lib/page-table.ts) in the browser's bundle: its rows' URLs only
 * (docs/decisions/2026-11-28-page-table.md). Its other fields (page and words modules,
 * hand-written routes, samples) are the build's, and the table is in every page's first load:
 * they would cost each page ~0.4 KB gzip. The prerender bundle, the dev server and the tests
 * read the module as written.
 */
export function pageTableUrls(root: string): Plugin {
  const file = path.join(root, "src", "lib", "page-table.ts");
  let source = "";
  return {
    name: "page-table-urls",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    async buildStart() {
      const { module } = await runnerImport<PageTable>(file, { root, configFile: false, logLevel: "silent" });
      source = browserTableSource(module.PAGES);
    },
    load(id) {
      return id.split("?")[0] === file ? source : null;
    },
  };
}
