import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { LOCAL_SUPABASE_PUBLISHABLE_KEY as KEY } from "../local-services/local-env.mjs";
import { expectToast, VIEWPORTS } from "./helpers";

// The team tools against `npm start`: the real supabase-js client, the Supabase stand-in with
// the project's migration (row-level security included) and its demo data.

const TEAM = { email: "team@cxfusion.example", password: "local-team-password" };
const MEMBER = { email: "member@cxfusion.example", password: "local-member-password" };
const REST = "/supabase/rest/v1/subscribers";
const SEARCH = "Search emails or sources...";

type Row = { id: string; email: string; source: string | null; created_at: string };

// Dates and times in the table depend on the time zone: pin it.
test.use({ timezoneId: "UTC", locale: "en-US" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const res = await request.get("/supabase/auth/v1/health", { headers: { apikey: KEY }, timeout: 80_000 });
  expect(res.ok()).toBe(true);
});

async function teamToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/supabase/auth/v1/token?grant_type=password", { headers: { apikey: KEY }, data: TEAM });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token;
}

/** Every subscriber, read as the team through the REST interface (pages of 1,000). */
async function allRows(request: APIRequestContext, token: string, filter = ""): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await request.get(`${REST}?select=id,email,source,created_at&order=created_at.desc,id.desc&offset=${offset}&limit=1000${filter}`, {
      headers: { apikey: KEY, Authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as Row[];
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

/** Sign-ups made the way a visitor makes them (public key, plain insert), one after another. */
async function subscribe(request: APIRequestContext, rows: { email: string; source: string | null }[]) {
  for (const row of rows) {
    const res = await request.post(REST, {
      headers: { apikey: KEY, Authorization: `Bearer ${KEY}`, Prefer: "return=minimal" },
      data: row,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function remove(request: APIRequestContext, token: string, emails: string[]) {
  const list = emails.map((e) => `"${e.replace(/"/g, '\\"')}"`).join(",");
  await request.delete(`${REST}?email=in.(${encodeURIComponent(list)})`, { headers: { apikey: KEY, Authorization: `Bearer ${token}` } });
}

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function signIn(page: Page, path: string, who = TEAM) {
  await page.goto(path);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function openList(page: Page) {
  await signIn(page, "/email-list");
  await expect(page.getByTestId("result-count")).toHaveText(/^Showing [\d,]+ of [\d,]+ subscribers$/, { timeout: 20_000 });
}

const rowEmails = (page: Page) => page.getByTestId("subscriber-row").locator('[role="cell"]:first-child').allTextContents();

/** Four sign-ups under a unique marker, oldest first, with the timestamps the database gave them. */
async function markerRows(request: APIRequestContext, token: string) {
  const m = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const wanted = [
    { email: `${m}-alpha@hostco.example`, source: `${m}_src` },
    { email: `${m}-bravo@gmail.com`, source: "" },
    { email: `${m}-charlie@casa.example`, source: `${m}_src` },
    { email: `-${m}-delta@casa.example`, source: `=HYPERLINK("http://evil.example","${m}")` },
  ];
  await subscribe(request, wanted);
  const stored = await allRows(request, token, `&email=like.*${m}*`);
  expect(stored).toHaveLength(4);
  const byEmail = (e: string) => stored.find((r) => r.email === e)!;
  return { m, rows: wanted.map((w) => byEmail(w.email)), emails: wanted.map((w) => w.email) };
}

test.describe("team sign-in", () => {
  test("a wrong password is refused; the team account gets in, stays in after a reload, and signs out", async ({ page }) => {
    await page.goto("/email-list");
    await expect(page.getByRole("heading", { level: 1, name: "Subscriber List" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByLabel("Email").fill(TEAM.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Sign-in failed: Invalid login credentials");
    await expect(page.getByTestId("subscriber-table")).toHaveCount(0);

    await page.getByLabel("Password").fill(TEAM.password);
    await page.getByRole("button", { name: "Sign in" }).click();
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
    await expect(page.getByRole("button", { name: "Run Audit" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("an account without the team role is told it is not authorized, and reads nothing", async ({ page, request }) => {
    await signIn(page, "/subscription-audit", MEMBER);
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await expect(page.getByText(MEMBER.email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Run Audit" })).toHaveCount(0);
    // The database agrees: row-level security shows this account no rows.
    const token = (await (await request.post("/supabase/auth/v1/token?grant_type=password", { headers: { apikey: KEY }, data: MEMBER })).json()).access_token;
    const res = await request.get(`${REST}?select=email&limit=5`, { headers: { apikey: KEY, Authorization: `Bearer ${token}` } });
    expect(await res.json()).toEqual([]);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("a visitor with the public key reads no subscriber", async ({ request }) => {
    const headers = { apikey: KEY, Authorization: `Bearer ${KEY}` };
    const read = await request.get(`${REST}?select=*&limit=5`, { headers });
    const body = await read.text();
    expect([401, 403, 200]).toContain(read.status());
    if (read.status() === 200) expect(JSON.parse(body)).toEqual([]);
    expect(body).not.toMatch(/@/);
    const count = await request.head(`${REST}?select=*`, { headers: { ...headers, Prefer: "count=exact" } });
    expect(count.headers()["content-range"] ?? "*/0").not.toMatch(/\/[1-9]/);
    const byEmail = await request.get(`${REST}?select=email&email=eq.${encodeURIComponent(TEAM.email)}`, { headers });
    expect(await byEmail.text()).not.toMatch(/@/);
  });
});

test.describe("/email-list", () => {
  test("stats, the monthly chart and the source breakdown match the database", async ({ page, request }) => {
    const token = await teamToken(request);
    await openList(page);
    await expect(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, { timeout: 15_000 });
      const rows = await allRows(request, token);
      const now = Date.now();
      const within = (days: number) => rows.filter((r) => Date.parse(r.created_at) >= now - days * 86_400_000).length;
      const label = (s: string | null) => (s && s.trim() ? s : "unknown");
      const bySource = new Map<string, number>();
      const byMonth = new Map<string, number>();
      for (const r of rows) {
        bySource.set(label(r.source), (bySource.get(label(r.source)) ?? 0) + 1);
        const month = new Date(r.created_at).toISOString().slice(0, 7);
        byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
      }
      const top = [...bySource].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
      const stat = (name: string) => page.getByTestId(`stat-${name}`).getByTestId("stat-value");
      await expect(stat("total-subscribers")).toHaveText(rows.length.toLocaleString("en-US"), { timeout: 1000 });
      await expect(stat("last-30-days")).toHaveText(within(30).toLocaleString("en-US"), { timeout: 1000 });
      await expect(stat("last-7-days")).toHaveText(within(7).toLocaleString("en-US"), { timeout: 1000 });
      await expect(stat("top-source")).toHaveText(top, { timeout: 1000 });
      await expect(page.getByTestId("result-count")).toHaveText(`Showing ${rows.length.toLocaleString("en-US")} of ${rows.length.toLocaleString("en-US")} subscribers`);

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
    }).toPass({ timeout: 60_000 });
    await expect(page.locator("canvas")).toHaveCount(0); // plain HTML bars, no chart library
    await expect(page.getByText("Sign-ups per month")).toBeVisible();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });
    test("the signed-in list fits the screen and stays accessible", async ({ page }) => {
      await openList(page);
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByTestId("subscriber-row").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test("search, each filter, sort and Clear Filters", async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await teamToken(request);
    const { m, emails, rows } = await markerRows(request, token);
    try {
      await openList(page);
      const total = Number((await page.getByTestId("result-count").textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ""));
      const search = page.getByPlaceholder(SEARCH);
      const [alpha, bravo, charlie, delta] = emails as [string, string, string, string];

      // Search: e-mail or source, any letter case; newest first by default.
      await search.fill(m.toUpperCase());
      await expect(page.getByTestId("result-count")).toHaveText(`Showing 4 of ${total.toLocaleString("en-US")} subscribers`);
      expect(await rowEmails(page)).toEqual([delta, charlie, bravo, alpha]);
      await search.fill(`${m}_SRC`);
      await expect(page.getByTestId("result-count")).toHaveText(/^Showing 2 of/);
      expect(await rowEmails(page)).toEqual([charlie, alpha]);
      await search.fill(`zz-${m}-nobody`);
      await expect(page.getByText("No subscribers match your current filters.")).toBeVisible();
      await search.fill(m);

      // Filters panel.
      const toggle = page.getByRole("button", { name: "Filters", exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const range = page.getByLabel("Date range", { exact: true });
      const source = page.getByLabel("Source", { exact: true });
      const sort = page.getByLabel("Sort by", { exact: true });
      for (const r of ["7days", "30days", "90days"]) {
        await range.selectOption(r);
        await expect(page.getByTestId("result-count")).toHaveText(/^Showing 4 of/);
      }
      await range.selectOption("june2024");
      await expect(page.getByText("No subscribers match your current filters.")).toBeVisible();
      // June 2024 alone: exactly the rows of 2024-06-01 (inclusive) to 2024-07-01 (exclusive).
      await search.fill("");
      const june = await allRows(request, token, "&created_at=gte.2024-06-01T00:00:00Z&created_at=lt.2024-07-01T00:00:00Z");
      expect(june.length).toBeGreaterThan(0);
      await expect(page.getByTestId("result-count")).toHaveText(`Showing ${june.length} of ${total.toLocaleString("en-US")} subscribers`);
      await range.selectOption("all");
      await search.fill(m);

      await source.selectOption("unknown");
      await expect(page.getByTestId("result-count")).toHaveText(/^Showing 1 of/);
      expect(await rowEmails(page)).toEqual([bravo]);
      await source.selectOption(`${m}_src`);
      expect(await rowEmails(page)).toEqual([charlie, alpha]);
      await source.selectOption("all");

      await sort.selectOption("oldest");
      await expect.poll(() => rowEmails(page)).toEqual([alpha, bravo, charlie, delta]);
      await sort.selectOption("email");
      await expect.poll(() => rowEmails(page)).toEqual([delta, alpha, bravo, charlie]); // '-' sorts before letters
      await sort.selectOption("source");
      await expect.poll(() => rowEmails(page)).toEqual([delta, charlie, alpha, bravo]); // '=…', 'e2e…_src' (newest first), 'unknown'
      await sort.selectOption("newest");
      await expect.poll(() => rowEmails(page)).toEqual([delta, charlie, bravo, alpha]);

      // The table shows source, date and time of each row (UTC here).
      const first = page.getByTestId("subscriber-row").first().locator('[role="cell"]');
      await expect(first.nth(1)).toHaveText(`=HYPERLINK("http://evil.example","${m}")`);
      const at = new Date(rows[3]!.created_at);
      await expect(first.nth(2)).toHaveText(new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(at));
      await expect(first.nth(3)).toHaveText(new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at));

      await sort.selectOption("email");
      await source.selectOption("unknown");
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await expect(search).toHaveValue("");
      await expect(range).toHaveValue("all");
      await expect(source).toHaveValue("all");
      await expect(sort).toHaveValue("newest");
      await expect(page.getByTestId("result-count")).toHaveText(`Showing ${total.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} subscribers`);
      await toggle.click();
      await expect(range).toBeHidden();
    } finally {
      await remove(request, token, emails);
    }
  });

  test("Export CSV downloads exactly what the filters show", async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await teamToken(request);
    const { m, rows, emails } = await markerRows(request, token);
    try {
      await openList(page);
      await page.getByPlaceholder(SEARCH).fill(m);
      await expect(page.getByTestId("result-count")).toHaveText(/^Showing 4 of/);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
      const today = new Date().toISOString().slice(0, 10);
      expect(download.suggestedFilename()).toBe(`subscribers-${today}.csv`);
      const text = readFileSync((await download.path())!, "utf8");
      const iso = (r: Row) => new Date(r.created_at).toISOString();
      const [alpha, bravo, charlie, delta] = rows as [Row, Row, Row, Row];
      expect(text).toBe(
        [
          `"Email","Source","Date Subscribed"`,
          // A value starting with - or = is neutralized with a leading quote; inner quotes doubled.
          `"'${delta.email}","'=HYPERLINK(""http://evil.example"",""${m}"")","${iso(delta)}"`,
          `"${charlie.email}","${m}_src","${iso(charlie)}"`,
          `"${bravo.email}","unknown","${iso(bravo)}"`,
          `"${alpha.email}","${m}_src","${iso(alpha)}"`,
        ].join("\r\n"),
      );
      expect(iso(alpha)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      await expectToast(page, "Export Complete");
    } finally {
      await remove(request, token, emails);
    }
  });
});

test.describe("/subscription-audit", () => {
  test("a full run: seven checks, June 2024 and lost records, summary and toast, and no test row left behind", async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await teamToken(request);
    await signIn(page, "/subscription-audit");
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Audit" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(/No results yet/)).toBeVisible();

    await page.getByRole("button", { name: "Run Audit" }).click();
    await expect(page.getByRole("button", { name: "Running Audit..." })).toBeDisabled();
    await expect(page.getByTestId("audit-progress")).toHaveText(/\.\.\.$/);
    await expect(page.getByTestId("audit-summary")).toHaveCount(0);
    await expect(page.getByTestId("audit-summary")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("button", { name: "Run Audit" })).toBeEnabled();

    const checks = page.getByTestId("audit-results").locator("li[data-check]");
    const outcome = await checks.evaluateAll((lis) => lis.map((li) => [(li as HTMLElement).dataset.check, (li as HTMLElement).dataset.status]));
    expect(outcome).toEqual([
      ["database_connection", "success"],
      ["table_structure", "success"],
      ["rls_policies", "success"],
      ["email_validation", "success"],
      ["duplicate_handling", "success"],
      // No analytics ids in the local build: a warning, whatever the visitor's consent.
      ["analytics_tracking", "warning"],
      ["form_submission_flow", "success"],
    ]);
    await expect(checks.filter({ hasText: "Row-Level Security" })).toContainText("Anonymous visitors can subscribe but cannot read or delete the list");
    const rls = checks.filter({ hasText: "Row-Level Security" });
    await rls.getByText("Details").click();
    await expect(rls.locator("pre")).toContainText('"anonymousInsert": "allowed"');

    // June 2024, counted against the database.
    const june = await allRows(request, token, "&created_at=gte.2024-06-01T00:00:00Z&created_at=lt.2024-07-01T00:00:00Z");
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

    await expect(page.getByTestId("audit-summary")).toContainText("issues detected");
    await expectToast(page, "Audit Complete");
    await expectToast(page, `Found ${1 + juneIssues} issues that need attention.`);

    await page.getByTestId("audit-results").getByText("Details").first().click();
    expect(await seriousViolations(page)).toEqual([]);

    // Every test sign-up the audit made was deleted again.
    expect(await allRows(request, token, "&email=like.audit-*")).toEqual([]);
  });
});
