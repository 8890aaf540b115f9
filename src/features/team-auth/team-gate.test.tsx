import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TeamGate } from "./team-gate";
import { isTeamMember } from "./team-session";

type Listener = (event: string, session: unknown) => void;

/** supabase-js's auth surface the gate uses, with two accounts. */
function fakeClient(initial: "none" | "team" | "member" = "none") {
  const listeners = new Set<Listener>();
  const sessionFor = (who: "team" | "member") => ({
    access_token: "t",
    user: {
      email: who === "team" ? "team@cxfusion.example" : "member@cxfusion.example",
      app_metadata: who === "team" ? { role: "admin" } : {},
    },
  });
  let current: ReturnType<typeof sessionFor> | null = initial === "none" ? null : sessionFor(initial);
  const emit = (event: string) => listeners.forEach((l) => l(event, current));
  const calls: string[] = [];
  const client = {
    auth: {
      onAuthStateChange(cb: Listener) {
        listeners.add(cb);
        queueMicrotask(() => cb("INITIAL_SESSION", current));
        return { data: { subscription: { unsubscribe: () => listeners.delete(cb) } } };
      },
      async signInWithPassword({ email, password }: { email: string; password: string }) {
        calls.push(`signIn ${email}`);
        const who = email === "team@cxfusion.example" && password === "right" ? "team" : email === "member@cxfusion.example" && password === "right" ? "member" : null;
        if (!who) return { data: { session: null, user: null }, error: { message: "Invalid login credentials" } };
        current = sessionFor(who);
        emit("SIGNED_IN");
        return { data: current, error: null };
      },
      async signOut() {
        calls.push("signOut");
        current = null;
        emit("SIGNED_OUT");
        return { error: null };
      },
    },
  } as unknown as SupabaseClient;
  const loadClient = () => Promise.resolve(client);
  return { loadClient, calls };
}

const secret = () => <p>Subscriber data</p>;

describe("the team sign-in gate", () => {
  it("asks for e-mail and password, and shows the error of a wrong password", async () => {
    const { loadClient, calls } = fakeClient();
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    await userEvent.type(await screen.findByLabelText("Email"), "team@cxfusion.example");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-in failed: Invalid login credentials");
    expect(screen.queryByText("Subscriber data")).toBeNull();
    expect(calls).toEqual(["signIn team@cxfusion.example"]);
  });

  it("opens for a team member, who can sign out again", async () => {
    const { loadClient, calls } = fakeClient();
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    await userEvent.type(await screen.findByLabelText("Email"), "  team@cxfusion.example ");
    await userEvent.type(screen.getByLabelText("Password"), "right");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Subscriber data")).toBeInTheDocument();
    expect(screen.getByText("team@cxfusion.example")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByText("Subscriber data")).toBeNull();
    expect(calls).toEqual(["signIn team@cxfusion.example", "signOut"]);
  });

  it("tells a signed-in account without the team role that it is not authorized", async () => {
    const { loadClient } = fakeClient("member");
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    expect(await screen.findByRole("heading", { name: "Not authorized" })).toBeInTheDocument();
    expect(screen.getByText("member@cxfusion.example")).toBeInTheDocument();
    expect(screen.queryByText("Subscriber data")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("opens at once with a stored team session (a reload)", async () => {
    const { loadClient } = fakeClient("team");
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    expect(screen.getByRole("status")).toHaveTextContent(/Loading the team tools...|Checking your session.../);
    expect(await screen.findByText("Subscriber data")).toBeInTheDocument();
  });

  it("asks for both fields before calling Supabase", async () => {
    const { loadClient, calls } = fakeClient();
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Enter your team e-mail and password."));
    expect(calls).toEqual([]);
  });

  it("says so when the Supabase chunk can't be loaded", async () => {
    const failing = () => Promise.reject(new Error("Failed to fetch dynamically imported module"));
    render(<TeamGate purpose="Open the list." loadClient={failing}>{secret}</TeamGate>);
    expect(await screen.findByRole("alert")).toHaveTextContent("The team tools could not load.");
  });
});

describe("team membership", () => {
  it("comes from app_metadata.role 'admin' only", () => {
    expect(isTeamMember({ app_metadata: { role: "admin" } })).toBe(true);
    expect(isTeamMember({ app_metadata: {} })).toBe(false);
    expect(isTeamMember({ app_metadata: { role: "editor" } })).toBe(false);
    expect(isTeamMember({ app_metadata: {}, user_metadata: { role: "admin" } } as never)).toBe(false);
    expect(isTeamMember(null)).toBe(false);
  });
});
