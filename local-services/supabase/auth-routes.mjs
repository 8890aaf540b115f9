// @ts-check
/**
 * GoTrue's HTTP interface (`/auth/v1/*`) over the local accounts of auth.mjs: health, settings,
 * password and refresh-token grants, the current user, sign-out; sign-up is disabled.
 */
import { AuthError } from "./auth.mjs";
import { CORS, header, readBody, send } from "./http.mjs";

const VERSIONED = { "X-Supabase-Api-Version": "2024-01-01" };

/**
 * @param {{ auth: ReturnType<typeof import("./auth.mjs").createAuth>, keys: { publishable: string, secret: string } }} deps
 */
export function createAuthRoutes({ auth, keys }) {
  /**
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {URL} url @param {string} route the part after /auth/v1/
   */
  return async function authRoute(req, res, url, route) {
    const method = (req.method ?? "GET").toUpperCase();
    const apikey = header(req, "apikey") ?? url.searchParams.get("apikey");
    try {
      if (!apikey) throw new AuthError(401, "no_api_key", "No API key found in request");
      if (apikey !== keys.publishable && apikey !== keys.secret) throw new AuthError(401, "invalid_api_key", "Invalid API key");
      if (route === "health" && method === "GET") {
        send(res, 200, { version: "local-stand-in", name: "GoTrue", description: "Supabase Auth stand-in" }, VERSIONED);
        return;
      }
      if (route === "settings" && method === "GET") {
        send(res, 200, { external: { email: true }, disable_signup: true, mailer_autoconfirm: false, phone_autoconfirm: false, sms_provider: "" }, VERSIONED);
        return;
      }
      if (route === "token" && method === "POST") {
        const text = await readBody(req);
        /** @type {Record<string, unknown>} */
        let body = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
        }
        const grant = url.searchParams.get("grant_type");
        if (grant === "password") send(res, 200, await auth.signInWithPassword(body), VERSIONED);
        else if (grant === "refresh_token") send(res, 200, await auth.refresh(body), VERSIONED);
        else throw new AuthError(400, "unsupported_grant_type", `unsupported_grant_type: ${grant ?? ""}`);
        return;
      }
      if (route === "user" && method === "GET") {
        send(res, 200, await auth.currentUser(header(req, "authorization")), VERSIONED);
        return;
      }
      if (route === "logout" && method === "POST") {
        await readBody(req);
        await auth.logout(header(req, "authorization"), url.searchParams.get("scope") ?? "global");
        res.writeHead(204, { ...CORS, ...VERSIONED });
        res.end();
        return;
      }
      if (route === "signup" && method === "POST") {
        throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      }
      throw new AuthError(404, "not_found", `The local stand-in does not implement ${method} /auth/v1/${route}`);
    } catch (error) {
      if (error instanceof AuthError) {
        send(res, error.status, { code: error.code, message: error.message, msg: error.message }, VERSIONED);
        return;
      }
      throw error;
    }
  };
}
