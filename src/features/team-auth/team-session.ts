import type { SupabaseClient, User } from "@supabase/supabase-js";
import { useEffect, useState } from "react";

/** Team members carry app_metadata.role 'admin' (set by the server; users can't edit it). */
export function isTeamMember(user: Pick<User, "app_metadata"> | null | undefined): boolean {
  return user?.app_metadata?.role === "admin";
}

/**
 * How far a signed-in session got (Supabase Auth MFA): `aal1` after the password, `aal2` after a
 * TOTP code. `needs` is what the account still has to do: enrol an app (no verified factor yet),
 * answer a challenge (a factor, but an aal1 session), or nothing.
 */
export type SecondFactor = "enrol" | "challenge" | "done";

export type TeamSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; email: string; isTeamMember: boolean; secondFactor: SecondFactor };

/** From supabase-js's assurance levels (read from the session, no request). */
export function secondFactorOf(level: { currentLevel: string | null; nextLevel: string | null } | null): SecondFactor {
  if (level?.currentLevel === "aal2") return "done";
  if (level?.nextLevel === "aal2") return "challenge";
  return "enrol";
}

/**
 * A JWT's claims (its payload, base64url JSON), or null when it isn't one. The signature is not
 * checked: the database checks the token on every request; the gate only decides what to show.
 */
export function jwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
    return claims && typeof claims === "object" && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The part of a supabase-js session the gate reads. */
export type SessionLike = { access_token?: string; user?: { factors?: readonly { status: string }[] | null } | null };

/**
 * How far the session got, from the session itself: the access token's `aal` claim (what the
 * database's policies check) and the user's verified factors, as supabase-js's
 * getAuthenticatorAssuranceLevel() reads them, without its auth lock or a request. A token that
 * can't be read counts as the password step only: the gate asks for the code (the database would
 * refuse such a token anyway).
 */
export function secondFactorOfSession(session: SessionLike): SecondFactor {
  const aal = jwtClaims(session.access_token)?.aal;
  const currentLevel = typeof aal === "string" ? aal : null;
  const verified = (session.user?.factors ?? []).some((f) => f.status === "verified");
  return secondFactorOf({ currentLevel, nextLevel: verified ? "aal2" : currentLevel });
}

/**
 * The Supabase client (supabase-js comes in its own chunk): null until it is there, or an Error
 * when the chunk could not be fetched. The download starts with the first render in the browser,
 * while the page hydrates, rather than after it; never on the server (prerender).
 */
export function useLoadedClient(load: () => Promise<SupabaseClient>): SupabaseClient | Error | null {
  const [client, setClient] = useState<SupabaseClient | Error | null>(null);
  const [early] = useState(() => {
    if (typeof window === "undefined") return null;
    const promise = load();
    promise.catch(() => {}); // the effect below handles it; meanwhile it is no unhandled rejection
    return { load, promise };
  });
  useEffect(() => {
    let active = true;
    (early?.load === load ? early.promise : load()).then(
      (c) => active && setClient(c),
      (e: unknown) => active && setClient(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      active = false;
    };
  }, [load, early]);
  return client;
}

/**
 * The signed-in person, from supabase-js: the session is kept in localStorage, so it
 * survives reloads, and supabase-js refreshes the access token before it expires. The first
 * event (INITIAL_SESSION) arrives once the stored session has been read (and refreshed if due).
 * Everything the gate needs is in that event's session (secondFactorOfSession): no request and
 * no wait for supabase-js's auth lock stand between a stored session and the team's first reads.
 */
export function useTeamSession(client: SupabaseClient | null): TeamSession {
  const [session, setSession] = useState<TeamSession>({ status: "loading" });
  useEffect(() => {
    if (!client) return;
    let active = true;
    const {
      data: { subscription },
    } = client.auth.onAuthStateChange((_event, s) => {
      if (!active) return;
      if (!s?.user) {
        setSession({ status: "signed-out" });
        return;
      }
      setSession({ status: "signed-in", email: s.user.email ?? "", isTeamMember: isTeamMember(s.user), secondFactor: secondFactorOfSession(s) });
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client]);
  return session;
}
