import { expect, test, type APIRequestContext, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import { FRAME_POLICY, pagePolicyOf } from "../pipeline/host-files";
import { LOCAL_SUPABASE_PUBLISHABLE_KEY as KEY } from "../local-services/local-env.mjs";
import { DEFAULT_SECRET_KEY } from "../local-services/supabase/stand-in.mjs";
import { sourceName } from "../src/content/subscriber-sources";
import { confirmationOutcome, pendingOutcome, type SignupHealth } from "../src/features/audit/signup-health";
import { totpCode } from "../local-services/supabase/auth.mjs";
import { expectToast, FIRST_LOAD, seriousViolations, signInTeamPage, TEAM_ACCOUNT, VIEWPORTS } from "./helpers";

// The team tools against `npm start`: the real supabase-js client, the Supabase stand-in with
// the project's migrations (row-level security included) and its demo data. The list shows one
// page at a time, so every figure on it is checked against the database itself, read with the
// service key in SQL straight from the `subscribers` table (not through the app's view or
// functions), at the stand-in's /pg/query (postgres-meta's door; its REST interface serves
// functions only).
// The tests tagged @slow-network run against a second server whose local services answer after
// 100 ms ± 20 ms, with 20,000 more subscribers (playwright.config.ts, project "slow-network").

const TEAM = TEAM_ACCOUNT;
/** A team member with no authenticator app yet: enrols one on the first sign-in. */
const NEWCOMER = { email: "newcomer@cxfusion.example", password: "local-newcomer-password" };
const MEMBER = { email: "member@cxfusion.example", password: "local-member-password" };
const REST = "/supabase/rest/v1/subscribers";
const PG_QUERY = "/supabase/pg/query";
const SEARCH = "Search emails or sources...";
const SECRET = process.env.LOCAL_SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY;
/** The service key: bypasses row-level security, so the tests read the whole truth. */
const SERVICE = { apikey: SECRET, Authorization: `Bearer ${SECRET}` };
const DAY = 86_400_000;
const PAGE = 50;
const TEST_SOURCE = /^(audit_test|flow_test|duplicate_test_.*)$/;

type Status = "confirmed" | "pending" | "unsubscribed";
type Row = {
  id: string;
  email: string;
  source: string | null;
  created_at: string;
  status: Status;
  lang: string | null;
  page: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  consent_text_version: string | null;
};
/** The columns the tests read back (every one the CSV writes). */
const COLUMNS = "id,email,source,created_at,status,lang,page,consented_at,confirmed_at,consent_text_version";
/** A condition on the table, in SQL (the tests' own constants only). */
const JUNE_2024 = "created_at >= '2024-06-01T00:00:00Z' and created_at < '2024-07-01T00:00:00Z'";

/** SQL with the service key (bypasses row-level security, so the tests read the whole truth). */
async function sql<T>(request: APIRequestContext, query: string, parameters: unknown[] = []): Promise<T[]> {
  const res = await request.post(PG_QUERY, { headers: SERVICE, data: { query, parameters } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T[];
}
/** Timestamps as JSON dates, whatever the driver hands back. */
const asRow = (r: Row): Row => ({ ...r, created_at: new Date(r.created_at).toISOString() });

// Dates and times in the table depend on the time zone: pin it.
test.use({ timezoneId: "UTC", locale: "en-US" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const res = await request.get("/supabase/auth/v1/health", { headers: { apikey: KEY }, timeout: 80_000 });
  expect(res.ok()).toBe(true);
});

const fmt = (n: number) => n.toLocaleString("en-US");
const label = (s: string | null) => (s && s.trim() ? s : "unknown");
const sourceKey = (s: string | null) => label(s).toLowerCase();
const time = (r: Row) => Date.parse(r.created_at);
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** The list's four sorts, written out here from the spec (ties: newest first, then id). */
const SORTS = {
  newest: (a: Row, b: Row) => time(b) - time(a) || cmp(b.id, a.id),
  oldest: (a: Row, b: Row) => time(a) - time(b) || cmp(a.id, b.id),
  email: (a: Row, b: Row) => cmp(a.email.toLowerCase(), b.email.toLowerCase()),
  source: (a: Row, b: Row) => cmp(sourceKey(a.source), sourceKey(b.source)) || SORTS.newest(a, b),
};
const sorted = (rows: Row[], sort: keyof typeof SORTS) => [...rows].sort(SORTS[sort]);
const emailsOf = (rows: Row[]) => rows.map((r) => r.email);

/** The rows of one state, or of all, and a condition: the list shows confirmed subscribers unless its Status filter says otherwise. */
const where = (condition: string) => `where (${condition || "true"}) and ($1::text = 'all' or status = $1::text)`;

/** Every row the condition matches (confirmed subscribers unless told), read with the service key, newest first. */
async function dbRows(request: APIRequestContext, condition = "", status: Status | "all" = "confirmed", page?: { offset: number; limit: number }): Promise<Row[]> {
  const paged = page ? ` offset ${Number(page.offset)} limit ${Number(page.limit)}` : "";
  const rows = await sql<Row>(request, `select ${COLUMNS} from public.subscribers ${where(condition)} order by created_at desc, id desc${paged}`, [status]);
  return rows.map(asRow);
}

/** How many rows the condition matches: confirmed subscribers unless told. */
async function dbCount(request: APIRequestContext, condition = "", status: Status | "all" = "confirmed"): Promise<number> {
  const [row] = await sql<{ n: number }>(request, `select count(*)::int as n from public.subscribers ${where(condition)}`, [status]);
  return row!.n;
}

type Seed = { email: string; source: string | null; created_at: string; status?: Status; confirmed_at?: string | null };

/**
 * 120 subscribers under a unique marker (plus `extra`), written in one request with the service
 * key so their dates can be chosen: one every 36 hours back from 6 hours ago (5 in the last 7
 * days, 20 in 30, 60 in 90; none near June 2024, which the audit test counts), e-mails
 * `<m>-NNN@…` whose numbers are shuffled against the dates, and six sources in turn:
 * `<m>_Alpha`, `<m>_beta`, none, blank, `duplicate_test_<m>` (test data) and EmailSignUpPage.
 */
async function markerRows(request: APIRequestContext, extra: (m: string, now: number) => Seed[] = () => []) {
  const m = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const now = Date.now();
  const sources = [`${m}_Alpha`, `${m}_beta`, null, "", `duplicate_test_${m}`, "EmailSignUpPage"];
  const domains = ["gmail.com", "casa.example", "hostco.example"];
  const seeds: Seed[] = Array.from({ length: 120 }, (_, i) => ({
    email: `${m}-${String((i * 37) % 120).padStart(3, "0")}@${domains[i % 3]}`,
    source: sources[i % 6]!,
    created_at: new Date(now - (i * 1.5 + 0.25) * DAY).toISOString(),
  }));
  // Confirmed subscribers (they followed their link an hour after signing up), unless a seed says otherwise.
  const confirmed = (seed: Seed) => {
    const status = seed.status ?? "confirmed";
    const confirmedAt = status === "pending" ? null : new Date(Date.parse(seed.created_at) + 3_600_000).toISOString();
    return { lang: "en", page: "/subscribe", consented_at: seed.created_at, consent_text_version: "2026-11-28", confirmed_at: confirmedAt, ...seed, status };
  };
  const rows = (
    await sql<Row>(
      request,
      `insert into public.subscribers (email, source, created_at, status, lang, page, consented_at, confirmed_at, consent_text_version)
       select email, source, created_at, status, lang, page, consented_at, confirmed_at, consent_text_version
         from json_populate_recordset(null::public.subscribers, $1::json)
       returning ${COLUMNS}`,
      [JSON.stringify([...seeds, ...extra(m, now)].map(confirmed))],
    )
  ).map(asRow);
  const remove = async () => {
    await sql(request, "delete from public.subscribers where email like $1", [`%${m}%`]);
  };
  return { m, rows, remove, alpha: `${m}_Alpha`, testSource: `duplicate_test_${m}` };
}

async function signIn(page: Page, path: string, who: { email: string; password: string; totpSecret?: string } = TEAM) {
  await page.goto(path);
  await signInTeamPage(page, who);
}

const countLine = (page: Page) => page.getByTestId("result-count");
/** "Showing 1–50 of 559 subscribers": the line once the page it describes has loaded ("sign-ups" for every state, …). */
const showing = (from: number, to: number, total: number, noun = "subscribers") => `Showing ${fmt(from)}–${fmt(to)} of ${fmt(total)} ${noun}`;
/** The count line of the first page of a list of `total` rows. */
const firstPage = (total: number, noun = "subscribers") => (total === 0 ? `Showing 0 of 0 ${noun}` : showing(1, Math.min(PAGE, total), total, noun));

async function openList(page: Page) {
  await signIn(page, "/email-list");
  await expect(countLine(page)).toHaveText(/^Showing 1–\d+ of (about )?[\d,]+ subscribers$/, { timeout: 20_000 });
}

const rowEmails = (page: Page) => page.getByTestId("subscriber-row").locator('[role="cell"]:first-child').allTextContents();
/** Waits for exactly these rows, in this order (a new sort keeps the count line as it was). */
async function expectRows(page: Page, emails: string[]) {
  await expect.poll(() => rowEmails(page)).toEqual(emails);
}

/** The page of `rows` the table should show for page `n` (0-based) of the list. */
const pageOf = (rows: Row[], n: number) => emailsOf(rows.slice(n * PAGE, n * PAGE + PAGE));

/** A CSV line as the spec writes it: every value quoted, inner quotes doubled, formulas neutralized. */
function csvLine(values: string[]) {
  return values.map((v) => `"${(/^(?:[\t\r\n\0]|[\s\0]*[=+\-@＝＋－＠﹦﹢﹣])/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`).join(",");
}
/** Named for Mailchimp's and Constant Contact's importers (decision 2026-11-28-double-opt-in, "The team's list"). */
const CSV_HEADER = `"Email Address","Status","Language","Source","Signup Page","OPTIN_TIME","CONFIRM_TIME","Consent Version","Date Subscribed"`;
/** "2024-06-03 14:05:09" (UTC), as Mailchimp writes OPTIN_TIME and CONFIRM_TIME; empty for none. */
const mailchimpTime = (t: string | null) => (t ? new Date(t).toISOString().slice(0, 19).replace("T", " ") : "");
const csvRow = (r: Row) =>
  csvLine([
    r.email,
    r.status,
    r.lang ?? "",
    label(r.source),
    r.page ?? "",
    mailchimpTime(r.consented_at ?? r.created_at),
    mailchimpTime(r.confirmed_at),
    r.consent_text_version ?? "",
    new Date(r.created_at).toISOString(),
  ]);

/** The file's lines equal these rows, in order (a short message at the first difference, not a 20,000-line diff). */
function expectCsv(text: string, rows: Row[]) {
  const lines = text.split("\r\n");
  const wanted = [CSV_HEADER, ...rows.map(csvRow)];
  const at = wanted.findIndex((line, i) => lines[i] !== line);
  expect(at === -1 ? null : { line: at, got: lines[at], wanted: wanted[at] }).toBeNull();
  expect(lines.length).toBe(wanted.length);
  expect(text.endsWith("\r\n")).toBe(false);
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, "utf8") };
}

const today = () => new Date().toISOString().slice(0, 10); // the browser runs in UTC here

test.describe("team sign-in", () => {
  test("a wrong password is refused; the team account gets in, stays in after a reload, and signs out", async ({ page }) => {
    // Five client-rendered loads of the team pages: on a busy machine, more than the default 30 s.
    test.slow();
    await page.goto("/email-list");
    // Drawn in the browser (SPA fallback): a busy machine may take a while.
    await expect(page.getByRole("heading", { level: 1, name: "Subscriber List" })).toBeVisible(FIRST_LOAD);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByLabel("Email").fill(TEAM.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Sign-in failed: Invalid login credentials");
    await expect(page.getByTestId("subscriber-table")).toHaveCount(0);

    await page.getByLabel("Password").fill(TEAM.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The password alone opens nothing: the second step asks for the authenticator's code.
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await expect(page.getByTestId("subscriber-table")).toHaveCount(0);
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toContainText("That code didn't work: Invalid TOTP code entered.");
    // The code, generated here from the account's enrolled secret.
    await page.getByLabel("6-digit code").fill(totpCode(TEAM.totpSecret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(`Signed in as ${TEAM.email}`)).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, { timeout: 20_000 });

    await page.reload();
    await expect(page.getByText(`Signed in as ${TEAM.email}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
    await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, { timeout: 20_000 });

    // An expired access token is refreshed with the refresh token on the next load.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("sb-") && k.endsWith("-auth-token"))!;
      const stored = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    const refreshed = page.waitForResponse((r) => r.url().includes("/auth/v1/token?grant_type=refresh_token") && r.ok());
    await page.reload();
    await refreshed;
    await expect(page.getByText(`Signed in as ${TEAM.email}`)).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, { timeout: 20_000 });

    // The same session opens the audit page too.
    await page.goto("/subscription-audit");
    await expect(page.getByRole("button", { name: "Run Audit" })).toBeVisible(FIRST_LOAD);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith("-auth-token"))!)!));
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    // Signing out revoked the refresh token: a copy taken before starts nothing.
    const replay = await page.request.post("/supabase/auth/v1/token?grant_type=refresh_token", { headers: { apikey: KEY }, data: { refresh_token: stored.refresh_token } });
    expect(replay.status()).toBe(400);
  });

  test("a new team member enrols an authenticator app on the first sign-in, then signs in with its code", async ({ page, request }) => {
    test.slow();
    await signIn(page, "/email-list", NEWCOMER);
    await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
    // What an authenticator app would do with the QR code: the key, turned into a code.
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(`Signed in as ${NEWCOMER.email}`)).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, { timeout: 20_000 });

    // Later sign-ins ask for the code of the enrolled app.
    await page.getByRole("button", { name: "Sign out" }).click();
    await signInTeamPage(page, { ...NEWCOMER, totpSecret: secret });
    await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, { timeout: 20_000 });

    // Leave the account as it was (removing a verified factor takes an aal2 session).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith("-auth-token"))!)!).access_token as string);
    const auth = { apikey: KEY, Authorization: `Bearer ${token}` };
    const user = await (await request.get("/supabase/auth/v1/user", { headers: auth })).json();
    for (const f of user.factors) expect((await request.delete(`/supabase/auth/v1/factors/${f.id}`, { headers: auth })).ok()).toBe(true);
  });

  test("an account without the team role is told it is not authorized, and reads nothing", async ({ page, request }) => {
    await signIn(page, "/subscription-audit", MEMBER);
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await expect(page.getByText(MEMBER.email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Run Audit" })).toHaveCount(0);
    // The database agrees: the team's functions show this account no rows and no count.
    const token = (await (await request.post("/supabase/auth/v1/token?grant_type=password", { headers: { apikey: KEY }, data: MEMBER })).json()).access_token;
    const asMember = { apikey: KEY, Authorization: `Bearer ${token}` };
    const rows = await request.post("/supabase/rest/v1/rpc/subscriber_list_page", { headers: asMember, data: { status_filter: "all", page_limit: 5 } });
    expect(await rows.json()).toEqual([]);
    const stats = await request.post("/supabase/rest/v1/rpc/subscriber_stats", { headers: asMember, data: {} });
    expect(await stats.json()).toMatchObject({ total: 0 });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("a visitor with the public key reads no subscriber", async ({ request }) => {
    const headers = { apikey: KEY, Authorization: `Bearer ${KEY}` };
    // The table is not on the REST interface at all (404 here; on Supabase grants refuse it: 401).
    const read = await request.get(`${REST}?select=*&limit=5`, { headers });
    const body = await read.text();
    expect([401, 403, 404]).toContain(read.status());
    expect(body).not.toMatch(/@/);
    const count = await request.head(`${REST}?select=*`, { headers: { ...headers, Prefer: "count=exact" } });
    expect([401, 403, 404]).toContain(count.status());
    expect(count.headers()["content-range"] ?? "*/0").not.toMatch(/\/[1-9]/);
    // And the team's functions refuse the public key (401, 42501).
    for (const fn of ["subscriber_list_page", "subscriber_stats", "subscriber_export_rows"]) {
      const r = await request.post(`/supabase/rest/v1/rpc/${fn}`, { headers, data: {} });
      expect(r.status(), fn).toBe(401);
      expect(await r.text(), fn).not.toMatch(/@/);
    }
    const sqlDoor = await request.post(PG_QUERY, { headers, data: { query: "select email from public.subscribers limit 5" } });
    expect(sqlDoor.status()).toBe(403);
  });
});

test.describe("host rules", () => {
  test("every HTML file the build writes, the SPA fallback included, carries a CSP and is served with frame-ancestors and HSTS", async ({ request }) => {
    const { readdirSync } = await import("node:fs");
    const client = `${process.env.BUILD_DIR ?? "build"}/client`;
    const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
    expect(files).toContain("__spa-fallback.html");
    for (const file of files) {
      const url = `/${file.split("\\").join("/")}`;
      const res = await request.get(url);
      const headers = res.headers();
      expect(headers["content-security-policy"], url).toBe(FRAME_POLICY);
      expect(pagePolicyOf(await res.text()), url).toMatch(/^default-src 'self'/);
      expect(headers["strict-transport-security"], url).toBe("max-age=63072000; includeSubDomains");
    }
    // The team pages are the SPA fallback: its policy, with the hashes of its inline scripts.
    for (const url of ["/__spa-fallback.html", "/email-list", "/subscription-audit"]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(pagePolicyOf(await res.text()), url).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    }
  });
});

test.describe("/email-list", () => {
  test("stats, the monthly chart and the source breakdown match the database, with and without test data", async ({ page, request }) => {
    test.setTimeout(90_000);
    await openList(page);
    const stat = (name: string) => page.getByTestId(`stat-${name}`).getByTestId("stat-value");
    const toggle = page.getByRole("switch", { name: "Show test data" });

    /** Everything on the page against the database; other tests sign up meanwhile, so it retries with a fresh read. */
    const matchesDatabase = (includeTests: boolean) =>
      expect(async () => {
        const stats = page.waitForResponse((r) => r.url().includes("/rpc/subscriber_stats"));
        await page.getByRole("button", { name: "Refresh" }).click();
        await stats;
        const rows = (await dbRows(request)).filter((r) => includeTests || !TEST_SOURCE.test(r.source ?? ""));
        const now = Date.now();
        const within = (days: number) => rows.filter((r) => time(r) >= now - days * DAY).length;
        const bySource = new Map<string, number>();
        const byMonth = new Map<string, number>();
        for (const r of rows) {
          bySource.set(label(r.source), (bySource.get(label(r.source)) ?? 0) + 1);
          const month = new Date(r.created_at).toISOString().slice(0, 7);
          byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
        }
        // Most frequent first; a tie goes to the id that sorts first.
        const top = [...bySource].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]))[0]![0];
        await expect(stat("total-subscribers")).toHaveText(fmt(rows.length), { timeout: 1000 });
        await expect(stat("last-30-days")).toHaveText(fmt(within(30)), { timeout: 1000 });
        await expect(stat("last-7-days")).toHaveText(fmt(within(7)), { timeout: 1000 });
        await expect(stat("top-source")).toHaveText(sourceName(top), { timeout: 1000 });
        await expect(stat("top-source")).toHaveAttribute("data-source", top);
        // The rows that aren't subscribers, on a line of their own.
        const others = async (status: Status) => (await dbRows(request, "", status)).filter((r) => includeTests || !TEST_SOURCE.test(r.source ?? "")).length;
        const [pending, unsubscribed] = [await others("pending"), await others("unsubscribed")];
        await expect(page.getByTestId("other-states")).toHaveText(
          pending || unsubscribed ? `Not counted above: ${fmt(pending)} pending (waiting for the confirmation link) and ${fmt(unsubscribed)} unsubscribed.` : "",
          { timeout: 1000 },
        );
        // Nothing narrows the list: the total is the stats' exact one, and the page is the newest 50.
        await expect(countLine(page)).toHaveText(firstPage(rows.length), { timeout: 3000 });
        expect(await rowEmails(page)).toEqual(pageOf(rows, 0));

        const bars = await page.getByTestId("monthly-chart").locator("li").evaluateAll((lis) =>
          lis.map((li) => [(li as HTMLElement).dataset.month!, Number((li as HTMLElement).dataset.count)] as const),
        );
        expect(bars.length).toBeGreaterThan(12);
        for (const [month, count] of bars) expect(count, month).toBe(byMonth.get(month) ?? 0);
        expect(bars.reduce((a, [, n]) => a + n, 0)).toBe(rows.length);

        const sources = await page.getByTestId("source-breakdown").locator("li").evaluateAll((lis) =>
          lis.map((li) => [(li as HTMLElement).dataset.source!, Number((li as HTMLElement).dataset.count)] as const),
        );
        expect(new Map(sources)).toEqual(bySource);
        return byMonth;
      }).toPass({ timeout: 60_000 });

    await matchesDatabase(true);
    await expect(page.locator("canvas")).toHaveCount(0); // plain HTML bars, no chart library

    // The chart: labelled axes, readable source names, each month's figure on hover and on focus.
    const chart = page.getByTestId("monthly-chart");
    await expect(page.getByRole("heading", { name: "Confirmed sign-ups per month" })).toBeVisible();
    await expect(page.getByText("Sign-ups", { exact: true })).toBeVisible();
    await expect(page.getByText("Month (UTC)", { exact: true })).toBeVisible();
    const june = chart.locator('li[data-month="2024-06"]');
    const juneCount = Number(await june.getAttribute("data-count"));
    await expect(june).toHaveAttribute("aria-label", `Jun 2024: ${fmt(juneCount)} sign-ups`);
    await june.hover();
    await expect(page.getByTestId("chart-tooltip")).toHaveText(`Jun 2024: ${fmt(juneCount)} sign-ups`);
    await chart.locator('li[tabindex="0"]').focus();
    await page.keyboard.press("Home");
    const first = chart.locator("li").first();
    await expect(first).toBeFocused();
    await expect(page.getByTestId("chart-tooltip")).toHaveText((await first.getAttribute("aria-label"))!);
    const breakdown = page.getByTestId("source-breakdown");
    await expect(breakdown.locator('li[data-source="EmailSignUpPage"]')).toContainText("Sign-up page");
    await expect(breakdown.locator('li[data-source="flow_test"]')).toContainText("Test");

    // One switch hides the test data from the stats, the chart, the breakdown and the table.
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("heading", { name: /Confirmed sign-ups per month\s*\(without test data\)/ })).toBeVisible();
    await matchesDatabase(false);
    await expect(breakdown.locator('li[data-source="flow_test"]')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(breakdown.locator('li[data-source="flow_test"]')).toHaveCount(1);

    await page.getByRole("button", { name: "Filters", exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });
    test("the signed-in list fits the screen, pages, and stays accessible", async ({ page, request }) => {
      test.setTimeout(90_000);
      // A long source makes a long option in the source filter and a long name in the breakdown.
      const long = (m: string) => `=HYPERLINK("http://evil.example","${m}")`;
      const { m, remove } = await markerRows(request, (m, now) => [{ email: `${m}-long@casa.example`, source: long(m), created_at: new Date(now - DAY).toISOString() }]);
      try {
        await openList(page);
        await page.getByRole("button", { name: "Filters", exact: true }).click();
        await expect(page.getByLabel("Source", { exact: true }).getByRole("option", { name: long(m) })).toHaveCount(1);
        await expect(page.getByTestId("source-breakdown").locator("li").filter({ hasText: long(m).slice(0, 20) })).not.toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expect(page.getByTestId("subscriber-row")).toHaveCount(PAGE);
        const first = await rowEmails(page);
        await expect(page.getByTestId("page-position")).toHaveText(/^Page 1 of [\d,]+$/);
        await page.getByRole("button", { name: "Next" }).click();
        await expect(countLine(page)).toHaveText(/^Showing 51–100 of [\d,]+ subscribers$/);
        await expect(page.getByTestId("page-position")).toHaveText(/^Page 2 of [\d,]+$/);
        expect(await rowEmails(page)).not.toContain(first[0]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await remove();
      }
    });
  });

  test("the count line and paging, and search by e-mail or source in any letter case", async ({ page, request }) => {
    test.setTimeout(90_000);
    const { m, rows, remove } = await markerRows(request);
    try {
      await openList(page);
      const position = page.getByTestId("page-position");
      const next = page.getByRole("button", { name: "Next" });
      const previous = page.getByRole("button", { name: "Previous" });
      const firstButton = page.getByRole("button", { name: "First page" });
      const search = page.getByPlaceholder(SEARCH);

      // The whole list: the database's total, 50 rows a page.
      await expect(async () => {
        const total = await dbCount(request);
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(countLine(page)).toHaveText(firstPage(total), { timeout: 3000 });
        await expect(position).toHaveText(`Page 1 of ${fmt(Math.ceil(total / PAGE))}`, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });

      // 120 marked rows: three pages, newest first.
      const newest = sorted(rows, "newest");
      await search.fill(m);
      await expect(countLine(page)).toHaveText(showing(1, 50, 120));
      await expect(position).toHaveText("Page 1 of 3");
      await expectRows(page, pageOf(newest, 0));
      await expect(previous).toBeDisabled();
      await expect(firstButton).toBeDisabled();

      await next.click();
      await expect(countLine(page)).toHaveText(showing(51, 100, 120));
      await expect(position).toHaveText("Page 2 of 3");
      await expectRows(page, pageOf(newest, 1));
      // Assistive technology hears each row's place in the whole list.
      await expect(page.getByTestId("subscriber-row").first()).toHaveAttribute("aria-rowindex", "52");
      await expect(page.getByRole("table", { name: "Subscribers" })).toHaveAttribute("aria-rowcount", "121");

      await next.click();
      await expect(countLine(page)).toHaveText(showing(101, 120, 120));
      await expect(position).toHaveText("Page 3 of 3");
      await expectRows(page, pageOf(newest, 2));
      await expect(next).toBeDisabled();

      await previous.click();
      await expect(countLine(page)).toHaveText(showing(51, 100, 120));
      await expectRows(page, pageOf(newest, 1));
      await firstButton.click();
      await expect(countLine(page)).toHaveText(showing(1, 50, 120));
      await expectRows(page, pageOf(newest, 0));

      // A new search starts at page 1.
      await next.click();
      await expect(position).toHaveText("Page 2 of 3");
      const byEmail = newest.filter((r) => r.email.startsWith(`${m}-11`));
      expect(byEmail).toHaveLength(10);
      await search.fill(`${m.toUpperCase()}-11`);
      await expect(countLine(page)).toHaveText(showing(1, 10, 10));
      await expectRows(page, emailsOf(byEmail));
      await expect(position).toHaveCount(0); // one page: no pager

      // Search: the e-mail in any letter case, and the source by any part of its id.
      await search.fill(m.toUpperCase());
      await expect(countLine(page)).toHaveText(showing(1, 50, 120));
      const alpha = newest.filter((r) => r.source === `${m}_Alpha`);
      await search.fill(`${m.toUpperCase()}_aLP`);
      await expect(countLine(page)).toHaveText(showing(1, 20, 20));
      await expectRows(page, emailsOf(alpha));
      // '_' is a letter, not a wildcard: the e-mails ('<m>-…') don't match, the two '<m>_…' sources do.
      await search.fill(`${m}_`);
      const underscore = newest.filter((r) => r.source?.toLowerCase().startsWith(`${m}_`));
      expect(underscore).toHaveLength(40);
      await expect(countLine(page)).toHaveText(showing(1, 40, 40));
      await expectRows(page, emailsOf(underscore));
      await search.fill(`zz-${m}-nobody`);
      await expect(page.getByText("No subscribers match your current filters.")).toBeVisible();
      await expect(countLine(page)).toHaveText("Showing 0 of 0 subscribers");
      await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    } finally {
      await remove();
    }
  });

  test("each filter, the test-data switch, the four sorts and Clear Filters", async ({ page, request }) => {
    test.setTimeout(90_000);
    const { m, rows, remove, alpha, testSource } = await markerRows(request);
    try {
      await openList(page);
      const search = page.getByPlaceholder(SEARCH);
      const toggle = page.getByRole("button", { name: "Filters", exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const range = page.getByLabel("Date range", { exact: true });
      const source = page.getByLabel("Source", { exact: true });
      const sort = page.getByLabel("Sort by", { exact: true });
      const testData = page.getByRole("switch", { name: "Show test data" });
      const now = Date.now();
      const newest = sorted(rows, "newest");
      const expectList = async (list: Row[]) => {
        await expect(countLine(page)).toHaveText(firstPage(list.length));
        await expectRows(page, pageOf(list, 0));
      };

      // Date ranges: the marked rows are 6 h, 42 h, 78 h, ... old.
      await search.fill(m);
      await expectList(newest);
      for (const [r, days, n] of [["7days", 7, 5], ["30days", 30, 20], ["90days", 90, 60]] as const) {
        await range.selectOption(r);
        const inRange = newest.filter((x) => time(x) >= now - days * DAY);
        expect(inRange).toHaveLength(n);
        await expectList(inRange);
      }
      await range.selectOption("june2024");
      await expect(page.getByText("No subscribers match your current filters.")).toBeVisible();
      await expect(countLine(page)).toHaveText(firstPage(0));
      // June 2024 alone: exactly the rows of 2024-06-01 (inclusive) to 2024-07-01 (exclusive).
      await search.fill("");
      const june = await dbRows(request, JUNE_2024);
      expect(june.length).toBeGreaterThan(0);
      await expectList(june);
      await range.selectOption("all");

      // Source: one id alone (its exact count from the stats), 'Unknown' (none or blank), a test source.
      await source.selectOption(alpha);
      await expectList(newest.filter((r) => r.source === alpha));
      await search.fill(m);
      await source.selectOption("unknown");
      const unknown = newest.filter((r) => label(r.source) === "unknown");
      expect(unknown).toHaveLength(40);
      await expectList(unknown);
      await source.selectOption(testSource);
      await expectList(newest.filter((r) => r.source === testSource));
      await source.selectOption("all");
      await expectList(newest);

      // The test-data switch: the audit's sources (here duplicate_test_<m>) leave the list.
      await testData.click();
      await expect(testData).toHaveAttribute("aria-checked", "false");
      await expectList(newest.filter((r) => r.source !== testSource));
      await testData.click();
      await expect(testData).toHaveAttribute("aria-checked", "true");
      await expectList(newest);

      // The four sorts, each over the first page of the 120 rows.
      for (const s of ["oldest", "email", "source", "newest"] as const) {
        await sort.selectOption(s);
        await expectRows(page, pageOf(sorted(rows, s), 0));
        await expect(countLine(page)).toHaveText(showing(1, 50, 120));
      }
      // ...and on the next page too.
      await sort.selectOption("email");
      await expectRows(page, pageOf(sorted(rows, "email"), 0));
      await page.getByRole("button", { name: "Next" }).click();
      await expectRows(page, pageOf(sorted(rows, "email"), 1));
      await sort.selectOption("newest");
      await expectRows(page, pageOf(newest, 0));

      // The table shows source (readable name, raw id in its tooltip), state, date and time of each row (UTC here).
      const cells = page.getByTestId("subscriber-row").first().locator('[role="cell"]');
      const top = newest[0]!;
      await expect(cells.nth(1)).toHaveAttribute("data-source", top.source ?? "");
      await expect(cells.nth(1)).toHaveText(sourceName(label(top.source)));
      await expect(cells.nth(1).locator("[title]")).toHaveAttribute("title", top.source ?? "");
      const at = new Date(top.created_at);
      await expect(cells.nth(2)).toHaveText("Confirmed");
      await expect(cells.nth(3)).toHaveText(new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(at));
      await expect(cells.nth(4)).toHaveText(new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at));

      // Clear Filters puts search, date range, source, status and sort back, and the whole list's total with them.
      await sort.selectOption("email");
      await range.selectOption("30days");
      await source.selectOption("unknown");
      await expectList(sorted(unknown.filter((r) => time(r) >= now - 30 * DAY), "email"));
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await expect(search).toHaveValue("");
      await expect(range).toHaveValue("all");
      await expect(source).toHaveValue("all");
      await expect(sort).toHaveValue("newest");
      await expect(page.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
      await expect(async () => {
        const total = await dbCount(request);
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(countLine(page)).toHaveText(firstPage(total), { timeout: 3000 });
      }).toPass({ timeout: 30_000 });
      await toggle.click();
      await expect(range).toBeHidden();
    } finally {
      await remove();
    }
  });

  test("Export CSV downloads exactly the rows the filters match, every page of them", async ({ page, request }) => {
    test.setTimeout(90_000);
    const { m, rows, remove, testSource } = await markerRows(request, (m, now) => [
      // A value starting with -, =, + or @ is neutralized with a leading quote; inner quotes doubled;
      // so is one whose formula follows leading whitespace, or uses the full-width sign (issue 26).
      { email: `-${m}-delta@casa.example`, source: `=HYPERLINK("http://evil.example","${m}")`, created_at: new Date(now - 2.1 * DAY).toISOString() },
      { email: `+${m}-echo@casa.example`, source: ` ＝SUM(1,2)`, created_at: new Date(now - 3.3 * DAY).toISOString() },
    ]);
    try {
      await openList(page);
      const exportButton = page.getByRole("button", { name: "Export CSV" });
      const now = Date.now();

      // Everything the search matches: 122 rows over three pages, newest first.
      await page.getByPlaceholder(SEARCH).fill(m);
      await expect(countLine(page)).toHaveText(showing(1, 50, 122));
      const all = await download(page, exportButton);
      expect(all.name).toBe(`subscribers-${today()}.csv`);
      expectCsv(all.text, sorted(rows, "newest"));
      expect(all.text).toContain(`"'-${m}-delta@casa.example","confirmed","en","'=HYPERLINK(""http://evil.example"",""${m}"")","`);
      expect(all.text).toContain(`"'+${m}-echo@casa.example","confirmed","en","' ＝SUM(1,2)","`);
      expect(all.text).toMatch(/","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"\r\n/);
      await expectToast(page, "Export Complete");
      await expectToast(page, `Exported 122 subscribers to subscribers-${today()}.csv.`);

      // Without test data, the last 90 days, oldest first: 52 rows over two pages, oldest first.
      await page.getByRole("switch", { name: "Show test data" }).click();
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await page.getByLabel("Date range", { exact: true }).selectOption("90days");
      await page.getByLabel("Sort by", { exact: true }).selectOption("oldest");
      const narrowed = rows.filter((r) => r.source !== testSource && time(r) >= now - 90 * DAY);
      expect(narrowed).toHaveLength(52);
      await expect(countLine(page)).toHaveText(showing(1, 50, 52));
      await expectRows(page, pageOf(sorted(narrowed, "oldest"), 0));
      expectCsv((await download(page, exportButton)).text, sorted(narrowed, "oldest"));

      // The e-mail sort is for the screen: the file stays in date order, newest first
      // (docs/decisions/2026-11-23-subscribers-at-scale.md).
      await page.getByLabel("Sort by", { exact: true }).selectOption("email");
      await expectRows(page, pageOf(sorted(narrowed, "email"), 0));
      expectCsv((await download(page, exportButton)).text, sorted(narrowed, "newest"));
    } finally {
      await remove();
    }
  });
});

test.describe("/email-list and the subscribers' states", () => {
  test("confirmed subscribers by default; the Status column and filter; the CSV of the state asked for", async ({ page, request }) => {
    test.setTimeout(90_000);
    // Beside the 120 confirmed marker rows: two sign-ups waiting for their link, one that left.
    const { m, rows, remove } = await markerRows(request, (m, now) => [
      { email: `${m}-waiting-1@casa.example`, source: "EmailSignUpPage", created_at: new Date(now - 0.1 * DAY).toISOString(), status: "pending" },
      { email: `${m}-waiting-2@casa.example`, source: `${m}_Alpha`, created_at: new Date(now - 0.2 * DAY).toISOString(), status: "pending" },
      { email: `${m}-gone@casa.example`, source: "EmailSignUpPage", created_at: new Date(now - 0.3 * DAY).toISOString(), status: "unsubscribed" },
    ]);
    try {
      await openList(page);
      const search = page.getByPlaceholder(SEARCH);
      const exportButton = page.getByRole("button", { name: /^Export CSV/ });
      const byState = (status: Status | "all") => sorted(rows.filter((r) => status === "all" || r.status === status), "newest");

      // The list and its CSV are the people who said yes.
      await search.fill(m);
      await expect(countLine(page)).toHaveText(showing(1, 50, 120));
      await expectRows(page, pageOf(byState("confirmed"), 0));
      await expect(page.getByRole("columnheader", { name: "Status" })).toBeVisible();
      const firstStatus = page.getByTestId("subscriber-row").first().locator('[role="cell"]').nth(2);
      await expect(firstStatus).toHaveText("Confirmed");
      await expect(firstStatus.locator("[data-status]")).toHaveAttribute("title", /Followed the confirmation link/);
      await expect(page.getByTestId("export-scope")).toHaveText("Exports the confirmed subscribers the filters match: the people who said yes.");
      expectCsv((await download(page, exportButton)).text, byState("confirmed"));

      // The Status filter: each state, then all of them.
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      const status = page.getByLabel("Status", { exact: true });
      await status.selectOption("pending");
      await expect(countLine(page)).toHaveText(showing(1, 2, 2, "pending sign-ups"));
      await expectRows(page, emailsOf(byState("pending")));
      await expect(firstStatus).toHaveText("Pending");
      await expect(exportButton).toHaveText("Export CSV (pending)");
      const pendingCsv = await download(page, exportButton);
      expectCsv(pendingCsv.text, byState("pending"));
      // A pending row has no confirmation time.
      expect(pendingCsv.text.split("\r\n")[1]).toMatch(/^"[^"]+","pending","en","EmailSignUpPage","\/subscribe","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","","2026-11-28","/);
      await status.selectOption("unsubscribed");
      await expect(countLine(page)).toHaveText(showing(1, 1, 1, "unsubscribed sign-ups"));
      await expectRows(page, [`${m}-gone@casa.example`]);
      await status.selectOption("all");
      await expect(countLine(page)).toHaveText(showing(1, 50, 123, "sign-ups"));
      await expectRows(page, pageOf(byState("all"), 0));
      expectCsv((await download(page, exportButton)).text, byState("all"));
      // With a source: the stats count it exactly, in every state.
      await page.getByLabel("Source", { exact: true }).selectOption(`${m}_Alpha`);
      await expect(countLine(page)).toHaveText(showing(1, 21, 21, "sign-ups"));

      // Clear Filters: back to the subscribers.
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await expect(status).toHaveValue("confirmed");
      await search.fill(m);
      await expect(countLine(page)).toHaveText(showing(1, 50, 120));
    } finally {
      await remove();
    }
  });
});

test.describe("/email-list over a slow network", { tag: "@slow-network" }, () => {
  // Against the second server (project "slow-network"): every local service answers after
  // 100 ms ± 20 ms, and the database holds the demo rows plus 20,000 synthetic ones. Nothing
  // here writes, so the database's figures hold for the whole test.
  const path = (r: Request) => new URL(r.url()).pathname;
  /** The list's rows: one rpc; its count, when the stats don't give it, is an rpc of its own. */
  const isList = (r: Request) => path(r).endsWith("/rest/v1/rpc/subscriber_list_page");
  const isCount = (r: Request) => path(r).endsWith("/rest/v1/rpc/subscriber_list_total");
  const isStats = (r: Request) => path(r).endsWith("/rest/v1/rpc/subscriber_stats");
  const isExport = (r: Request) => path(r).endsWith("/rest/v1/rpc/subscriber_export_rows");
  /** The text a list request searches for (its `search_text`), or null. */
  const searchOf = (r: Request) => ((r.postDataJSON() as { search_text?: string | null } | null)?.search_text ?? null) || null;

  test("the first page and the stats come in one request each, asked at once, whatever the list's size", async ({ page, request }) => {
    const total = await dbCount(request);
    // The confirmed share of 20,000 synthetic rows and the demo rows.
    expect(total).toBeGreaterThan(15_000);
    const events: string[] = [];
    page.on("request", (r) => (isList(r) ? events.push("list asked") : isStats(r) ? events.push("stats asked") : isCount(r) && events.push("count asked")));
    page.on("requestfinished", (r) => (isList(r) ? events.push("list answered") : isStats(r) && events.push("stats answered")));

    await signIn(page, "/email-list");
    await expect(countLine(page)).toHaveText(firstPage(total), { timeout: 20_000 });
    await expect(page.getByTestId("stat-total-subscribers").getByTestId("stat-value")).toHaveText(fmt(total));
    const newest50 = await dbRows(request, "", "confirmed", { offset: 0, limit: 50 });
    expect(await rowEmails(page)).toEqual(emailsOf(newest50));
    // Two requests for some 20,000 rows (paging through them 1,000 at a time would take 20 in a row),
    // both on their way before the first answer.
    expect(events.filter((e) => e.endsWith("asked")).sort()).toEqual(["list asked", "stats asked"]);
    expect(events.slice(0, 2).sort()).toEqual(["list asked", "stats asked"]);
    test.info().annotations.push({ type: "first page", description: `${await countLine(page).getAttribute("data-load-ms")} ms from request to rows (100 ms ± 20 ms latency)` });

    // The next page is one more request.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(countLine(page)).toHaveText(showing(51, 100, total));
    const next50 = await dbRows(request, "", "confirmed", { offset: 50, limit: 50 });
    expect(await rowEmails(page)).toEqual(emailsOf(next50));
    expect(events.filter((e) => e === "list asked")).toHaveLength(2);
  });

  test("while a search is on its way the old rows stay, marked as loading; typing on cancels the request it replaces", async ({ page, request }) => {
    const total = await dbCount(request);
    await signIn(page, "/email-list");
    await expect(countLine(page)).toHaveText(firstPage(total), { timeout: 20_000 });
    const before = await rowEmails(page);
    expect(before).toHaveLength(PAGE);

    // Hold every search's rows, to look at the page while it waits (their counts go through).
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.endsWith("/rest/v1/rpc/subscriber_list_page"),
      (route) => (searchOf(route.request()) === null ? route.fallback() : void held.push(route)),
    );
    const asked: Request[] = [];
    const failed: Request[] = [];
    page.on("request", (r) => isList(r) && asked.push(r));
    page.on("requestfailed", (r) => failed.push(r));

    const search = page.getByPlaceholder(SEARCH);
    const heldFor = (q: string) => held.find((r) => searchOf(r.request()) === q);
    await search.pressSequentially("maria");
    await expect.poll(() => heldFor("maria") !== undefined).toBe(true);
    // One request once typing pauses, not one per key (a second only if the typing itself paused).
    expect(asked.map(searchOf).at(-1)).toBe("maria");
    expect(asked.length).toBeLessThanOrEqual(2);
    const table = page.getByTestId("subscriber-table");
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(countLine(page)).toContainText("Updating…");
    await expect(countLine(page)).toHaveAttribute("data-status", "loading");
    expect(await rowEmails(page)).toEqual(before);

    // Typing on: the new search replaces the one in flight, which the page drops.
    await search.pressSequentially(".g");
    await expect.poll(() => heldFor("maria.g") !== undefined).toBe(true);
    await expect.poll(() => failed.includes(heldFor("maria")!.request())).toBe(true);
    await expect(table).toHaveAttribute("aria-busy", "true");
    expect(await rowEmails(page)).toEqual(before);

    await heldFor("maria.g")!.continue();
    // The search's rows: the e-mail contains the text in any letter case (no source's name does).
    const wanted = (await dbRows(request)).filter((r) => r.email.toLowerCase().includes("maria.g"));
    expect(wanted.length).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(firstPage(wanted.length));
    await expect(table).toHaveAttribute("aria-busy", "false");
    expect(await rowEmails(page)).toEqual(pageOf(wanted, 0));
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("the whole list's CSV comes in parallel batches with progress, and Cancel stops it", async ({ page, request }) => {
    test.setTimeout(90_000);
    const total = await dbCount(request);
    await signIn(page, "/email-list");
    await expect(countLine(page)).toHaveText(firstPage(total), { timeout: 20_000 });
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    let downloads = 0;
    page.on("download", () => downloads++);

    // Cancel: hold the batches; four are on their way at once.
    const held: Route[] = [];
    await page.route((url) => url.pathname.endsWith("/rest/v1/rpc/subscriber_export_rows"), (route) => void held.push(route));
    await exportButton.click();
    const progress = page.getByTestId("export-progress");
    await expect(progress.getByRole("status")).toHaveText(`0 of ${fmt(total)} rows`);
    await expect(exportButton).toBeDisabled();
    await expect.poll(() => held.length).toBe(4);
    await progress.getByRole("button", { name: "Cancel export" }).click();
    await expectToast(page, "Export cancelled");
    await expect(progress).toHaveCount(0);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    expect(downloads).toBe(0);

    // The whole list: every row, newest first, a few requests in flight, progress as it goes.
    let inFlight = 0;
    let most = 0;
    let requests = 0;
    page.on("request", (r) => isExport(r) && (requests++, (most = Math.max(most, ++inFlight))));
    const settled = (r: Request) => isExport(r) && inFlight--;
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __progress: string[] }).__progress = []);
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="export-progress"] [role="status"]')?.textContent;
        if (text && text !== seen[seen.length - 1]) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const file = await download(page, exportButton);
    expect(file.name).toBe(`subscribers-${today()}.csv`);
    expectCsv(file.text, await dbRows(request));
    expect(most).toBe(4);
    // A dozen time slices, up to 5,000 rows per request.
    expect(requests).toBeLessThanOrEqual(12 + Math.ceil(total / 5000));
    const seen = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    const done = seen.map((s) => Number(s.match(/^([\d,]+) of /)![1]!.replace(/,/g, "")));
    expect(done.some((n) => n > 0 && n < total), seen.join(" | ")).toBe(true);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    await expectToast(page, `Exported ${fmt(total)} subscribers to subscribers-${today()}.csv.`);
  });
});

test.describe("/subscription-audit", () => {
  test("a full run: eleven checks, June 2024, lost records and the double opt-in's figures, summary and toast, and no test row left behind", async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, "/subscription-audit");
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Audit" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(/No results yet/)).toBeVisible();

    // The figures the run read (it asks audit_signup_health once, memoized): other specs sign up and
    // delete rows meanwhile, so a second count a few seconds later could differ (this month's row did).
    const pageHealth = page.waitForResponse((r) => r.url().includes("/rest/v1/rpc/audit_signup_health") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Run Audit" }).click();
    await expect(page.getByRole("button", { name: "Running Audit..." })).toBeDisabled();
    await expect(page.getByTestId("audit-progress")).toHaveText(/\.\.\.$/);
    await expect(page.getByTestId("audit-summary")).toHaveCount(0);
    await expect(page.getByTestId("audit-summary")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("button", { name: "Run Audit" })).toBeEnabled();

    // The double opt-in's figures as the database counted them for this run, through the audit's own
    // rules. How the function counts is proven against PGlite and PostgreSQL (tests/audit-reads.test.ts).
    const healthAnswer = await pageHealth;
    expect(healthAnswer.ok(), await healthAnswer.text()).toBe(true);
    const health = (await healthAnswer.json()) as SignupHealth;
    // The service key may ask too.
    const healthRes = await request.post("/supabase/rest/v1/rpc/audit_signup_health", { headers: SERVICE, data: {} });
    expect(healthRes.ok(), await healthRes.text()).toBe(true);

    const checks = page.getByTestId("audit-results").locator("li[data-check]");
    const outcome = await checks.evaluateAll((lis) => lis.map((li) => [(li as HTMLElement).dataset.check, (li as HTMLElement).dataset.status]));
    expect(outcome.slice(0, 10)).toEqual([
      ["database_connection", "success"],
      ["table_structure", "success"],
      ["rls_policies", "success"],
      ["email_validation", "success"],
      ["duplicate_handling", "success"],
      // No analytics ids in the local build: a warning, whatever the visitor's consent.
      ["analytics_tracking", "warning"],
      // Through the local signup function, which refuses a request without a Turnstile token.
      ["form_submission_flow", "success"],
      ["pending_confirmations", pendingOutcome(health).status],
      ["confirmation_rate", confirmationOutcome(health).status],
      ["unsubscribes", "success"],
    ]);
    // Mail moves while we look (the local sender runs every few seconds): its check is one of the two.
    expect(outcome[10]?.[0]).toBe("mail_delivery");
    expect(["success", "warning"]).toContain(outcome[10]?.[1]);

    const rls = checks.filter({ hasText: "Row-Level Security" });
    await expect(rls).toContainText("The public key can't call subscribe(), insert, read or delete: visitors sign up through the signup function only.");
    await rls.getByText("Details").click();
    await expect(rls.locator("pre")).toContainText('"anonymousSubscribe": "refused (42501');
    await expect(rls.locator("pre")).toContainText('"anonymousDirectInsert": "refused (');
    await expect(rls.locator("pre")).toContainText('"teamRead": "allowed"');
    const flow = checks.filter({ hasText: "Form Submission Flow" });
    await flow.getByText("Details").click();
    await expect(flow.locator("pre")).toContainText('"signupWithoutTurnstile": "400 turnstile_failed"');
    await expect(flow.locator("pre")).toContainText('"storedStatus": "pending"');
    await expect(flow.locator("pre")).toContainText('"mailsQueued": 0');

    // June 2024, counted against the database (every sign-up, whatever its state).
    const june = await dbRows(request, JUNE_2024, "all");
    await expect(page.getByTestId("june-june-sign-ups")).toHaveText(String(june.length));
    const juneIssues = await page.getByTestId("june-analysis").locator("[data-issue]").count();
    expect(juneIssues).toBeGreaterThan(0); // the demo data has a quiet June

    // Lost records: at most 10 per search, then '... and N more records'.
    const lost = page.getByTestId("lost-records");
    const wide = lost.locator('[data-search="Campaign and test sources"]');
    const count = Number((await wide.locator("span").first().textContent())!.replace(/[^\d]/g, ""));
    expect(count).toBeGreaterThan(10);
    await expect(wide.locator("li[data-record]")).toHaveCount(10);
    await expect(wide.getByText(`... and ${(count - 10).toLocaleString("en-US")} more records`)).toBeVisible();

    // The double opt-in's card: its figures are the database's.
    const card = page.getByTestId("signup-health");
    await expect(card.getByRole("heading", { name: "Double opt-in" })).toBeVisible();
    await expect(page.getByTestId("health-pending-over-week")).toHaveText(fmt(health.pending.olderThan7Days));
    const newestMonth = health.confirmation.months.at(-1);
    if (newestMonth) {
      await expect(card.getByRole("table", { name: "Confirmation rate by month" }).getByRole("row").nth(1)).toContainText(fmt(newestMonth.signUps));
    }

    await expect(page.getByTestId("audit-summary")).toContainText("issues detected");
    await expectToast(page, "Audit Complete");
    const failed = outcome.filter(([, status]) => status !== "success").length;
    await expectToast(page, `Found ${failed + juneIssues} issues that need attention.`);

    await page.getByTestId("audit-results").getByText("Details").first().click();
    expect(await seriousViolations(page)).toEqual([]);

    // Every test sign-up the audit made was deleted again, whatever its state.
    expect(await dbRows(request, "email like 'audit-%'", "all")).toEqual([]);
  });
});
