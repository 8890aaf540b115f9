import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en as words } from "~/content/confirm-subscription/en";
import { es as wordsEs } from "~/content/confirm-subscription/es";
import { en as failures } from "~/content/failures/en";
import { ConfirmView } from "./confirm-view";

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
let n = 0;
/** A fresh token per test: confirmations are remembered per token for the page's lifetime. */
const freshToken = () => (++n).toString(16).padStart(64, "a");

function open(path: string, view = <ConfirmView words={words} />) {
  const router = createMemoryRouter([{ path: path.split("?")[0]!, element: view }], { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
const body = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1].body)) as Record<string, unknown>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ConfirmView", () => {
  it("confirmed: posts the token once (strict mode's double effects included), then the heading, focused, inside a status region", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "confirmed", lang: "en" }));
    const token = freshToken();
    open(`/confirm-subscription?token=${token}`);
    const heading = await screen.findByRole("heading", { level: 1, name: words.confirmed.title });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/functions\/v1\/confirm$/);
    expect(body()).toEqual({ token });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).not.toHaveAttribute("role");
    expect(heading.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(words.confirmed.next)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.home })).toHaveAttribute("href", "/");
  });

  it("already confirmed: the friendly words", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "already_confirmed", lang: "en" }));
    open(`/confirm-subscription?token=${freshToken()}`);
    expect(await screen.findByRole("heading", { name: words.alreadyConfirmed.title })).toBeInTheDocument();
  });

  it("missing or malformed token: unknown, with a link to sign up, and nothing posted", async () => {
    open("/confirm-subscription");
    expect(await screen.findByRole("heading", { name: words.unknown.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.subscribe })).toHaveAttribute("href", "/subscribe");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tampered token the function doesn't know: unknown", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "unknown", lang: null }));
    open(`/confirm-subscription?token=${freshToken()}`);
    expect(await screen.findByRole("heading", { name: words.unknown.title })).toBeInTheDocument();
  });

  it.each([
    ["expired", words.expired.title],
    ["used", words.used.title],
  ] as const)("%s: says so, and 'Send me a new link' resends (mail sent / already sent today)", async (code, title) => {
    const user = userEvent.setup();
    const token = freshToken();
    fetchMock.mockReturnValueOnce(answer(200, { code, lang: "en" })).mockReturnValueOnce(answer(200, { code: "pending", mail: "sent", lang: "en" }));
    open(`/confirm-subscription?token=${token}`);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: words.resend.button }));
    expect(await screen.findByText(words.resend.sent)).toBeInTheDocument();
    expect(body(1)).toEqual({ token, resend: true });
    expect(screen.queryByRole("button", { name: words.resend.button })).toBeNull();
  });

  it("resend past the day's limit: already sent today", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(answer(200, { code: "expired", lang: "en" })).mockReturnValueOnce(answer(200, { code: "mail_limit", mail: "none" }));
    open(`/confirm-subscription?token=${freshToken()}`);
    await user.click(await screen.findByRole("button", { name: words.resend.button }));
    expect(await screen.findByText(words.resend.limit)).toBeInTheDocument();
  });

  it("the function can't be reached: the failure in words and 'Try again', which posts again", async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockReturnValueOnce(answer(200, { code: "confirmed", lang: "en" }));
    open(`/confirm-subscription?token=${freshToken()}`);
    expect(await screen.findByRole("heading", { name: words.failed.title })).toBeInTheDocument();
    expect(screen.getByText(failures.offline)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: words.failed.retry }));
    expect(await screen.findByRole("heading", { name: words.confirmed.title })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("in Spanish: the Spanish words and links", async () => {
    fetchMock.mockReturnValue(answer(200, { code: "confirmed", lang: "es" }));
    open(`/es/confirmar-suscripcion?token=${freshToken()}`, <ConfirmView words={wordsEs} />);
    expect(await screen.findByRole("heading", { name: wordsEs.confirmed.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: wordsEs.home })).toHaveAttribute("href", "/es/");
  });
});
