import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackInto } from "~/test/track-into";
import { createMemoryRouter, RouterProvider } from "react-router";
import { en as words } from "~/content/sign-up/en";
import { es as wordsEs } from "~/content/sign-up/es";
import { en as consentEn } from "~/content/sign-up-consent/en";
import { es as consentEs } from "~/content/sign-up-consent/es";
import { CONSENT_VERSION } from "~/content/consent/versions";
import type { SignUpSource } from "~/content/sign-up/sources";
import { toastStore } from "~/lib/toast";
import { en as failures } from "~/content/failures/en";

/** The signup function over fetch: each test answers (status, JSON) or throws. */
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
/** Turnstile: a token per submit, reset after use. */
const token = vi.fn(() => Promise.resolve("turnstile-token"));
const reset = vi.fn();
vi.mock("~/features/subscribers/use-turnstile", () => ({ useTurnstile: () => ({ token, reset }) }));
const send = vi.hoisted(() => vi.fn());
vi.mock("~/lib/analytics", async (original) => trackInto(send, await original()));
/** What GA4 was sent, as [name, params]. */
const track = () => send.mock.calls.map(([entry]) => [(entry as PlanEntry).ga4.name, (entry as PlanEntry).ga4.params]);

const { SignUpForm } = await import("./sign-up-form");
type PlanEntry = import("~/lib/measurement-plan").PlanEntry;

function lastToast() {
  return toastStore.getSnapshot()[0];
}

function sentBody(call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]![1].body)) as Record<string, unknown>;
}

function setup(source: SignUpSource = "EmailSignUpPage") {
  const user = userEvent.setup();
  render(<SignUpForm words={words} source={source} />);
  const field = screen.getByPlaceholderText("Enter your email address");
  const button = screen.getByRole("button", { name: "Sign Me Up & Get The Goods!" });
  return { user, field, button };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  token.mockClear();
  reset.mockClear();
  send.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
});

describe("SignUpForm", () => {
  it("keeps type=email and required for assistive technology, with noValidate so the toasts show", () => {
    const { field } = setup();
    expect(field).toHaveAttribute("type", "email");
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleName("Email address");
    expect(field.closest("form")).toHaveAttribute("novalidate");
  });

  it("shows the consent words of the current version and the short notice with a link to the privacy notice", () => {
    setup();
    expect(screen.getByText(consentEn.consentText)).toBeVisible();
    expect(screen.getByRole("link", { name: consentEn.noticeLink })).toHaveAttribute("href", "/privacy");
  });

  it("empty: 'Heads up! 📧', tracked as a failed 'email_signup' submission, nothing sent, no Turnstile token spent", async () => {
    const { user, button } = setup();
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Heads up! 📧", description: "Please enter your email address.", variant: "destructive" }));
    expect(track()).toEqual([["form_submission", expect.objectContaining({ form_name: "email_signup", success: false, reason: "empty" })]]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(token).not.toHaveBeenCalled();
  });

  it("malformed: 'Oops! 😬', tracked, the value kept", async () => {
    const { user, field, button } = setup();
    await user.type(field, "host@rental");
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Oops! 😬", description: "Please enter a valid email address.", variant: "destructive" }));
    expect(track()).toEqual([["form_submission", expect.objectContaining({ form_name: "email_signup", reason: "invalid" })]]);
    expect(field).toHaveValue("host@rental");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("while submitting: 'Subscribing...', disabled; sends the sign-up to the signup function; pending+sent: check your inbox, field cleared, Turnstile reset", async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (finish = r)));
    const { user, field, button } = setup("GoogleWorkspaceArticle");
    await user.type(field, "  host@rental.example ");
    await user.click(button);
    expect(button).toHaveTextContent("Subscribing...");
    expect(button).toBeDisabled();
    expect(field).toBeDisabled();
    // The sign-up's code is fetched on the first submit.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/functions\/v1\/signup$/);
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(init.headers).toHaveProperty("apikey");
    expect(sentBody()).toEqual({
      email: "host@rental.example",
      source: "GoogleWorkspaceArticle",
      lang: "en",
      page: window.location.pathname,
      consentVersion: CONSENT_VERSION,
      website: "",
      turnstileToken: "turnstile-token",
    });
    await act(async () => finish(await answer(200, { code: "pending", mail: "sent" })));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Awesome! 🎉 You're In!", description: words.subscribed.description, variant: "success" }));
    expect(words.subscribed.description).toMatch(/click the link/);
    expect(field).toHaveValue("");
    expect(field).toBeEnabled();
    expect(reset).toHaveBeenCalledTimes(1);
    // A new subscriber: GA4's sign_up and generate_lead (the form and the language), Meta's one Lead.
    expect(track()).toEqual([
      ["sign_up", expect.objectContaining({ method: "newsletter", form: "GoogleWorkspaceArticle", language: "en" })],
      ["generate_lead", expect.objectContaining({ form: "GoogleWorkspaceArticle", language: "en" })],
    ]);
    expect(send.mock.calls.map(([e]) => (e as PlanEntry).meta?.name ?? null)).toEqual([null, "Lead"]);
  });

  it("pending+queued: the same title, and the mail may take a few minutes", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "pending", mail: "queued" }));
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Awesome! 🎉 You're In!",
        description: `${words.subscribed.description} ${words.queued}`,
        variant: "success",
      }),
    );
    expect(words.queued).toMatch(/few minutes/);
    expect(field).toHaveValue("");
  });

  it("already subscribed: the info toast, value kept", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "already_subscribed", mail: "none" }));
    const { user, field, button } = setup();
    await user.type(field, "HOST@rental.example");
    await user.click(button);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "You're already on the list! 👍",
        description: "This email address has already been subscribed.",
        variant: "info",
      }),
    );
    expect(field).toHaveValue("HOST@rental.example");
  });

  it("mail limit: an info toast that a confirmation mail was already sent; value kept", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "mail_limit", mail: "none" }));
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ ...words.mailLimit, variant: "info" }));
    expect(field).toHaveValue("host@rental.example");
  });

  it("the function finds the address invalid: the spec's invalid toast", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "invalid", mail: "none" }));
    const { user, button, field } = setup();
    await user.type(field, "a@b.c");
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Oops! 😬", description: "Please enter a valid email address." }));
  });

  it("Turnstile refused: 'Subscription Failed' saying the person check failed; value kept; a new token next time", async () => {
    fetchMock.mockReturnValue(answer(400, { code: "turnstile_failed" }));
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: words.turnstileFailed, variant: "destructive" }));
    expect(field).toHaveValue("host@rental.example");
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("rate limited: 'Subscription Failed' with the function's message", async () => {
    fetchMock.mockReturnValue(answer(429, { code: "rate_limited", message: "Too many sign-ups from your network in the last hour. Please try again later." }));
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Subscription Failed",
        description: "Too many sign-ups from your network in the last hour. Please try again later.",
        variant: "destructive",
      }),
    );
  });

  it("other failures: 'Subscription Failed' with the sentence of their kind, never the error's own words; the address kept", async () => {
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");

    fetchMock.mockReturnValueOnce(answer(500, { code: "error", message: "relation does not exist" }));
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.service, variant: "destructive" }));

    fetchMock.mockReturnValueOnce(Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })));
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.service }));

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.offline }));

    fetchMock.mockRejectedValueOnce(new DOMException("signal timed out", "TimeoutError"));
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.timeout }));
    expect(field).toHaveValue("host@rental.example");
  });

  it("the honeypot: hidden from people and assistive technology, out of the tab order; what a bot types in it is sent along", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "pending", mail: "sent" }));
    const { user, field, button } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest("[aria-hidden]")).toHaveAttribute("aria-hidden", "true");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
    await user.type(field, "bot@rental.example");
    trap.value = "https://bot.example";
    await user.click(button);
    expect(sentBody()).toMatchObject({ email: "bot@rental.example", website: "https://bot.example" });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Awesome! 🎉 You're In!" }));
  });

  it("on a Spanish page (/es/suscribirse): the Spanish words, consent and toasts; lang 'es' and the page are sent", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "pending", mail: "sent" }));
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: "/es/suscribirse", element: <SignUpForm words={wordsEs} source="EmailSignUpPage" /> }], {
      initialEntries: ["/es/suscribirse"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText(consentEs.consentText)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: consentEs.noticeLink })).toHaveAttribute("href", "/es/aviso-de-privacidad");
    const field = screen.getByRole("textbox", { name: "Correo electrónico" });
    const button = screen.getByRole("button", { name: wordsEs.submit });
    await user.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: wordsEs.empty.title, description: wordsEs.empty.description }));
    await user.type(field, "anfitriona@renta.example");
    await user.click(button);
    expect(sentBody()).toMatchObject({ email: "anfitriona@renta.example", source: "EmailSignUpPage", lang: "es" });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: wordsEs.subscribed.title, description: wordsEs.subscribed.description }));
  });
});
