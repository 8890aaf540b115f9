import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { config, resolveServiceUrl } from "~/lib/config";

export { failureDescriber } from "./describe-failure";

/**
 * The Supabase clients of the browser app, with the publishable key only, created on first use
 * (never during prerender) against the configured URL (the same-origin /supabase stand-in under
 * `npm start`). This module is the only one that imports supabase-js at run time, and it is only
 * ever loaded through `load-client.ts`, so supabase-js (~40 KB gzip) stays out of every page's
 * first-load JavaScript: the sign-up forms fetch it on submit, the team pages as they open.
 */
let team: SupabaseClient | null = null;
let anonymous: SupabaseClient | null = null;

/** The app's client: the sign-up insert, and the team's session (kept in localStorage). */
export function supabaseClient(): SupabaseClient {
  team ??= createClient(resolveServiceUrl(config.supabase.url), config.supabase.publishableKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  return team;
}

/**
 * A second client with the public key and no session: what any visitor has. The audit's
 * row-level-security and flow checks insert and try to read through it, so the signed-in team
 * member's token never vouches for them. Its own storage key keeps it apart from the app's
 * client (and supabase-js's "multiple clients" warning away).
 */
export function anonymousClient(): SupabaseClient {
  anonymous ??= createClient(resolveServiceUrl(config.supabase.url), config.supabase.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: "sb-audit-anonymous-visitor" },
  });
  return anonymous;
}
