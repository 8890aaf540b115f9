import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { config, resolveServiceUrl } from "./config";

let client: SupabaseClient | null = null;

/**
 * The one Supabase client of the browser app, with the publishable key only. Created on
 * first use (never during prerender), against the configured URL, which is the same-origin
 * /supabase stand-in under `npm start`.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    client = createClient(resolveServiceUrl(config.supabase.url), config.supabase.publishableKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}
