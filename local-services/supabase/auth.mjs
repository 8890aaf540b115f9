// @ts-check
/**
 * The Supabase Auth (GoTrue) subset the team's pages use: password sign-in, refresh-token
 * rotation, the current user and sign-out. Access tokens are HS256 JWTs signed with the local
 * secret through `jose`, with the claims Supabase puts in them (role, app_metadata, session_id),
 * so row-level security reads the same `auth.jwt()` locally and in production.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

export const ACCESS_TOKEN_SECONDS = 3600;

/**
 * @typedef {{
 *   id: string, email: string, password: string,
 *   app_metadata: Record<string, unknown>, user_metadata: Record<string, unknown>, created_at: string,
 * }} LocalUser
 * @typedef {{ id: string, userId: string, active: boolean }} Session
 * @typedef {{ sessionId: string, userId: string, used: boolean }} RefreshToken
 * @typedef {{ role: string, claims: Record<string, unknown> }} RequestIdentity
 */

/** The local accounts: one team member (role admin) and one signed-in non-team user. */
export function localUsers(env = process.env) {
  const created = "2024-01-02T09:00:00.000Z";
  /** @type {LocalUser[]} */
  const users = [
    {
      id: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e01",
      email: (env.LOCAL_ADMIN_EMAIL || "team@cxfusion.example").toLowerCase(),
      password: env.LOCAL_ADMIN_PASSWORD || "local-team-password",
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
      user_metadata: { full_name: "CX Fusion Team" },
      created_at: created,
    },
    {
      id: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e02",
      email: (env.LOCAL_MEMBER_EMAIL || "member@cxfusion.example").toLowerCase(),
      password: env.LOCAL_MEMBER_PASSWORD || "local-member-password",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Local Member" },
      created_at: created,
    },
  ];
  return users;
}

/** @param {string} a @param {string} b */
function sameSecret(a, b) {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

export class AuthError extends Error {
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * @param {{ jwtSecret: string, publishableKey: string, secretKey: string, users: LocalUser[], issuer?: string, now?: () => number }} options
 */
export function createAuth({ jwtSecret, publishableKey, secretKey, users, issuer = "supabase-local", now = () => Date.now() }) {
  const key = new TextEncoder().encode(jwtSecret);
  /** @type {Map<string, Session>} */
  const sessions = new Map();
  /** @type {Map<string, RefreshToken>} */
  const refreshTokens = new Map();

  /** @param {LocalUser} user */
  function publicUser(user) {
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      email_confirmed_at: user.created_at,
      phone: "",
      confirmed_at: user.created_at,
      last_sign_in_at: new Date(now()).toISOString(),
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      identities: [],
      created_at: user.created_at,
      updated_at: user.created_at,
      is_anonymous: false,
    };
  }

  /** @param {LocalUser} user @param {string} sessionId */
  async function issue(user, sessionId) {
    const iat = Math.floor(now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const accessToken = await new SignJWT({
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      phone: "",
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      aal: "aal1",
      amr: [{ method: "password", timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
    const refreshToken = randomBytes(24).toString("base64url");
    refreshTokens.set(refreshToken, { sessionId, userId: user.id, used: false });
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  }

  /** @param {string} token */
  async function verify(token) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: new Date(now()) });
      return /** @type {Record<string, unknown>} */ (payload);
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AuthError(401, "PGRST303", "JWT expired");
      throw new AuthError(401, "PGRST301", "JWT could not be decoded");
    }
  }

  /** @param {string | undefined} authorization */
  function bearer(authorization) {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
    return m ? m[1] : null;
  }

  return {
    publicUser,

    /**
     * Who a REST request acts as: the API key's role, or the role in the bearer JWT.
     * @param {{ apikey?: string, authorization?: string }} headers
     * @returns {Promise<RequestIdentity>}
     */
    async identify({ apikey, authorization }) {
      const token = bearer(authorization) ?? apikey;
      if (!apikey && !token) throw new AuthError(401, "no_api_key", "No API key found in request");
      if (apikey && apikey !== publishableKey && apikey !== secretKey) {
        // A legacy anon/service JWT as API key is fine when it verifies.
        await verify(apikey).catch(() => {
          throw new AuthError(401, "invalid_api_key", "Invalid API key");
        });
      }
      if (!token || token === publishableKey) return { role: "anon", claims: { role: "anon" } };
      if (token === secretKey) return { role: "service_role", claims: { role: "service_role" } };
      const claims = await verify(token);
      const role = String(claims.role ?? "");
      if (!["anon", "authenticated", "service_role"].includes(role)) {
        throw new AuthError(401, "PGRST301", `JWT role "${role}" is not an API role`);
      }
      return { role, claims };
    },

    /** @param {{ email?: unknown, password?: unknown }} body */
    async signInWithPassword(body) {
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const password = typeof body.password === "string" ? body.password : "";
      if (!email || !password) throw new AuthError(400, "validation_failed", "missing email or phone");
      const user = users.find((u) => u.email === email);
      // Compare even when the e-mail is unknown, so timing says nothing about which accounts exist.
      const ok = sameSecret(password, user?.password ?? randomUUID()) && user;
      if (!ok) throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
      const sessionId = randomUUID();
      sessions.set(sessionId, { id: sessionId, userId: user.id, active: true });
      return issue(user, sessionId);
    },

    /** Rotates a refresh token: the old one can't be used again. @param {{ refresh_token?: unknown }} body */
    async refresh(body) {
      const token = typeof body.refresh_token === "string" ? body.refresh_token : "";
      const record = refreshTokens.get(token);
      if (!record) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      const session = sessions.get(record.sessionId);
      if (!session?.active) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: Session Not Found");
      if (record.used) throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      const user = users.find((u) => u.id === record.userId);
      if (!user) throw new AuthError(400, "user_not_found", "User not found");
      record.used = true;
      return issue(user, record.sessionId);
    },

    /** @param {string | undefined} authorization */
    async currentUser(authorization) {
      const token = bearer(authorization);
      if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
      const claims = await verify(token).catch(() => {
        throw new AuthError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid");
      });
      const session = sessions.get(String(claims.session_id ?? ""));
      if (!session?.active) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
      const user = users.find((u) => u.id === claims.sub);
      if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
      return publicUser(user);
    },

    /** @param {string | undefined} authorization @param {string} scope global | local | others */
    async logout(authorization, scope) {
      const token = bearer(authorization);
      if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
      const claims = await verify(token).catch(() => {
        throw new AuthError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid");
      });
      const current = String(claims.session_id ?? "");
      for (const session of sessions.values()) {
        if (session.userId !== claims.sub) continue;
        if (scope === "local" && session.id !== current) continue;
        if (scope === "others" && session.id === current) continue;
        session.active = false;
      }
    },

    /** Signs a legacy-style API JWT (e.g. an anon key) with the local secret. @param {"anon" | "service_role"} role */
    async apiKeyJwt(role) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 10 * 365 * 24 * 3600)
        .sign(key);
    },
  };
}
