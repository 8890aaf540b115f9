// @ts-check
/**
 * GoTrue's HTTP interface (`/auth/v1/*`) over the local accounts of auth.mjs: health, settings,
 * password and refresh-token grants, the current user, sign-out, MFA factors (enrol, challenge,
 * verify, unenrol); sign-up is disabled. The rate limits are GoTrue's, per client address (the
 * socket's: the local server is what the browser connects to).
 */
import { AuthError } from "./auth.mjs";
import { CORS, header, readBody, send } from "./http.mjs";

const VERSIONED = { "X-Supabase-Api-Version": "2024-01-01" };

/** A JSON body, or GoTrue's bad_json. @param {import("node:http").IncomingMessage} req @returns {Promise<Record<string, unknown>>} */
async function jsonBody(req) {
  const text = await readBody(req);
  try {
    const body = text ? JSON.parse(text) : {};
    return body && typeof body === "object" && !Array.isArray(body) ? body : {};
  } catch {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
  }
}

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
    const client = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
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
        const body = await jsonBody(req);
        const grant = url.searchParams.get("grant_type");
        if (grant !== "password" && grant !== "refresh_token") throw new AuthError(400, "unsupported_grant_type", `unsupported_grant_type: ${grant ?? ""}`);
        // Both grants share one bucket per client, taken before the credentials are looked at.
        auth.limit("token", client);
        send(res, 200, grant === "password" ? await auth.signInWithPassword(body) : await auth.refresh(body), VERSIONED);
        return;
      }
      const authorization = header(req, "authorization");
      if (route === "factors" && method === "POST") {
        send(res, 200, await auth.enroll(authorization, await jsonBody(req)), VERSIONED);
        return;
      }
      const factor = /^factors\/([A-Za-z0-9-]+)(?:\/(challenge|verify))?$/.exec(route);
      if (factor) {
        const [, factorId = "", action] = factor;
        if (action === "challenge" && method === "POST") {
          await readBody(req);
          send(res, 200, await auth.challenge(authorization, factorId, client), VERSIONED);
          return;
        }
        if (action === "verify" && method === "POST") {
          send(res, 200, await auth.verifyFactor(authorization, factorId, await jsonBody(req), client), VERSIONED);
          return;
        }
        if (!action && method === "DELETE") {
          send(res, 200, await auth.unenroll(authorization, factorId), VERSIONED);
          return;
        }
      }
      if (route === "user" && method === "GET") {
        send(res, 200, await auth.currentUser(authorization), VERSIONED);
        return;
      }
      if (route === "logout" && method === "POST") {
        await readBody(req);
        await auth.logout(authorization, url.searchParams.get("scope") ?? "global");
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
