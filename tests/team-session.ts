import type { SupabaseClient } from "@supabase/supabase-js";
import { totpCode } from "../local-services/supabase/auth.mjs";

/** A local account as the stand-in lists it. */
export type LocalAccount = { email: string; password: string; role?: string; totpSecret: string | null };

/**
 * Signs in as the team page does: the password, then (for an account with a TOTP factor) a
 * challenge answered with the current code from the enrolled secret, so the session is aal2.
 * `secondFactor: false` stops after the password (an aal1 session).
 */
export async function signInAs(c: SupabaseClient, user: LocalAccount, { secondFactor = true } = {}): Promise<SupabaseClient> {
  const { error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  if (!secondFactor || !user.totpSecret) return c;
  const { data, error: listError } = await c.auth.mfa.listFactors();
  if (listError) throw listError;
  const factor = data.totp[0];
  if (!factor) throw new Error(`${user.email} has no verified TOTP factor`);
  const { error: verifyError } = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(user.totpSecret) });
  if (verifyError) throw verifyError;
  return c;
}

/** The local team account with its enrolled factor (role admin), or the non-team member. */
export function localAccount(users: readonly LocalAccount[], who: "team" | "newcomer" | "member"): LocalAccount {
  const user = users.find((u) => (who === "member" ? u.role !== "admin" : u.role === "admin" && (who === "team") === Boolean(u.totpSecret)));
  if (!user) throw new Error(`no local ${who} account`);
  return user;
}
