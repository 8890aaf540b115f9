import type { SupabaseClient } from "@supabase/supabase-js";
import type { Lang } from "~/lib/i18n";

/**
 * The Supabase client, loaded on first use: supabase-js travels in its own chunk, fetched when a
 * visitor submits a sign-up form or a team page opens. Every caller goes through here (never a
 * static import of `./client`), so the chunk split holds.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  return import("./client").then((m) => m.supabaseClient());
}

/** The anonymous visitor's client (the audit's checks). */
export function loadAnonymousClient(): Promise<SupabaseClient> {
  return import("./client").then((m) => m.anonymousClient());
}

/** A failure of Supabase in words of the page's language (./describe-failure), fetched with the client. */
export function loadFailureDescriber(lang: Lang): Promise<(error: unknown) => string> {
  return import("./client").then((m) => m.failureDescriber(lang));
}
