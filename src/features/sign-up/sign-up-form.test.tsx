import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "~/lib/toast";

const insert = vi.fn();
vi.mock("~/features/subscribers/client", () => ({ supabaseClient: () => ({ from: () => ({ insert }) }) }));
const track = vi.fn();
vi.mock("~/lib/analytics", () => ({ track: (...args: unknown[]) => track(...args) }));

const { SignUpForm } = await import("./sign-up-form");

function lastToast() {
  return toastStore.getSnapshot()[0];
}

function setup(source = "EmailSignUpPage") {
  const user = userEvent.setup();
  render(<SignUpForm source={source} />);
  const field = screen.getByPlaceholderText("Enter your email address");
  const button = screen.getByRole("button", { name: "Sign Me Up & Get The Goods!" });
  return { user, field, button };
}

beforeEach(() => {
  insert.mockReset();
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
    expect(insert).not.toHaveBeenCalled();
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
    let finish: (v: { error: null }) => void = () => {};
    insert.mockReturnValue(new Promise((r) => (finish = r)));
    const { user, field, button } = setup("GoogleWorkspaceArticle");
    await user.type(field, "  host@rental.example ");
    await user.click(button);
    expect(button).toHaveTextContent("Subscribing...");
    expect(button).toBeDisabled();
    expect(field).toBeDisabled();
    expect(insert).toHaveBeenCalledWith({ email: "host@rental.example", source: "GoogleWorkspaceArticle" });
    await act(async () => finish({ error: null }));
    expect(lastToast()).toMatchObject({
      title: "Awesome! 🎉 You're In!",
      description: "Thanks for subscribing! Keep an eye on your inbox for our exclusive content.",
    });
    expect(field).toHaveValue("");
    expect(field).toBeEnabled();
    expect(button).toHaveTextContent("Sign Me Up & Get The Goods!");
    expect(track).not.toHaveBeenCalled();
  });

  it("duplicate (23505): the info toast, value kept", async () => {
    insert.mockResolvedValue({ error: { code: "23505", message: "duplicate key value violates unique constraint" } });
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

  it("other failure: 'Subscription Failed' with the message, or the fallback when there is none", async () => {
    insert.mockResolvedValueOnce({ error: { code: "42501", message: "permission denied for table subscribers" } });
    const { user, field, button } = setup();
    await user.type(field, "host@rental.example");
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: "permission denied for table subscribers", variant: "destructive" });
    expect(field).toHaveValue("host@rental.example");

    insert.mockResolvedValueOnce({ error: { code: "" } });
    await user.click(button);
    expect(lastToast()).toMatchObject({ title: "Subscription Failed", description: "Could not subscribe. Please try again later." });
  });
});
