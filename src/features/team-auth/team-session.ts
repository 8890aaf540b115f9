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
 * The Supabase client, loaded on mount (supabase-js comes in its own chunk): null until it is
 * there, or an Error when the chunk could not be fetched.
 */
export function useLoadedClient(load: () => Promise<SupabaseClient>): SupabaseClient | Error | null {
  const [client, setClient] = useState<SupabaseClient | Error | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (c) => active && setClient(c),
      (e: unknown) => active && setClient(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return client;
}

/**
 * The signed-in person, from supabase-js: the session is kept in localStorage, so it
 * survives reloads, and supabase-js refreshes the access token before it expires. The first
 * event (INITIAL_SESSION) arrives once the stored session has been read (and refreshed if due).
 */
export function useTeamSession(client: SupabaseClient | null): TeamSession {
  const [session, setSession] = useState<TeamSession>({ status: "loading" });
  useEffect(() => {
    if (!client) return;
    let active = true;
    let latest = 0;
    const {
      data: { subscription },
    } = client.auth.onAuthStateChange((_event, s) => {
      if (!active) return;
      const seq = ++latest;
      if (!s?.user) {
        setSession({ status: "signed-out" });
        return;
      }
      const user = s.user;
      // Outside the callback: supabase-js holds its auth lock while it runs listeners.
      setTimeout(() => {
        void client.auth.mfa.getAuthenticatorAssuranceLevel().then(({ data }) => {
          if (!active || seq !== latest) return;
          setSession({ status: "signed-in", email: user.email ?? "", isTeamMember: isTeamMember(user), secondFactor: secondFactorOf(data) });
        });
      }, 0);
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client]);
  return session;
}
