// @ts-check
/**
 * The stand-in's routing under its prefix: `/rest/v1/rpc/<function>` (the app's only REST
 * door), `/rest/v1/<table>` (404: no table is exposed), `/auth/v1/<route>`, `/pg/query` (SQL
 * with the service key, for tests), CORS preflight, waiting for the database, and the last
 * word on errors (PostgREST's JSON shape, never a stack trace).
 */
import { CORS, send } from "./http.mjs";
import { PostgrestError } from "./postgrest.mjs";

/**
 * @param {{
 *   prefix: string,
 *   ready: Promise<unknown>,
 *   rest: ReturnType<typeof import("./rest.mjs").createRest>,
 *   authRoute: ReturnType<typeof import("./auth-routes.mjs").createAuthRoutes>,
 *   stats: { requests: number },
 *   log: (msg: string) => void,
 * }} deps
 */
export function createRouter({ prefix, ready, rest, authRoute, stats, log }) {
  /** @param {string} segment */
  const decode = (segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new PostgrestError(400, { code: "PGRST100", message: "Invalid name encoding" });
    }
  };

  /**
   * Mounted at `prefix` on the site server (or at the root of its own server).
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {URL} url
   */
  return async function handle(req, res, url) {
    stats.requests++;
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "OPTIONS") {
      res.writeHead(204, { ...CORS, "Access-Control-Max-Age": "600" });
      res.end();
      return;
    }
    const rel = url.pathname === prefix || url.pathname.startsWith(prefix + "/") ? url.pathname.slice(prefix.length) : url.pathname;
    try {
      // Requests wait while the database warms up; the rest of the site is served meanwhile.
      try {
        await ready;
      } catch (error) {
        send(res, 503, { code: "PGRST000", message: `The local database failed to start: ${error instanceof Error ? error.message : String(error)}`, details: null, hint: null });
        return;
      }
      const rpcMatch = /^\/rest\/v1\/rpc\/([^/]*)\/?$/.exec(rel);
      if (rpcMatch) {
        await rest.rpc(req, res, url, decode(rpcMatch[1] ?? ""));
        return;
      }
      const restMatch = /^\/rest\/v1\/([^/]*)\/?$/.exec(rel);
      if (restMatch) {
        const table = decode(restMatch[1] ?? "");
        if (!table) {
          send(res, 200, { swagger: "2.0", info: { title: "Supabase local stand-in", version: "1" }, paths: {} });
          return;
        }
        await rest.table(req, res, url, table);
        return;
      }
      if (rel === "/pg/query") {
        await rest.pgQuery(req, res, url);
        return;
      }
      // The Edge Functions have their own stand-in (local-services/edge-functions, mounted at
      // <prefix>/functions/v1 in front of this one): reaching here means it is not mounted.
      if (rel.startsWith("/functions/v1/")) {
        send(res, 404, { code: "NOT_FOUND", message: "Requested function was not found: the Edge Functions stand-in (local-services/edge-functions) is not mounted on this server" });
        return;
      }
      const authMatch = /^\/auth\/v1\/([a-z_]+(?:\/[A-Za-z0-9-]+){0,2})\/?$/.exec(rel);
      if (authMatch) {
        await authRoute(req, res, url, authMatch[1] ?? "");
        return;
      }
      send(res, 404, { code: "PGRST125", message: `Invalid path specified in request URL: ${rel}`, details: null, hint: null });
    } catch (error) {
      if (error instanceof PostgrestError) {
        if (!res.headersSent) send(res, error.status, error.body);
        else res.end();
        return;
      }
      log(`supabase stand-in error on ${method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) send(res, 500, { code: "PGRST000", message: "Internal error in the local stand-in", details: null, hint: null });
      else res.end();
    }
  };
}
