/**
 * CORS for calls from the site's pages (Supabase's guide: the headers supabase-js and our own
 * fetches send). Any origin: the functions set no cookies and read no credentials but the apikey,
 * and the local previews run on any port.
 */
export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Max-Age": "86400",
};

/** The answer to a browser's preflight. */
export function preflight(): Response {
  return new Response("ok", { headers: corsHeaders });
}
