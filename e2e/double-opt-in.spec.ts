import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { en as signUpEn } from "../src/content/sign-up/en";
import { es as signUpEs } from "../src/content/sign-up/es";
import { en as consentEn } from "../src/content/sign-up-consent/en";
import { es as consentEs } from "../src/content/sign-up-consent/es";
import { en as confirmEn } from "../src/content/confirm-subscription/en";
import { es as confirmEs } from "../src/content/confirm-subscription/es";
import { en as unsubscribeEn } from "../src/content/unsubscribe/en";
import { es as unsubscribeEs } from "../src/content/unsubscribe/es";
import { en as myDataEn } from "../src/content/my-data/en";
import { es as myDataEs } from "../src/content/my-data/es";
import { DEFAULT_SECRET_KEY } from "../local-services/supabase/stand-in.mjs";
import { CONSENT_VERSION } from "../src/content/consent/versions";
import { expectToast, FIRST_LOAD, signInTeamPage } from "./helpers";

const SERVICE_KEY = process.env.LOCAL_SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY;

/**
 * The double opt-in end to end, in both languages, against the local stand-ins: the signup
 * function, Turnstile's stand-in, the mail stand-in (/local-mail) and its outbox runner
 * (docs/decisions/2026-11-28-double-opt-in.md).
 */

type Mail = { id: string; to: string[]; subject: string; html: string | null; text: string | null; headers: Record<string, string>; links: string[] };

const LANGS = {
  en: {
    subscribe: "/subscribe",
    signUp: signUpEn,
    consent: consentEn,
    confirm: confirmEn,
    unsubscribe: unsubscribeEn,
    myData: myDataEn,
    myDataPath: "/my-data",
  },
  es: {
    subscribe: "/es/suscribirse",
    signUp: signUpEs,
    consent: consentEs,
    confirm: confirmEs,
    unsubscribe: unsubscribeEs,
    myData: myDataEs,
    myDataPath: "/es/mis-datos",
  },
} as const;

const uniqueEmail = (label: string) => `doi-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/local-mail/api/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mail[];
}

/** Waits until `count` mails went to the address (the outbox runs every few seconds). */
async function waitForMails(request: APIRequestContext, to: string, count = 1, timeout = 30_000): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect.poll(async () => (mails = await mailsTo(request, to)).length, { timeout, intervals: [250, 500, 1000] }).toBeGreaterThanOrEqual(count);
  return mails;
}

/** A toast's text (the live region repeats it: read it in the notifications region). */
const toastText = (page: Page, text: string) => page.getByRole("region", { name: /notifications|notificaciones/i }).getByText(text, { exact: true });

/** The row's status, read with the service key (the team's view of it). */
async function statusOf(request: APIRequestContext, email: string): Promise<string | null> {
  // In SQL with the service key: the stand-in's /pg/query (its REST interface exposes no table).
  const res = await request.post("/supabase/pg/query", {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
    data: { query: "select status from public.subscribers where email = $1", parameters: [email] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const rows = (await res.json()) as { status: string }[];
  return rows[0]?.status ?? null;
}

/**
 * The outbox's rows to the address. Every mail goes out from one (supabase/migrations/…_double_opt_in.sql),
 * written before the function answers: none once the page has its answer, and none is or will be sent.
 */
async function outboxRowsTo(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.post("/supabase/pg/query", {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
    data: { query: "select count(*)::integer as n from private.mail_outbox where to_email = $1", parameters: [email] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { n: number }[])[0]!.n;
}

const header = (mail: Mail, name: string) => Object.entries(mail.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

async function signUp(page: Page, lang: keyof typeof LANGS, email: string) {
  const l = LANGS[lang];
  await page.goto(l.subscribe);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(l.consent.consentText)).toBeVisible();
  await page.getByPlaceholder(l.signUp.placeholder).fill(email);
  await page.getByRole("button", { name: l.signUp.submit }).click();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const res = await request.get("/supabase/auth/v1/health", { headers: { apikey: "sb_publishable_cxfusion-local-stand-in-key" }, timeout: 80_000 });
  expect(res.ok()).toBe(true);
});

for (const lang of ["en", "es"] as const) {
  const l = LANGS[lang];

  test(`${lang}: sign up → one confirmation mail in the page's language → confirm → already confirmed → one-click unsubscribe`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`flow-${lang}`);
    await signUp(page, lang, email);
    await expectToast(page, l.signUp.subscribed.title);
    await expect(toastText(page, l.signUp.subscribed.description)).toBeVisible();

    const [mail] = await waitForMails(request, email);
    expect(header(mail!, "Content-Language")).toBe(lang);
    const confirmLink = mail!.links.find((href) => /\/(confirm-subscription|es\/confirmar-suscripcion)\?token=/.test(href));
    expect(confirmLink, JSON.stringify(mail!.links)).toBeTruthy();
    expect(new URL(confirmLink!).pathname).toBe(lang === "en" ? "/confirm-subscription" : "/es/confirmar-suscripcion");

    expect(await statusOf(request, email)).toBe("pending");
    await page.goto(confirmLink!);
    const confirmed = page.getByRole("heading", { level: 1, name: l.confirm.confirmed.title });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toBeFocused();
    expect(await statusOf(request, email)).toBe("confirmed");

    // The same link again: friendly, nothing changes.
    await page.goto(confirmLink!);
    await expect(page.getByRole("heading", { level: 1, name: l.confirm.alreadyConfirmed.title })).toBeVisible();

    // Signing up again now: the spec's duplicate toast, and no new mail.
    await signUp(page, lang, email);
    await expectToast(page, l.signUp.duplicate.title);
    expect(await mailsTo(request, email)).toHaveLength(1);

    // RFC 8058 one-click: POST to the https URL of the List-Unsubscribe header.
    const listUnsubscribe = header(mail!, "List-Unsubscribe");
    expect(header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /<(https?:[^>]+)>/.exec(listUnsubscribe ?? "")?.[1];
    expect(oneClick, listUnsubscribe).toBeTruthy();
    const res = await request.post(oneClick!, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
    expect(res.status()).toBe(200);
    expect(await statusOf(request, email)).toBe("unsubscribed");
    // Repeatable.
    const again = await request.post(oneClick!, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
    expect(again.status()).toBe(200);
    expect(await statusOf(request, email)).toBe("unsubscribed");
  });

  test(`${lang}: a confirmed sign-up is in the team's list as confirmed, and in its CSV with its consent record`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`team-${lang}`);
    await signUp(page, lang, email);
    await expectToast(page, l.signUp.subscribed.title);
    const [mail] = await waitForMails(request, email);
    await page.goto(mail!.links.find((href) => /\?token=/.test(href) && !/cancel|unsubscribe/.test(href))!);
    await expect(page.getByRole("heading", { level: 1, name: l.confirm.confirmed.title })).toBeVisible();

    await page.goto("/email-list");
    await signInTeamPage(page);
    await expect(page.getByTestId("result-count")).toHaveText(/^Showing/, FIRST_LOAD);
    await page.getByPlaceholder("Search emails or sources...").fill(email);
    await expect(page.getByTestId("result-count")).toHaveText("Showing 1–1 of 1 subscribers");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();

    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^Export CSV/ }).click()]);
    const lines = (await readFile((await file.path())!, "utf8")).split("\r\n");
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split('","').map((c) => c.replace(/^"|"$/g, ""));
    // Email Address, Status, Language, Source, Signup Page, OPTIN_TIME, CONFIRM_TIME, Consent Version, Date Subscribed
    expect(cells.slice(0, 5)).toEqual([email, "confirmed", lang, "EmailSignUpPage", l.subscribe]);
    expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[7]).toBe(CONSENT_VERSION);
  });

  test(`${lang}: the unsubscribe page's button unsubscribes, and a second click is fine`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`unsub-${lang}`);
    await signUp(page, lang, email);
    await expectToast(page, l.signUp.subscribed.title);
    const [mail] = await waitForMails(request, email);
    const pageLink = mail!.links.find((href) => /\/(unsubscribe|es\/cancelar-suscripcion)\?token=/.test(href));
    expect(pageLink, JSON.stringify(mail!.links)).toBeTruthy();
    await page.goto(pageLink!);
    await page.getByRole("button", { name: l.unsubscribe.button }).click();
    await expect(page.getByRole("heading", { level: 1, name: l.unsubscribe.done.title })).toBeVisible();
    expect(await statusOf(request, email)).toBe("unsubscribed");
    // The form itself, posted by the browser (as before the app's JavaScript runs or if its fetch
    // fails): the function answers 303 back to the page with ?done=1.
    await page.goto(pageLink!);
    const form = page.locator('form[method="post"]');
    // The token reaches the action once the app has read the query string (the page is prerendered without it).
    await expect(form).toHaveAttribute("action", /\/functions\/v1\/unsubscribe\?token=[0-9a-f]{64}/);
    await form.evaluate((f: HTMLFormElement) => f.submit());
    await expect(page).toHaveURL(/[?&]done=1/);
    await expect(page.getByRole("heading", { level: 1, name: l.unsubscribe.done.title })).toBeVisible();
    // Back to the link and click again: still fine.
    await page.goto(pageLink!);
    await page.getByRole("button", { name: l.unsubscribe.button }).click();
    await expect(page.getByRole("heading", { level: 1, name: l.unsubscribe.done.title })).toBeVisible();
  });

  test(`${lang}: the data page mails what we hold, and its erase link erases`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`data-${lang}`);
    await signUp(page, lang, email);
    await expectToast(page, l.signUp.subscribed.title);
    await waitForMails(request, email, 1);

    await page.goto(l.myDataPath);
    await page.getByRole("textbox", { name: l.myData.fieldLabel }).fill(email);
    await page.getByRole("button", { name: l.myData.submit }).click();
    await expect(page.getByText(l.myData.sent)).toBeVisible();
    const mails = await waitForMails(request, email, 2);
    const report = mails.find((m) => m.links.some((href) => href.includes("erase=")));
    expect(report, mails.map((m) => m.subject).join(" | ")).toBeTruthy();
    expect(report!.text ?? report!.html ?? "").toContain(email);
    const eraseLink = report!.links.find((href) => href.includes("erase="))!;
    expect(new URL(eraseLink).pathname).toBe(l.myDataPath);

    await page.goto(eraseLink);
    await page.getByRole("button", { name: l.myData.erase.button }).click();
    await expect(page.getByText(l.myData.erase.erased)).toBeVisible();
    expect(await statusOf(request, email)).toBeNull();

    // The same neutral answer for an address that is not (any more) on the list, and no mail to it.
    const before = (await mailsTo(request, email)).length;
    await page.goto(l.myDataPath);
    await page.getByRole("textbox", { name: l.myData.fieldLabel }).fill(email);
    await page.getByRole("button", { name: l.myData.submit }).click();
    await expect(page.getByText(l.myData.sent)).toBeVisible();
    // No row to send it from (erasing removed the address's mails, and the request queued none):
    // nothing waits to be mailed, rather than a few seconds of nothing.
    expect(await outboxRowsTo(request, email)).toBe(0);
    expect(await mailsTo(request, email)).toHaveLength(before);
  });
}

test("Turnstile refusing: the form says the person check failed, and nothing is mailed", async ({ page, request }) => {
  const email = uniqueEmail("bot-check");
  await page.goto("/subscribe");
  await page.evaluate(() => localStorage.setItem("local-turnstile", "fail"));
  await signUp(page, "en", email);
  await expectToast(page, signUpEn.failed.title);
  await expect(toastText(page, signUpEn.turnstileFailed)).toBeVisible();
  await expect(page.getByPlaceholder(signUpEn.placeholder)).toHaveValue(email);
  // Refused before anything was stored: no row, so no mail now or later.
  expect(await statusOf(request, email)).toBeNull();
  expect(await outboxRowsTo(request, email)).toBe(0);
  expect(await mailsTo(request, email)).toHaveLength(0);
  await page.evaluate(() => localStorage.removeItem("local-turnstile"));
});

test("the mail service down for the address: the visitor reads the mail may take a few minutes, and it arrives once the fault is lifted", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("mail-down");
  await request.post("/local-mail/api/faults", { data: { to: email, down: true } });
  try {
    await signUp(page, "es", email);
    await expectToast(page, signUpEs.subscribed.title);
    await expect(toastText(page, `${signUpEs.subscribed.description} ${signUpEs.queued}`)).toBeVisible();
    // The function's one attempt has failed (the toast says so), and the outbox's next is 30 s on.
    expect(await mailsTo(request, email)).toHaveLength(0);
  } finally {
    await request.post("/local-mail/api/faults", { data: { to: email, down: false } });
  }
  // The outbox kept it, with its next try 30 s on (the backoff's first step): let that time pass
  // in SQL, so the runner's next tick (every 5 s) sends it, as it would half a minute later.
  const due = await request.post("/supabase/pg/query", {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
    data: { query: "update private.mail_outbox set next_attempt_at = now() where to_email = $1 and sent_at is null and failed_at is null returning id", parameters: [email] },
  });
  expect(due.ok(), await due.text()).toBe(true);
  expect((await due.json()) as unknown[]).toHaveLength(1);
  const [mail] = await waitForMails(request, email, 1, 30_000);
  expect(header(mail!, "Content-Language")).toBe("es");
});

test("a confirmation link with a tampered token says so and links to the sign-up page", async ({ page }) => {
  await page.goto(`/confirm-subscription?token=${"0".repeat(64)}`);
  await expect(page.getByRole("heading", { level: 1, name: confirmEn.unknown.title })).toBeVisible();
  await expect(page.getByRole("link", { name: confirmEn.subscribe })).toHaveAttribute("href", "/subscribe");
  await page.goto("/es/cancelar-suscripcion");
  await expect(page.getByRole("heading", { level: 1, name: unsubscribeEs.missing.title })).toBeVisible();
});

test("Turnstile loads only when a form comes on screen (the article's form is far down the page)", async ({ page }) => {
  const turnstile: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/local-turnstile/")) turnstile.push(r.url());
  });
  await page.goto("/why-creators-thrive-with-google-workspace", { waitUntil: "networkidle" });
  expect(turnstile).toEqual([]);
  await page.locator("#starter-kit").scrollIntoViewIfNeeded();
  await expect.poll(() => turnstile.length).toBeGreaterThan(0);
  expect(turnstile[0]).toContain("/local-turnstile/turnstile/v0/api.js?render=explicit");
});
