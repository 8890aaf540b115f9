import { en as failures } from "../src/content/failures/en";
import { en as consent } from "../src/content/sign-up-consent/en";
import { CONSENT_VERSION } from "../src/content/consent/versions";
import { expect, test, type Page } from "@playwright/test";
import { DEFAULT_SECRET_KEY } from "../local-services/supabase/stand-in.mjs";
import { expectToast } from "./helpers";

const FIELD = "Enter your email address";
const SUBMIT = "Sign Me Up & Get The Goods!";
/** The one call a sign-up makes: the signup Edge Function (Turnstile, subscribe(), the confirmation mail). */
const INSERT_URL = "**/supabase/functions/v1/signup*";
const isSubscribe = (url: string) => url.includes("/supabase/functions/v1/signup");
const SERVICE_KEY = process.env.LOCAL_SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY;

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@rental.example`;

function toasts(page: Page) {
  return page.getByRole("region", { name: /notifications/i });
}

test.beforeAll(async ({ request }) => {
  // The stand-in's database may still be warming up: wait for it once, not inside each test.
  test.setTimeout(90_000);
  const res = await request.get("/supabase/auth/v1/health", {
    headers: { apikey: "sb_publishable_cxfusion-local-stand-in-key" },
    timeout: 80_000,
  });
  expect(res.ok()).toBe(true);
});

test.beforeEach(async ({ page }) => {
  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("shows the sign-up page's content", async ({ page }) => {
  await expect(page.getByPlaceholder(FIELD)).toHaveAttribute("type", "email");
  await expect(page.getByPlaceholder(FIELD)).toHaveAttribute("required", "");
  await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();
  const audit = page.getByRole("link", { name: /Get My Free CX Audit/ });
  await expect(audit).toHaveAttribute("target", "_blank");
  await expect(audit).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("heading", { name: "What You'll Get By Subscribing:" })).toBeVisible();
  for (const item of [
    "Exclusive STR hosting tips and strategies",
    "Early access to new DIY Toolkits and features",
    "Special community-only offers and discounts",
  ]) {
    await expect(page.getByText(item)).toBeVisible();
  }
  await expect(page.getByText("We respect your privacy. No spam, ever. Unsubscribe anytime.")).toBeVisible();
  // The consent words of the current version and the short privacy notice, beside the form.
  await expect(page.getByText(consent.consentText)).toBeVisible();
  await expect(page.getByRole("link", { name: consent.noticeLink })).toHaveAttribute("href", "/privacy");
  // The shared footer with the logo follows.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /home$/ }).first()).toBeVisible();
});

test("empty: 'Heads up! 📧' and nothing is sent", async ({ page }) => {
  let sent = false;
  page.on("request", (r) => {
    if (r.url().includes("/supabase/")) sent = true;
  });
  await page.getByRole("button", { name: SUBMIT }).click();
  await expectToast(page, "Heads up! 📧");
  await expect(toasts(page).getByText("Please enter your email address.")).toBeVisible();
  expect(sent).toBe(false);
});

for (const [label, value, browserValid] of [
  ["no at-sign (the browser's own check would object too)", "host.rental.example", false],
  ["no dot after the at-sign (the browser would let it through)", "host@rental", true],
] as const) {
  test(`malformed, ${label}: 'Oops! 😬', no browser bubble first`, async ({ page }) => {
    const field = page.getByPlaceholder(FIELD);
    await field.fill(value);
    await field.press("Enter");
    await expectToast(page, "Oops! 😬");
    await expect(toasts(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(field).toHaveValue(value);
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(browserValid);
  });
}

test("success: the trimmed e-mail goes to the signup function with page, consent version and a Turnstile token; toast, field cleared", async ({ page }) => {
  const email = uniqueEmail("ok");
  const field = page.getByPlaceholder(FIELD);
  await field.fill(`  ${email}  `);
  const [request] = await Promise.all([
    page.waitForRequest((r) => isSubscribe(r.url()) && r.method() === "POST"),
    page.getByRole("button", { name: SUBMIT }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    email,
    source: "EmailSignUpPage",
    lang: "en",
    page: "/subscribe",
    consentVersion: CONSENT_VERSION,
    website: "",
    turnstileToken: expect.stringMatching(/\S/),
  });
  expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
  await expectToast(page, "Awesome! 🎉 You're In!");
  await expect(toasts(page).getByText("Thanks for subscribing! Check your inbox and click the link in our e-mail to confirm your address.")).toBeVisible();
  await expect(field).toHaveValue("");
});

test("duplicate of a confirmed address, in another letter case: 'You're already on the list! 👍'", async ({ page, request }) => {
  const email = uniqueEmail("dup");
  const field = page.getByPlaceholder(FIELD);
  await field.fill(email);
  await page.getByRole("button", { name: SUBMIT }).click();
  await expectToast(page, "Awesome! 🎉 You're In!");
  // Confirmed through the link in its mail (until then a second sign-up is a new confirmation mail).
  const mailTo = `/local-mail/api/messages?to=${encodeURIComponent(email)}`;
  let links: string[] = [];
  await expect.poll(async () => (links = ((await (await request.get(mailTo)).json()) as { links: string[] }[])[0]?.links ?? []).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.goto(links.find((l) => l.includes("/confirm-subscription?token="))!);
  await expect(page.getByRole("heading", { level: 1, name: "You're confirmed! 🎉" })).toBeVisible();
  await page.goto("/subscribe");

  await field.fill(email.toUpperCase());
  const [response] = await Promise.all([
    page.waitForResponse((r) => isSubscribe(r.url()) && r.request().method() === "POST"),
    page.getByRole("button", { name: SUBMIT }).click(),
  ]);
  expect(await response.json()).toMatchObject({ code: "already_subscribed" });
  await expectToast(page, "You're already on the list! 👍");
  await expect(toasts(page).getByText("This email address has already been subscribed.")).toBeVisible();
  await expect(field).toHaveValue(email.toUpperCase());
});

test("other failure: 'Subscription Failed' with the failure in words (never the server's), e-mail kept", async ({ page }) => {
  await page.route(INSERT_URL, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "error", message: "The database is taking a short break" }),
    }),
  );
  const email = uniqueEmail("fail");
  const field = page.getByPlaceholder(FIELD);
  await field.fill(email);
  await page.getByRole("button", { name: SUBMIT }).click();
  await expectToast(page, "Subscription Failed");
  await expect(toasts(page).getByText(failures.service)).toBeVisible();
  await expect(toasts(page).getByText("The database is taking a short break")).toHaveCount(0);
  await expect(field).toHaveValue(email);
});

test("while submitting: 'Subscribing...', field and button disabled", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(INSERT_URL, async (route) => {
    await held;
    await route.continue();
  });
  const field = page.getByPlaceholder(FIELD);
  await field.fill(uniqueEmail("busy"));
  await page.getByRole("button", { name: SUBMIT }).click();
  const busy = page.getByRole("button", { name: "Subscribing..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(field).toBeDisabled();
  release();
  await expectToast(page, "Awesome! 🎉 You're In!");
  await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();
  await expect(field).toBeEnabled();
  await expect(field).toHaveValue("");
});

test("a bot that fills the hidden honeypot is told it worked, and nothing is stored", async ({ page, request }) => {
  const email = uniqueEmail("bot");
  const trap = page.locator('input[name="website"]');
  // Hidden from people: off-screen, out of the tab order, not in the accessibility tree.
  await expect(trap).not.toBeInViewport();
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await trap.fill("https://bot.example", { force: true });
  await page.getByPlaceholder(FIELD).fill(email);
  await page.getByRole("button", { name: SUBMIT }).click();
  await expectToast(page, "Awesome! 🎉 You're In!");
  // Read in SQL with the service key (the stand-in's /pg/query: its REST interface exposes no table).
  const stored = await request.post("/supabase/pg/query", {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
    data: { query: "select email from public.subscribers where email = $1", parameters: [email] },
  });
  expect(stored.ok()).toBe(true);
  expect(await stored.json()).toEqual([]);
});

test("the public key can't write to the table itself: one POST of 1,000 rows is refused", async ({ request }) => {
  const key = "sb_publishable_cxfusion-local-stand-in-key";
  const res = await request.post("/supabase/rest/v1/subscribers", {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: Array.from({ length: 1000 }, (_, i) => ({ email: `gamer-${i}@bulk.example`, source: "Bulk gaming top source" })),
  });
  // The stand-in exposes no table (404 PGRST205); Supabase, where it exists, refuses the grant (401 42501).
  expect([401, 404]).toContain(res.status());
});
