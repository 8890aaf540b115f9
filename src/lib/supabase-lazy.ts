import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The Supabase client, loaded on first use. Public pages (the sign-up forms) keep supabase-js
 * (~40 KB gzip) out of their first-load JavaScript and fetch it when the visitor submits.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  return import("./supabase").then((m) => m.getSupabase());
}
