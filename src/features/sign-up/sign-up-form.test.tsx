import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { en as words } from "~/content/sign-up/en";
import { es as wordsEs } from "~/content/sign-up/es";
import type { SignUpSource } from "~/content/sign-up/sources";
import { toastStore } from "~/lib/toast";
import { en as failures } from "~/content/failures/en";

/** The client's one call: rpc('subscribe', …), answering { data, error }. */
const rpc = vi.fn();
// supabase-js's builder: the sign-up hands it its timeout's signal, then awaits it.
// The failures' words travel with the client's chunk (./describe-failure): the real ones.
vi.mock("~/features/subscribers/client", async () => ({
  supabaseClient: () => ({ rpc: (...args: unknown[]) => ({ abortSignal: () => rpc(...args) }) }),
  failureDescriber: (await vi.importActual<typeof import("~/features/subscribers/describe-failure")>("~/features/subscribers/describe-failure")).failureDescriber,
}));
const track = vi.fn();
vi.mock("~/lib/analytics", () => ({ track: (...args: unknown[]) => track(...args) }));

const { SignUpForm } = await import("./sign-up-form");

function lastToast() {
  return toastStore.getSnapshot()[0];
}

function setup(source: SignUpSource = "EmailSignUpPage") {
  const user = userEvent.setup();
  render(<SignUpForm words={words} source={source} />);
  const field = screen.getByPlaceholderText("Enter your email address");
  const button = screen.getByRole("button", { name: "Sign Me Up & Get The Goods!" });
  return { user, field, button };
}

beforeEach(() => {
  rpc.mockReset();
  track.mockReset();
});
afterEach(() => {
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

  it("empty: 'Heads up! 📧', tracked as a failed 'email_signup' submission, nothing sent", async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Heads up! 📧", description: "Please enter your email address.", variant: "destructive" });
    expect(track).toHaveBeenCalledWith("form_submission", expect.objectContaining({ form_name: "email_signup", success: false, reason: "empty" }));
    expect(rpc).not.toHaveBeenCalled();
  });

  it("malformed: 'Oops! 😬', tracked, the value kept", async () => {
    const { user, field, button } = setup();
    await user.type(field, "host@rental");
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Oops! 😬", description: "Please enter a valid email address.", variant: "destructive" });
    expect(track).toHaveBeenCalledWith("form_submission", expect.objectContaining({ form_name: "email_signup", reason: "invalid" }));
    expect(field).toHaveValue("host@rental");
  });

  it("while submitting: 'Subscribing...', field and button disabled; on success the toast and a cleared field", async () => {
    let finish: (v: { data: string; error: null }) => void = () => {};
    rpc.mockReturnValue(new Promise((r) => (finish = r)));
    const { user, field, button } = setup("GoogleWorkspaceArticle");
    await user.type(field, "  host@rental.example ");
    await user.click(button);
    expect(button).toHaveTextContent("Subscribing...");
    expect(button).toBeDisabled();
    expect(field).toBeDisabled();
    expect(rpc).toHaveBeenCalledWith("subscribe", { email: "host@rental.example", source: "GoogleWorkspaceArticle", lang: "en", website: "" });
    await act(async () => finish({ data: "created", error: null }));
    expect(lastToast()).toMatchObject({
      title: "Awesome! 🎉 You're In!",
      description: "Thanks for subscribing! Keep an eye on your inbox for our exclusive content.",
    });
    expect(field).toHaveValue("");
    expect(field).toBeEnabled();
    expect(button).toHaveTextContent("Sign Me Up & Get The Goods!");
    expect(track).not.toHaveBeenCalled();
  });

  it("already subscribed: the info toast, value kept", async () => {
    rpc.mockResolvedValue({ data: "already_subscribed", error: null });
    const { user, field, button } = setup();
    await user.type(field, "HOST@rental.example");
    await user.click(button);
    expect(lastToast()).toMatchObject({
      title: "You're already on the list! 👍",
      description: "This email address has already been subscribed.",
      variant: "info",
    });
    expect(field).toHaveValue("HOST@rental.example");
  });

  it("other failure: 'Subscription Failed' with the sentence of its kind, never the error's own words; the address kept", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: "42501", message: "permission denied for function subscribe" } });
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.refused, variant: "destructive" });
    expect(field).toHaveValue("host@rental.example");

    rpc.mockResolvedValueOnce({ data: null, error: { code: "" } });
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.service });

    rpc.mockResolvedValueOnce({ data: null, error: { message: "TypeError: Failed to fetch", details: "", hint: "", code: "" } });
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.offline });

    rpc.mockRejectedValueOnce(new DOMException("signal timed out", "TimeoutError"));
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: failures.timeout });
    expect(field).toHaveValue("host@rental.example");
  });

  it("too many sign-ups from one network: 'Subscription Failed', a refusal, value kept", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: "PT429", message: "Too many sign-ups from your network in the last hour. Please try again later." } });
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    expect(lastToast()).toMatchObject({
      title: "Subscription Failed",
      description: failures.refused,
      variant: "destructive",
    });
    expect(field).toHaveValue("host@rental.example");
  });

  it("the honeypot: hidden from people and assistive technology, out of the tab order; what a bot types in it is sent along", async () => {
    rpc.mockResolvedValue({ data: "created", error: null });
    const { user, field, button } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest("[aria-hidden]")).toHaveAttribute("aria-hidden", "true");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
    await user.type(field, "bot@rental.example");
    trap.value = "https://bot.example";
    await user.click(button);
    expect(rpc).toHaveBeenCalledWith("subscribe", expect.objectContaining({ email: "bot@rental.example", website: "https://bot.example" }));
    // The bot is told it worked, like anyone.
    expect(lastToast()).toMatchObject({ title: "Awesome! 🎉 You're In!" });
  });

  it("on a Spanish page (/es/suscribirse): the Spanish words and toasts, and the row records lang 'es' with the same source", async () => {
    rpc.mockResolvedValue({ data: "created", error: null });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: "/es/suscribirse", element: <SignUpForm words={wordsEs} source="EmailSignUpPage" /> }], {
      initialEntries: ["/es/suscribirse"],
    });
    render(<RouterProvider router={router} />);
    const field = screen.getByRole("textbox", { name: "Correo electrónico" });
    const button = screen.getByRole("button", { name: wordsEs.submit });
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: wordsEs.empty.title, description: wordsEs.empty.description });
    await user.type(field, "anfitriona@renta.example");
    await user.click(button);
    expect(rpc).toHaveBeenCalledWith("subscribe", { email: "anfitriona@renta.example", source: "EmailSignUpPage", lang: "es", website: "" });
    expect(lastToast()).toMatchObject({ title: wordsEs.subscribed.title, description: wordsEs.subscribed.description });
  });
});
