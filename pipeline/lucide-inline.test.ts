import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_ID_PREFIX, ROUTE_COPY_QUERY, iconFiles, iconNodes, inlineIconImports } from "./lucide-inline";
import { ROUTE_COPY } from "./route-copies";

const esm = path.join(process.cwd(), "node_modules/lucide-react/dist/esm");
const files = iconFiles(readFileSync(path.join(esm, "lucide-react.mjs"), "utf8"), path.join(esm, "icons"));

describe("lucide-react's barrel, read", () => {
  it("maps every name of an icon, aliases included, to its module", () => {
    expect(files.size).toBeGreaterThan(1000);
    expect(files.get("Mail")).toBe(path.join(esm, "icons", "mail.mjs"));
    expect(files.get("MailIcon")).toBe(files.get("Mail"));
    expect(files.get("Loader2")).toBe(path.join(esm, "icons", "loader-circle.mjs"));
    expect(files.has("createLucideIcon")).toBe(false);
  });
});

describe("an icon's path data", () => {
  it("is the icon module's nodes without Lucide's React keys", () => {
    expect(iconNodes(readFileSync(files.get("Mail")!, "utf8"))).toEqual([
      ["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }],
      ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
    ]);
  });

  it("refuses a module of another shape", () => {
    expect(() => iconNodes("export default createLucideIcon('mail', []);")).toThrow(/changed its icon modules/);
  });
});

describe("a module's lucide-react imports", () => {
  const importer = "/app/src/routes/blog.tsx";

  it("become one icon module per name and importer, under the local name", () => {
    const out = inlineIconImports('import { ArrowRight, Mail as MailIcon } from "lucide-react";\nconsole.log(ArrowRight, MailIcon);', importer, files);
    expect(out).toBe(
      [
        `import ArrowRight from ${JSON.stringify(`${ICON_ID_PREFIX}${files.get("ArrowRight")}?in=${importer}`)};`,
        `import MailIcon from ${JSON.stringify(`${ICON_ID_PREFIX}${files.get("Mail")}?in=${importer}`)};`,
        "console.log(ArrowRight, MailIcon);",
      ].join("\n"),
    );
  });

  it("in a route's copies of shared modules (one chunk), become one icon module per name and route", () => {
    expect(ROUTE_COPY_QUERY).toBe(ROUTE_COPY);
    const card = inlineIconImports('import { ArrowRight } from "lucide-react";', `/app/src/components/editorial/post-card.tsx${ROUTE_COPY}post-a-es`, files);
    const prose = inlineIconImports('import { ArrowRight } from "lucide-react";', `/app/src/components/editorial/prose.tsx${ROUTE_COPY}post-a-es`, files);
    const other = inlineIconImports('import { ArrowRight } from "lucide-react";', `/app/src/components/editorial/prose.tsx${ROUTE_COPY}post-b-es`, files);
    expect(card).toBe(`import ArrowRight from ${JSON.stringify(`${ICON_ID_PREFIX}${files.get("ArrowRight")}?in=route:post-a-es`)};`);
    expect(prose).toBe(card);
    expect(other).not.toBe(card);
  });

  it("keep what is not an icon imported from lucide-react", () => {
    const out = inlineIconImports('import { Check, createLucideIcon } from "lucide-react";', importer, files);
    expect(out).toContain('import { createLucideIcon } from "lucide-react";');
    expect(out).toContain("import Check from");
  });

  it("leave a module without icons as it is", () => {
    expect(inlineIconImports('import { useState } from "react";', importer, files)).toBeNull();
    expect(inlineIconImports('import { createLucideIcon } from "lucide-react";', importer, files)).toBeNull();
  });
});
