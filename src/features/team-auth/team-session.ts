import type { SupabaseClient, User } from "@supabase/supabase-js";
import { useEffect, useState } from "react";

/** Team members carry app_metadata.role 'admin' (set by the server; users can't edit it). */
export function isTeamMember(user: Pick<User, "app_metadata"> | null | undefined): boolean {
  return user?.app_metadata?.role === "admin";
}

export type TeamSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; email: string; isTeamMember: boolean };

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
    const {
      data: { subscription },
    } = client.auth.onAuthStateChange((_event, s) => {
      if (!active) return;
      setSession(
        s?.user ? { status: "signed-in", email: s.user.email ?? "", isTeamMember: isTeamMember(s.user) } : { status: "signed-out" },
      );
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client]);
  return session;
}
