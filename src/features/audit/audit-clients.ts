import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { config, resolveServiceUrl } from "~/lib/config";

let anon: SupabaseClient | null = null;

/**
 * A second client with the public key and no session: what any visitor has. The audit's
 * row-level-security and flow checks insert and try to read through it, so the signed-in
 * team member's token never vouches for them. Its own storage key keeps it apart from the
 * app's client (and supabase-js's "multiple clients" warning away).
 */
export function getAnonAuditClient(): SupabaseClient {
  if (!anon) {
    anon = createClient(resolveServiceUrl(config.supabase.url), config.supabase.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: "sb-audit-anonymous-visitor" },
    });
  }
  return anon;
}
