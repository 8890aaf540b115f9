import type { SupabaseClient } from "@supabase/supabase-js";
import { SUBSCRIBERS_TABLE } from "./subscriber";

/**
 * A sign-up: a plain insert of `{ email, source }`, with no `.select()`, because anonymous
 * visitors may insert but row-level security doesn't let them read rows back. The sign-up
 * form and the audit's visitor checks insert through here.
 */
export async function insertSubscriber(client: SupabaseClient, row: { email: string; source: string }) {
  const { error } = await client.from(SUBSCRIBERS_TABLE).insert(row);
  return { error };
}
