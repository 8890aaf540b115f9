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
 * The signed-in person, from supabase-js: the session is kept in localStorage, so it
 * survives reloads, and supabase-js refreshes the access token before it expires. The first
 * event (INITIAL_SESSION) arrives once the stored session has been read (and refreshed if due).
 */
export function useTeamSession(getClient: () => SupabaseClient): TeamSession {
  const [session, setSession] = useState<TeamSession>({ status: "loading" });
  useEffect(() => {
    let active = true;
    const {
      data: { subscription },
    } = getClient().auth.onAuthStateChange((_event, s) => {
      if (!active) return;
      setSession(
        s?.user ? { status: "signed-in", email: s.user.email ?? "", isTeamMember: isTeamMember(s.user) } : { status: "signed-out" },
      );
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [getClient]);
  return session;
}
