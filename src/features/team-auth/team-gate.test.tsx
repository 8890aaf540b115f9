import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TeamGate } from "./team-gate";
import { isTeamMember, jwtClaims, secondFactorOfSession } from "./team-session";

/** An access token as Supabase Auth issues it, as far as the gate reads it: the claims (the signature is the database's business). */
const jwt = (claims: Record<string, unknown>) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.c2ln`;

type Listener = (event: string, session: unknown) => void;

type Who = "team" | "newcomer" | "member";
const EMAILS: Record<Who, string> = { team: "team@cxfusion.example", newcomer: "newcomer@cxfusion.example", member: "member@cxfusion.example" };

/**
 * supabase-js's auth surface the gate uses, with three accounts: the team member with an
 * authenticator app enrolled (code 123456), a team member without one yet, and a non-team member.
 */
function fakeClient(initial: "none" | Who | "team-aal2" = "none") {
  const listeners = new Set<Listener>();
  const factors: Record<Who, { id: string; factor_type: "totp"; status: "verified" | "unverified" }[]> = {
    team: [{ id: "f-team", factor_type: "totp", status: "verified" }],
    newcomer: [],
    member: [],
  };
  let current: { who: Who; aal: "aal1" | "aal2" } | null =
    initial === "none" ? null : initial === "team-aal2" ? { who: "team", aal: "aal2" } : { who: initial, aal: "aal1" };
  const session = () =>
    current && {
      access_token: jwt({ sub: current.who, role: "authenticated", aal: current.aal }),
      user: { email: EMAILS[current.who], app_metadata: current.who === "member" ? {} : { role: "admin" }, factors: factors[current.who] },
    };
  const emit = (event: string) => listeners.forEach((l) => l(event, session()));
  const calls: string[] = [];
  const client = {
    auth: {
      onAuthStateChange(cb: Listener) {
        listeners.add(cb);
        queueMicrotask(() => cb("INITIAL_SESSION", session()));
        return { data: { subscription: { unsubscribe: () => listeners.delete(cb) } } };
      },
      async signInWithPassword({ email, password }: { email: string; password: string }) {
        calls.push(`signIn ${email}`);
        const who = (Object.keys(EMAILS) as Who[]).find((w) => EMAILS[w] === email && password === "right");
        if (!who) return { data: { session: null, user: null }, error: { message: "Invalid login credentials" } };
        current = { who, aal: "aal1" };
        emit("SIGNED_IN");
        return { data: session(), error: null };
      },
      async signOut() {
        calls.push("signOut");
        current = null;
        emit("SIGNED_OUT");
        return { error: null };
      },
      mfa: {
        async getAuthenticatorAssuranceLevel() {
          // The gate reads the session it is given; this would be supabase-js's lock and, with a token, a request.
          calls.push("getAuthenticatorAssuranceLevel");
          if (!current) return { data: { currentLevel: null, nextLevel: null }, error: null };
          const verified = factors[current.who].some((f) => f.status === "verified");
          return { data: { currentLevel: current.aal, nextLevel: verified ? "aal2" : current.aal }, error: null };
        },
        async listFactors() {
          const all = current ? factors[current.who] : [];
          return { data: { all, totp: all.filter((f) => f.status === "verified") }, error: null };
        },
        async enroll() {
          calls.push("enroll");
          factors[current!.who].push({ id: "f-new", factor_type: "totp", status: "unverified" });
          return { data: { id: "f-new", type: "totp", totp: { qr_code: "data:image/svg+xml;utf-8,<svg/>", secret: "NEWSECRET234", uri: "otpauth://x" } }, error: null };
        },
        async unenroll({ factorId }: { factorId: string }) {
          calls.push(`unenroll ${factorId}`);
          factors[current!.who] = factors[current!.who].filter((f) => f.id !== factorId);
          return { data: { id: factorId }, error: null };
        },
        async challengeAndVerify({ factorId, code }: { factorId: string; code: string }) {
          calls.push(`verify ${factorId} ${code}`);
          if (code !== "123456") return { data: null, error: { message: "Invalid TOTP code entered" } };
          const factor = factors[current!.who].find((f) => f.id === factorId)!;
          factor.status = "verified";
          current = { ...current!, aal: "aal2" };
          emit("MFA_CHALLENGE_VERIFIED");
          return { data: {}, error: null };
        },
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

  it("opens for a team member after the password and the authenticator's code, who can sign out again", async () => {
    const { loadClient, calls } = fakeClient();
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    await userEvent.type(await screen.findByLabelText("Email"), "  team@cxfusion.example ");
    await userEvent.type(screen.getByLabelText("Password"), "right");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Two-step sign-in" })).toBeInTheDocument();
    expect(screen.queryByText("Subscriber data")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the 6 digits your authenticator app shows.");
    await userEvent.type(screen.getByLabelText("6-digit code"), "654 321");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code didn't work: Invalid TOTP code entered.");
    await userEvent.type(screen.getByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Subscriber data")).toBeInTheDocument();
    expect(screen.getByText("team@cxfusion.example")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByText("Subscriber data")).toBeNull();
    expect(calls).toEqual(["signIn team@cxfusion.example", "verify f-team 654321", "verify f-team 123456", "signOut"]);
  });

  it("enrols an authenticator app on a team member's first sign-in: QR code, key, first code", async () => {
    const { loadClient, calls } = fakeClient("newcomer");
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    expect(await screen.findByRole("heading", { name: "Set up two-step sign-in" })).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "QR code to add this account to an authenticator app" })).toHaveAttribute("src", "data:image/svg+xml;utf-8,<svg/>");
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("NEWSECRET234");
    await userEvent.type(screen.getByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Subscriber data")).toBeInTheDocument();
    expect(calls).toEqual(["enroll", "verify f-new 123456"]);
  });

  it("tells a signed-in account without the team role that it is not authorized", async () => {
    const { loadClient } = fakeClient("member");
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    expect(await screen.findByRole("heading", { name: "Not authorized" })).toBeInTheDocument();
    expect(screen.getByText("member@cxfusion.example")).toBeInTheDocument();
    expect(screen.queryByText("Subscriber data")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("asks a stored session that stopped after the password for the code", async () => {
    const { loadClient } = fakeClient("team");
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    expect(await screen.findByRole("heading", { name: "Two-step sign-in" })).toBeInTheDocument();
    expect(screen.queryByText("Subscriber data")).toBeNull();
  });

  it("opens at once with a stored team session that passed both steps (a reload), asking supabase-js nothing", async () => {
    const { loadClient, calls } = fakeClient("team-aal2");
    render(<TeamGate purpose="Open the list." loadClient={loadClient}>{secret}</TeamGate>);
    expect(screen.getByRole("status")).toHaveTextContent(/Loading the team tools...|Checking your session.../);
    expect(await screen.findByText("Subscriber data")).toBeInTheDocument();
    // No assurance-level call, no factor list, no user request: the session says it all.
    expect(calls).toEqual([]);
  });

  it("starts loading the Supabase chunk once, as it first renders", async () => {
    const { loadClient } = fakeClient("team-aal2");
    let loads = 0;
    const counting = () => {
      loads++;
      return loadClient();
    };
    render(<TeamGate purpose="Open the list." loadClient={counting}>{secret}</TeamGate>);
    expect(loads).toBe(1);
    expect(await screen.findByText("Subscriber data")).toBeInTheDocument();
    expect(loads).toBe(1);
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

describe("the second factor, read from the session", () => {
  const factors = (status: string) => ({ factors: [{ status }] });
  it("is done with an aal2 token, a challenge with a verified factor, an enrolment without one", () => {
    expect(secondFactorOfSession({ access_token: jwt({ aal: "aal2" }), user: factors("verified") })).toBe("done");
    expect(secondFactorOfSession({ access_token: jwt({ aal: "aal1" }), user: factors("verified") })).toBe("challenge");
    expect(secondFactorOfSession({ access_token: jwt({ aal: "aal1" }), user: factors("unverified") })).toBe("enrol");
    expect(secondFactorOfSession({ access_token: jwt({ aal: "aal1" }), user: { factors: null } })).toBe("enrol");
  });
  it("never opens on a token it can't read", () => {
    for (const token of [undefined, "", "not-a-jwt", "a.%%%.c", `a.${btoa("[1]")}.c`, `a.${btoa("not json")}.c`]) {
      expect(secondFactorOfSession({ access_token: token, user: factors("verified") }), String(token)).toBe("challenge");
    }
    expect(jwtClaims("a.b")).toBeNull();
  });
  it("reads base64url payloads (- and _, no padding) and Unicode claims", () => {
    const claims = { aal: "aal2", email: "josé@casa-azul.mx", x: "??>>" };
    const token = `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;
    expect(jwtClaims(token)).toEqual(claims);
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
