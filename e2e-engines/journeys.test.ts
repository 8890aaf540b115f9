/**
 * The core journeys in each engine Debian ships besides Chromium (issue 27): the project
 * (`e2e-engines/vitest.config.ts`) says which. Every journey starts in a fresh browser
 * (storage empty), and ends with what its pages reported: a console error, an uncaught error or
 * rejection, a failed resource or a CSP violation, in any page it opened, fails it. The whole
 * suite in Chromium stays Playwright's (e2e/); these are the paths a visitor on Safari or
 * Firefox must never find broken.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { localTeamTotpSecret, totpCode } from "../local-services/supabase/auth.mjs";
import { DEFAULT_SECRET_KEY } from "../local-services/supabase/stand-in.mjs";
import { kitsIn } from "../src/content/kits";
import { en as kitCopy } from "../src/content/kit-copy/en";
import { en } from "../src/content/mexico/en";
import { es } from "../src/content/mexico/es";
import { routeFiles } from "../e2e/route-files";
import { launch, until, type Engine, type EngineName, type Tab } from "./engines";
import { findAll, readDownload, recordDownloads, type Match, type Target } from "./in-page";
import { startProxy } from "./proxy";

/** The kits with their English words (the English pages' cards). */
const KITS = kitsIn(kitCopy);

declare module "vitest" {
  export interface ProvidedContext {
    engine: EngineName;
  }
  interface TaskMeta {
    /** The harness's self-test: its reports are the point, not a failure. */
    expectsReports?: boolean;
  }
}

const ENGINE = inject("engine");
const SERVER = `http://localhost:${inject("serverPort")}`;
const WAIT = 20_000;
const re = (r: RegExp): Match => ({ re: r.source, flags: r.flags });

let engine: Engine;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let tab: Tab;
const at = (path: string) => `${proxy.origin}${path}`;

beforeAll(async () => {
  proxy = await startProxy(Number(new URL(SERVER).port));
  engine = await launch(ENGINE);
  console.log(`${ENGINE}: ${engine.version}`);
});

afterAll(async () => {
  await engine?.close();
  await proxy?.close();
});

beforeEach(async () => {
  proxy.take();
  tab = await engine.newTab();
});

/** What the journey's pages reported, its browser closed (a page's last words arrive as it unloads). */
async function reportsOfTheJourney(): Promise<string[]> {
  const fromEngine = tab.engineErrors();
  await tab.close();
  await new Promise((r) => setTimeout(r, 300));
  return [...fromEngine, ...proxy.take().map((r) => `${r.kind}: ${r.message}${r.page ? ` [${r.page}]` : ""}`)];
}

afterEach(async (context) => {
  const reports = await reportsOfTheJourney();
  if (context.task.meta.expectsReports) return;
  expect(reports, `${ENGINE}: console errors, page errors or CSP violations`).toEqual([]);
});

// ———————————————————————————————————— page helpers ————————————————————————————————————

const query = (target: Target, body: string) => `(() => { const els = (${findAll.toString()})(${JSON.stringify(target)}); ${body} })()`;

async function visible(target: Target, timeoutMs = WAIT) {
  await until(`visible ${JSON.stringify(target)}`, async () => ((await tab.run<number>(query(target, "return els.length;"))) > 0 ? true : undefined), timeoutMs);
}

async function textOf(target: Target): Promise<string | null> {
  return tab.run<string | null>(query(target, 'return els[0] ? els[0].textContent.replace(/\\s+/g, " ").trim() : null;'));
}

async function expectText(target: Target, wanted: string | RegExp, timeoutMs = WAIT) {
  let last: string | null = null;
  try {
    await until(
      `text of ${JSON.stringify(target)}`,
      async () => {
        last = await textOf(target);
        return last !== null && (typeof wanted === "string" ? last === wanted : wanted.test(last)) ? true : undefined;
      },
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  wanted: ${String(wanted)}\n  last seen: ${JSON.stringify(last)}`);
  }
}

async function expectUrl(pattern: RegExp, timeoutMs = WAIT) {
  let last = "";
  try {
    await until(`URL ${pattern}`, async () => ((last = await tab.url()), pattern.test(last) ? true : undefined), timeoutMs);
  } catch (error) {
    throw new Error(`${(error as Error).message}; last URL ${last}`);
  }
}

/** The shell has replayed the taps kept before hydration and stopped keeping them (tap-replay.ts). */
async function hydrated() {
  await until("hydration", async () => ((await tab.run<boolean>("window.__cxTaps === null")) ? true : undefined), WAIT);
}

const h1 = (name: string | Match): Target => ({ role: "heading", level: 1, name });
const button = (name: string | Match, within?: Target): Target => ({ role: "button", name, within });
const cartButton = (lang: "en" | "es", n: number): Target =>
  button(lang === "en" ? `Open cart, ${n} ${n === 1 ? "item" : "items"}` : `Abrir el carrito, ${n} ${n === 1 ? "artículo" : "artículos"}`);
const toast = (text: string): Target => ({ within: { role: "region", name: re(/notifications|notificaciones/i) }, css: "*", text });

/** Store back office (local-services/store-api): the stock a journey buys from, the same in every engine and retry. */
async function setStock(variantId: string, quantity: number) {
  const res = await fetch(`${SERVER}/store-api/__stock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ variant_id: variantId, inventory_quantity: quantity }) });
  expect(res.ok).toBe(true);
}

// ———————————————————————————————————— the journeys ————————————————————————————————————

describe(`${ENGINE}`, () => {
  it("the harness hears every kind of report this engine can give, from the first byte of a page on", async (context) => {
    context.task.meta.expectsReports = true;
    // A page of the proxy's own whose inline script its policy refuses, whose script errs and
    // logs while it loads, and whose image is missing: all before WebDriver could run a thing.
    await tab.goto(at("/__engines/self-test"));
    const kinds = new Set<string>();
    await until("the self-test page's reports", async () => {
      for (const r of proxy.take()) kinds.add(r.kind);
      return ["csp", "csp-report", "console", "pageerror", "resource"].every((k) => kinds.has(k)) ? kinds : undefined;
    }, WAIT).catch((error: Error) => {
      throw new Error(`${error.message}; heard: ${[...kinds].join(", ") || "nothing"}`);
    });
    // …and on a page of the site, once it runs.
    await tab.goto(at("/terms"));
    await hydrated();
    proxy.take();
    await tab.run(
      `(() => { console.error("engines: a console error"); setTimeout(() => { throw new Error("engines: thrown"); }); Promise.reject(new Error("engines: rejected")); const s = document.createElement("script"); s.textContent = "window.inlineRan = true"; document.head.append(s); return true; })()`,
    );
    const heard: string[] = [];
    await until("the site page's reports", async () => {
      heard.push(...proxy.take().map((r) => `${r.kind}: ${r.message}`));
      const all = heard.join("\n");
      return ["engines: a console error", "engines: thrown", "engines: rejected", "script-src"].every((s) => all.includes(s)) ? true : undefined;
    }, WAIT).catch((error: Error) => {
      throw new Error(`${error.message}; heard: ${heard.join(" | ") || "nothing"}`);
    });
    expect(heard.some((r) => r.startsWith("csp-report: script-src"))).toBe(true);
    expect(await tab.run<boolean>("window.inlineRan === true")).toBe(false);
    if (ENGINE === "firefox") {
      // The engine's own log (BiDi log.entryAdded) hears the same, CSP violations included.
      const log: string[] = [];
      await until("Firefox's log", async () => {
        log.push(...tab.engineErrors());
        const all = log.join("\n");
        return ["engines: a console error", "engines: thrown", "Content-Security-Policy"].every((x) => all.includes(x)) ? true : undefined;
      }, WAIT).catch((error: Error) => {
        throw new Error(`${error.message}; heard: ${log.join(" | ") || "nothing"}`);
      });
    }
  });

  it("store -> product -> Style and quantity -> cart -> hosted checkout -> /success with the receipt", async () => {
    await setStock("var_01JCX0WELCOMEBOOKPRINTED", 3);
    await tab.goto(at("/store"));
    await hydrated();
    await tab.click({ role: "link", name: "Guest Welcome Book Template" });
    await expectUrl(/\/product\/prod_01JCX0WELCOMEBOOK00000002$/);
    await visible(h1("Guest Welcome Book Template"));
    await hydrated();

    await tab.click({ within: { role: "group", name: "Style" }, css: "label", text: "Printed" });
    await expectText({ testId: "price" }, "$79.00");
    await expectText({ testId: "stock-status" }, "3 in stock!");
    await tab.click(button("Increase quantity"));
    await expectText({ testId: "quantity" }, "2");
    await tab.click(button("Add to Cart"));
    await visible(toast("Added to Cart! 🛒"));
    await tab.click(cartButton("en", 2));

    const drawer: Target = { role: "dialog", name: re(/Your Cart/) };
    await expectText({ within: drawer, testId: "cart-total" }, "$158.00");
    await tab.click(button("Checkout", drawer));
    await expectUrl(/\/store-api\/hosted-checkout\/cs_local_/);
    await visible({ role: "heading", name: "Complete your order" });
    await tab.click(button("Pay $158.00"));

    await expectUrl(/\/success\?checkout=[a-z0-9]{16}$/);
    await visible(h1("Payment Successful!"));
    await expectText({ testId: "receipt-line" }, /Guest Welcome Book Template.*Printed · Qty 2/);
    await expectText({ testId: "receipt-total" }, "$158.00");
    await visible(cartButton("en", 0));
  });

  it("a launch kit through its Payment Link: /pricing -> checkout -> the Stripe stand-in -> /checkout-success", async () => {
    const kit = KITS.find((k) => k.id === "complete")!;
    await tab.goto(at("/pricing"));
    await hydrated();
    await tab.click({ within: { css: `#kit-${kit.id}` }, role: "link", name: kit.buttonText });
    await expectUrl(new RegExp(`/checkout/${kit.stripePriceId}$`));
    await visible(h1(kit.name));
    await expectText({ testId: "order-total" }, "$799.00");
    await hydrated();
    await tab.click(button("Proceed to Secure Payment"));

    await expectUrl(/\/local-stripe\/pay\/test_launchkit_\w+\?client_reference_id=launchkit_\d{13}$/);
    await expectText({ testId: "amount" }, "$799.00");
    await tab.click(button("Pay"));

    await expectUrl(/\/checkout-success\?kit=complete&session_id=cs_test_/);
    await visible(h1("Payment Successful!"));
    await expectText({ testId: "purchased-kit" }, `You bought ${kit.name}.`);
  });

  it("the Mexico page in Spanish, its toggle to English and back, the choice remembered", async () => {
    const toggle = (name: "ES" | "EN"): Target => button(name, { role: "group", name: re(/^(Idioma|Language)$/) });
    await tab.goto(at("/airbnb-mexico"));
    expect(await tab.run<string>("document.documentElement.lang")).toMatch(/^es/);
    await visible(h1(es.hero.title));
    await hydrated();

    await tab.click(toggle("EN"));
    await expectUrl(/\/en\/airbnb-mexico$/);
    await visible(h1(en.hero.title));
    expect(await tab.run<string>("document.documentElement.lang")).toBe("en");
    await expectText({ testId: "buy-now" }, "Buy Now");
    // Booted before the next address is typed: leaving mid-boot cuts its module imports short,
    // which Firefox reports as page errors (a visitor leaving that early loses nothing).
    await hydrated();

    // Remembered: the Spanish address now opens the English page.
    await tab.goto(at("/airbnb-mexico"));
    await expectUrl(/\/en\/airbnb-mexico$/);
    await visible(h1(en.hero.title));
    await hydrated();

    // The toggle loads the other page as a document (an islands page): it boots before the reload,
    // which would otherwise cut its module imports short (Firefox reports them as page errors).
    await tab.click(toggle("ES"));
    await expectUrl(/\/airbnb-mexico$/);
    await visible(h1(es.hero.title));
    await hydrated();
    await tab.reload();
    await expectUrl(/\/airbnb-mexico$/);
    await visible(h1(es.hero.title));
  });

  it("the Spanish journey: /airbnb-mexico -> Comprar ahora -> the offer -> the Spanish cart -> checkout in Spanish -> /es/compra-exitosa", async () => {
    await tab.goto(at("/airbnb-mexico"));
    await hydrated();
    // The button is enabled once the catalogue answered (its status travels on a hidden element).
    const status = `document.querySelector('[data-testid="buy-now-status"]')?.getAttribute("data-status") ?? null`;
    await until("Comprar ahora ready", async () => ((await tab.run<string | null>(status)) === "found" ? true : undefined), WAIT);
    await tab.click({ testId: "buy-now" });

    await expectUrl(/\/es\/oferta-airbnb-mexico$/);
    await visible(h1("Kit de lanzamiento Pro + 30 días de operación con huéspedes"));
    await expectText({ testId: "price" }, /^USD\s999\.00$/);
    await hydrated();
    await tab.click(button("Agregar al carrito"));
    await visible(toast("¡Agregado al carrito! 🛒"));
    await tab.click(cartButton("es", 1));

    const drawer: Target = { role: "dialog", name: re(/Su carrito/) };
    await expectText({ within: drawer, testId: "cart-total" }, /^USD\s999\.00$/);
    await tab.click(button("Ir a pagar", drawer));
    await expectUrl(/\/store-api\/hosted-checkout\//);
    expect(await tab.run<string>("document.documentElement.lang")).toBe("es");
    await visible({ role: "heading", level: 1, name: "Complete su pedido" });
    await tab.click(button(re(/^Pagar USD\s999\.00$/)));

    await expectUrl(/\/es\/compra-exitosa\?checkout=[a-z0-9]{16}$/);
    await visible(h1("¡Pago realizado con éxito!"));
    await expectText({ testId: "receipt-line" }, /Kit de lanzamiento Pro \+ 30 días de operación con huéspedes/);
    await expectText({ testId: "ordered-at" }, /^Pedido realizado el \d{1,2} de [a-z]+ de \d{4}/);
    await visible(cartButton("es", 0));
    expect(await tab.run<string>("document.documentElement.lang")).toMatch(/^es/);
  });

  it("team sign-in with its second factor -> the subscriber list -> search -> Export CSV of exactly the rows found", async () => {
    const TEAM = { email: "team@cxfusion.example", password: "local-team-password" };
    // Rows with chosen dates, written and removed in SQL with the service key (the stand-in's
    // /pg/query, postgres-meta's door: its REST interface serves functions only).
    const sql = (query: string, parameters: unknown[]) =>
      fetch(`${SERVER}/supabase/pg/query`, {
        method: "POST",
        headers: { apikey: DEFAULT_SECRET_KEY, Authorization: `Bearer ${DEFAULT_SECRET_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ query, parameters }),
      });
    const m = `eng${ENGINE}${Date.now().toString(36)}`;
    const now = Date.now();
    const seeds = [0, 1, 2].map((i) => ({ email: `${m}-${i}@casa.example`, source: i === 1 ? `=SUM(${m})` : `${m}_src`, created_at: new Date(now - (i + 1) * 3_600_000).toISOString() }));
    const made = await sql(
      "insert into public.subscribers (email, source, created_at, status, confirmed_at) select email, source, created_at, 'confirmed', created_at from json_populate_recordset(null::public.subscribers, $1::json)",
      [JSON.stringify(seeds)],
    );
    expect(made.status, await made.clone().text()).toBe(200);
    try {
      await tab.goto(at("/email-list"));
      await visible(h1("Subscriber List"));
      await hydrated();
      await tab.fill({ role: "textbox", name: "Email" }, TEAM.email);
      await tab.fill({ role: "textbox", name: "Password" }, TEAM.password);
      await tab.click(button("Sign in"));
      // The second step: the code the team account's authenticator app would show now.
      await visible({ role: "heading", name: "Two-step sign-in" });
      await tab.fill({ role: "textbox", name: "6-digit code" }, totpCode(localTeamTotpSecret(process.env)));
      await tab.click(button("Verify"));
      await visible({ css: "*", text: `Signed in as ${TEAM.email}` });
      await expectText({ testId: "result-count" }, /^Showing 1–\d+ of (about )?[\d,]+ subscribers$/);

      await tab.fill({ css: 'input[placeholder="Search emails or sources..."]' }, m);
      await expectText({ testId: "result-count" }, "Showing 1–3 of 3 subscribers");

      await tab.run(`(${recordDownloads.toString()})()`);
      await tab.click(button("Export CSV"));
      const file = await until("the CSV", () => tab.run<{ name: string; text: string } | null>(`(${readDownload.toString()})(0)`).then((d) => d ?? undefined));
      expect(file.name).toBe(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      const lines = file.text.split("\r\n");
      // Columns an importer maps (Mailchimp, Constant Contact); confirmed subscribers by default.
      expect(lines[0]).toBe(`"Email Address","Status","Language","Source","Signup Page","OPTIN_TIME","CONFIRM_TIME","Consent Version","Date Subscribed"`);
      expect(lines.slice(1).every((l) => l.split(",")[1] === `"confirmed"`)).toBe(true);
      // Newest first; a value that starts like a formula is neutralized with a quote.
      expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(seeds.map((s) => `"${s.email}"`));
      expect(lines[2]).toContain(`"'=SUM(${m})"`);
      await visible(toast("Export Complete"));
      const saved = tab.savedDownloads();
      if (saved !== null) {
        // Firefox saved the file itself: the same bytes the page built.
        const onDisk = await until("the saved file", async () => tab.savedDownloads()?.find((f) => f.name === file.name));
        expect(onDisk.text).toBe(file.text);
      }
    } finally {
      const removed = await sql("delete from public.subscribers where email like $1", [`%${m}%`]);
      expect(removed.ok).toBe(true);
    }
  });

  it("a prefetched soft navigation: the footer's Pricing link, once on screen, has its page's code fetched; the tap swaps the page in place without asking for it again, and Back returns the same way", async () => {
    // From a page the whole app hydrates: the home page is an islands page, whose links load a
    // new document (docs/decisions/2026-11-28-islands.md).
    await tab.goto(at("/all-services"));
    await hydrated();
    await tab.run("(window.__sameDocument = true)");
    // On screen, the link prefetches its route's files (modulepreload at idle: no requestIdleCallback in Safari).
    await tab.run(`document.querySelector('footer a[href="/pricing"]').scrollIntoView({ block: "center" })`);
    const files = routeFiles("en.pricing");
    // Prefetched means arrived: a file still on its way when the tap comes is asked for again by
    // Firefox and WebKit (their import() does not join a modulepreload in flight). The page's
    // resource timing lists a file once its response has ended.
    await until("the pricing page's files, prefetched", async () => {
      const arrived = await tab.run<string[]>(`performance.getEntriesByType("resource").filter((e) => e.responseEnd > 0).map((e) => new URL(e.name).pathname)`);
      return files.every((f) => proxy.requested.includes(f) && arrived.includes(f)) ? true : undefined;
    });
    const beforeTap = proxy.requested.length;
    await tab.click({ within: { role: "contentinfo" }, role: "link", name: "Pricing" });
    await expectUrl(/\/pricing$/);
    const title = /<title>([^<]*)<\/title>/.exec(await (await fetch(`${SERVER}/pricing`)).text())?.[1]?.replace(/&amp;/g, "&");
    expect(title).toBeTruthy();
    await until(`the pricing page's title "${title}"`, async () => ((await tab.run<string>("document.title")) === title ? true : undefined));
    await visible({ css: "#kit-complete" });
    expect(await tab.run<boolean>("window.__sameDocument === true"), "the link reloaded the document").toBe(true);
    expect(proxy.requested.slice(beforeTap).filter((p) => files.includes(p)), "the tap asked again for prefetched files").toEqual([]);

    await tab.run("history.back()");
    await expectUrl(new RegExp(`^${proxy.origin}/all-services$`));
    await visible({ role: "heading", level: 1 });
    expect(await tab.run<boolean>("window.__sameDocument === true"), "Back reloaded the document").toBe(true);
  });
});
