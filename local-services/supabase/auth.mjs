// @ts-check
/**
 * The Supabase Auth (GoTrue) subset the team's pages use: password sign-in, refresh-token
 * rotation, the current user, sign-out, and MFA with TOTP (enrol, challenge, verify, unenrol).
 * Access tokens are HS256 JWTs signed with the local secret through `jose`, with the claims
 * Supabase puts in them (role, app_metadata, session_id, aal, amr), so row-level security reads
 * the same `auth.jwt()` locally and in production. TOTP codes are checked by `otpauth` (RFC 6238:
 * SHA-1, 6 digits, 30 s, one step either side, as GoTrue), QR codes drawn by `uqr`.
 *
 * Rate limits per client address, as GoTrue applies them by default (token buckets that hold
 * 30 requests and refill at the rate below; past them: 429 over_request_rate_limit):
 *   - POST /token, password and refresh_token grants together: 150 per 5 minutes
 *     (GoTrue's RateLimitTokenRefresh, the dashboard's "token refreshes"; burst 30);
 *   - POST /factors/{id}/challenge: 15 per minute (MFA RateLimitChallengeAndVerify; burst 30);
 *   - POST /factors/{id}/verify: 15 per minute, a bucket of its own (burst 30).
 * So 30 wrong passwords in a row are answered, the 31st within a few seconds is refused, and
 * after that one try every 2 seconds; a wrong TOTP code costs a verify token too. GoTrue has no
 * lockout per account; the second factor is what a guessed password does not open.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import * as OTPAuth from "otpauth";
import { renderSVG } from "uqr";

export const ACCESS_TOKEN_SECONDS = 3600;
/** How long a TOTP challenge can be answered (GoTrue's MFA challenge_expiry_duration default). */
export const CHALLENGE_SECONDS = 300;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = "CX Fusion (local)";
/**
 * The local team account's TOTP secret (base32), enrolled from the start so signing in locally is
 * the password plus `npm run team:code`. LOCAL_ADMIN_TOTP_SECRET replaces it.
 */
export const DEFAULT_TEAM_TOTP_SECRET = "LOCALTEAMCXFUSIONTOTPSECRETABCDE";

/** GoTrue's default limits (see the file's comment): requests per second and bucket size. */
export const AUTH_RATE_LIMITS = {
  token: { perSecond: 150 / 300, burst: 30 },
  mfaChallenge: { perSecond: 15 / 60, burst: 30 },
  mfaVerify: { perSecond: 15 / 60, burst: 30 },
};

/** @param {NodeJS.ProcessEnv} [env] */
export function localTeamTotpSecret(env = process.env) {
  return (env.LOCAL_ADMIN_TOTP_SECRET || DEFAULT_TEAM_TOTP_SECRET).replace(/\s+/g, "").toUpperCase();
}

/** A TOTP as authenticator apps and GoTrue use it (SHA-1, 6 digits, 30 s). @param {string} secret base32 @param {string} [label] */
export function totp(secret, label = "team") {
  return new OTPAuth.TOTP({ issuer: TOTP_ISSUER, label, algorithm: "SHA1", digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** The current code for a base32 secret (tests, `npm run team:code`). @param {string} secret @param {number} [at] ms */
export function totpCode(secret, at = Date.now()) {
  return totp(secret).generate({ timestamp: at });
}

/**
 * @typedef {{
 *   id: string, friendly_name: string, factor_type: "totp", status: "verified" | "unverified",
 *   secret: string, created_at: string, updated_at: string,
 * }} Factor
 * @typedef {{
 *   id: string, email: string, password: string,
 *   app_metadata: Record<string, unknown>, user_metadata: Record<string, unknown>, created_at: string,
 *   factors: Factor[],
 * }} LocalUser
 * @typedef {{ method: string, timestamp: number }} AuthMethod
 * @typedef {{ id: string, userId: string, active: boolean, aal: "aal1" | "aal2", amr: AuthMethod[] }} Session
 * @typedef {{ id: string, factorId: string, sessionId: string, expiresAt: number, used: boolean }} Challenge
 * @typedef {{ sessionId: string, userId: string, used: boolean }} RefreshToken
 * @typedef {{ role: string, claims: Record<string, unknown> }} RequestIdentity
 */

/**
 * The local accounts: one team member (role admin, TOTP enrolled with localTeamTotpSecret), a
 * new team member who has not enrolled a second factor yet (enrols on first sign-in), and one
 * signed-in non-team user.
 */
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
      factors: [
        {
          id: "7a1d3c64-5b2e-4f80-9c1d-2e3f4a5b6c01",
          friendly_name: "Local authenticator",
          factor_type: "totp",
          status: "verified",
          secret: localTeamTotpSecret(env),
          created_at: created,
          updated_at: created,
        },
      ],
    },
    {
      id: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e03",
      email: (env.LOCAL_NEWCOMER_EMAIL || "newcomer@cxfusion.example").toLowerCase(),
      password: env.LOCAL_NEWCOMER_PASSWORD || "local-newcomer-password",
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
      user_metadata: { full_name: "New Team Member" },
      created_at: created,
      factors: [],
    },
    {
      id: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e02",
      email: (env.LOCAL_MEMBER_EMAIL || "member@cxfusion.example").toLowerCase(),
      password: env.LOCAL_MEMBER_PASSWORD || "local-member-password",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Local Member" },
      created_at: created,
      factors: [],
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
 * @param {{
 *   jwtSecret: string, publishableKey: string, secretKey: string, users: LocalUser[], issuer?: string, now?: () => number,
 *   rateLimits?: typeof AUTH_RATE_LIMITS,
 * }} options
 */
export function createAuth({ jwtSecret, publishableKey, secretKey, users, issuer = "supabase-local", now = () => Date.now(), rateLimits = AUTH_RATE_LIMITS }) {
  const key = new TextEncoder().encode(jwtSecret);
  /** @type {Map<string, Session>} */
  const sessions = new Map();
  /** @type {Map<string, RefreshToken>} */
  const refreshTokens = new Map();
  /** @type {Map<string, Challenge>} */
  const challenges = new Map();
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  /**
   * Takes one request from the client's bucket, or answers 429 as GoTrue does.
   * @param {keyof typeof AUTH_RATE_LIMITS} kind @param {string} client address
   */
  function limit(kind, client) {
    const { perSecond, burst } = rateLimits[kind];
    const id = `${kind}:${client}`;
    const t = now();
    const b = buckets.get(id) ?? { tokens: burst, at: t };
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    buckets.set(id, b);
    if (b.tokens < 1) throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    b.tokens -= 1;
  }

  /** The factor as GoTrue lists it (never the secret). @param {Factor} f */
  function publicFactor(f) {
    return { id: f.id, friendly_name: f.friendly_name, factor_type: f.factor_type, status: f.status, created_at: f.created_at, updated_at: f.updated_at };
  }

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
      factors: user.factors.map(publicFactor),
      created_at: user.created_at,
      updated_at: user.created_at,
      is_anonymous: false,
    };
  }

  /** @param {LocalUser} user @param {Session} session */
  async function issue(user, session) {
    const sessionId = session.id;
    const iat = Math.floor(now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const accessToken = await new SignJWT({
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      phone: "",
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      aal: session.aal,
      amr: session.amr,
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

  /** The user and live session a bearer token belongs to, or GoTrue's 401/403. @param {string | undefined} authorization */
  async function signedIn(authorization) {
    const token = bearer(authorization);
    if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a Bearer token");
    const claims = await verify(token).catch(() => {
      throw new AuthError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid");
    });
    const session = sessions.get(String(claims.session_id ?? ""));
    if (!session?.active) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    const user = users.find((u) => u.id === claims.sub);
    if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    return { user, session, claims };
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
      /** @type {Session} */
      const session = { id: randomUUID(), userId: user.id, active: true, aal: "aal1", amr: [{ method: "password", timestamp: Math.floor(now() / 1000) }] };
      sessions.set(session.id, session);
      return issue(user, session);
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
      return issue(user, session);
    },

    /** @param {string | undefined} authorization */
    async currentUser(authorization) {
      const { user } = await signedIn(authorization);
      return publicUser(user);
    },

    /**
     * POST /factors: a new TOTP factor, unverified until its first challenge is answered. A user
     * who already has a verified factor needs an aal2 session to add another (GoTrue's rule);
     * an earlier unverified TOTP factor is replaced (GoTrue removes stale ones).
     * @param {string | undefined} authorization @param {{ factor_type?: unknown, friendly_name?: unknown, issuer?: unknown }} body
     */
    async enroll(authorization, body) {
      const { user, session } = await signedIn(authorization);
      if (body.factor_type !== "totp") throw new AuthError(422, "mfa_factor_type_not_supported", "The local stand-in enrols TOTP factors only");
      if (user.factors.some((f) => f.status === "verified") && session.aal !== "aal2") {
        throw new AuthError(422, "insufficient_aal", "AAL2 required to enroll a new factor");
      }
      user.factors = user.factors.filter((f) => f.status === "verified");
      const friendlyName = typeof body.friendly_name === "string" && body.friendly_name ? body.friendly_name : "";
      if (friendlyName && user.factors.some((f) => f.friendly_name === friendlyName)) {
        throw new AuthError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      const stamp = new Date(now()).toISOString();
      /** @type {Factor} */
      const factor = {
        id: randomUUID(),
        friendly_name: friendlyName,
        factor_type: "totp",
        status: "unverified",
        secret: new OTPAuth.Secret({ size: 20 }).base32,
        created_at: stamp,
        updated_at: stamp,
      };
      user.factors.push(factor);
      const issuerName = typeof body.issuer === "string" && body.issuer ? body.issuer : TOTP_ISSUER;
      const uri = new OTPAuth.TOTP({ issuer: issuerName, label: user.email, algorithm: "SHA1", digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(factor.secret) }).toString();
      return {
        id: factor.id,
        type: "totp",
        friendly_name: factor.friendly_name,
        // GoTrue answers the SVG itself; supabase-js makes it a data: URL.
        totp: { qr_code: renderSVG(uri, { border: 2 }), secret: factor.secret, uri },
      };
    },

    /** POST /factors/{id}/challenge. @param {string | undefined} authorization @param {string} factorId @param {string} client */
    async challenge(authorization, factorId, client) {
      limit("mfaChallenge", client);
      const { user, session } = await signedIn(authorization);
      const factor = user.factors.find((f) => f.id === factorId);
      if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
      const id = randomUUID();
      const expiresAt = Math.floor(now() / 1000) + CHALLENGE_SECONDS;
      challenges.set(id, { id, factorId, sessionId: session.id, expiresAt, used: false });
      return { id, type: "totp", expires_at: expiresAt };
    },

    /**
     * POST /factors/{id}/verify: the code for the challenge. Right: the factor is verified, the
     * session becomes aal2 and a new access and refresh token are issued (as GoTrue does).
     * @param {string | undefined} authorization @param {string} factorId
     * @param {{ challenge_id?: unknown, code?: unknown }} body @param {string} client
     */
    async verifyFactor(authorization, factorId, body, client) {
      limit("mfaVerify", client);
      const { user, session } = await signedIn(authorization);
      const factor = user.factors.find((f) => f.id === factorId);
      if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
      const challenge = challenges.get(typeof body.challenge_id === "string" ? body.challenge_id : "");
      if (!challenge || challenge.factorId !== factor.id || challenge.sessionId !== session.id || challenge.used) {
        throw new AuthError(404, "mfa_challenge_not_found", "MFA challenge not found");
      }
      if (challenge.expiresAt < now() / 1000) {
        challenges.delete(challenge.id);
        throw new AuthError(422, "mfa_challenge_expired", `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
      }
      const code = typeof body.code === "string" ? body.code.trim() : "";
      const delta = /^\d{6}$/.test(code) ? totp(factor.secret).validate({ token: code, timestamp: now(), window: 1 }) : null;
      if (delta === null) throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
      challenge.used = true;
      challenges.delete(challenge.id);
      const stamp = new Date(now()).toISOString();
      factor.status = "verified";
      factor.updated_at = stamp;
      session.aal = "aal2";
      session.amr = [{ method: "totp", timestamp: Math.floor(now() / 1000) }, ...session.amr.filter((m) => m.method !== "totp")];
      // The aal1 refresh tokens of this session are spent: only the new one continues it.
      for (const record of refreshTokens.values()) if (record.sessionId === session.id) record.used = true;
      return issue(user, session);
    },

    /** DELETE /factors/{id}: a verified factor needs an aal2 session. @param {string | undefined} authorization @param {string} factorId */
    async unenroll(authorization, factorId) {
      const { user, session } = await signedIn(authorization);
      const factor = user.factors.find((f) => f.id === factorId);
      if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
      if (factor.status === "verified" && session.aal !== "aal2") {
        throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
      }
      user.factors = user.factors.filter((f) => f.id !== factorId);
      return { id: factorId };
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
        // Its refresh tokens die with it: a copied one can't start the session again.
        for (const [token, record] of refreshTokens) if (record.sessionId === session.id) refreshTokens.delete(token);
      }
    },

    /** Takes one request from a client's bucket (the /token grants). @param {keyof typeof AUTH_RATE_LIMITS} kind @param {string} client */
    limit,

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
