import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./server.mjs";

/**
 * The local server answers as Cloudflare Pages does (docs/decisions/2026-11-25-real-cdns.md; the
 * hosts' own runtimes are compared with it in e2e/hosts.spec.ts): a page's own URL is a 200, its
 * other spellings redirect there, rewrites come before files, 404 rules after them.
 */
const dir = mkdtempSync(path.join(tmpdir(), "site-server-"));
const files = {
  "index.html": "home",
  "pricing.html": "pricing",
  "es/index.html": "inicio",
  "product/prod_A.html": "product A",
  "product/prod_A.data": "data A",
  "__spa-fallback.html": "fallback",
  "404.html": "not found",
  "es/404.html": "no encontrada",
  "assets/app.js": "js",
  _redirects: [
    "/product/prod_A  /product/prod_A  200",
    "/product/prod_A.data  /product/prod_A.data  200",
    "/product/:id  /__spa-fallback  200",
    "/old  /pricing  301",
    "/es/*  /es/404.html  404",
    "/*  /404.html  404",
  ].join("\n"),
  _headers: "/*\n  X-Content-Type-Options: nosniff\n",
};
let base = "";
let close = async () => {};

beforeAll(async () => {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  const site = createSiteServer({ root: dir });
  base = `http://127.0.0.1:${await site.listen(0)}`;
  close = site.close;
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (p) => {
  const res = await fetch(base + p, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: res.status < 300 || res.status >= 400 ? await res.text() : "" };
};

describe("the local server, as the hosts serve the build", () => {
  it("answers a page's own URL with a 200 and redirects its other spellings to it", async () => {
    expect(await get("/pricing")).toMatchObject({ status: 200, body: "pricing" });
    expect(await get("/pricing/")).toMatchObject({ status: 308, location: "/pricing" });
    expect(await get("/pricing.html")).toMatchObject({ status: 308, location: "/pricing" });
    expect(await get("/es/")).toMatchObject({ status: 200, body: "inicio" });
    expect(await get("/es")).toMatchObject({ status: 308, location: "/es/" });
    expect(await get("/")).toMatchObject({ status: 200, body: "home" });
  });

  it("applies rewrites before files: prerendered products and their data as themselves, any other id the fallback under its URL", async () => {
    expect(await get("/product/prod_A")).toMatchObject({ status: 200, body: "product A" });
    expect(await get("/product/prod_A.data")).toMatchObject({ status: 200, body: "data A" });
    expect(await get("/product/prod_new")).toMatchObject({ status: 200, body: "fallback" });
    expect(await get("/old")).toMatchObject({ status: 301, location: "/pricing" });
  });

  it("answers an unknown path with the 404 page of its language, after files", async () => {
    expect(await get("/assets/app.js")).toMatchObject({ status: 200, body: "js" });
    expect(await get("/nope")).toMatchObject({ status: 404, body: "not found" });
    expect(await get("/es/nada")).toMatchObject({ status: 404, body: "no encontrada" });
    expect(await get("/_redirects")).toMatchObject({ status: 404 });
  });
});
