// @ts-check
/**
 * The auth stand-in's limits and second factor, on a clock the test moves: GoTrue's per-address
 * token buckets (numbers in auth.mjs), TOTP codes checked by a real RFC 6238 implementation, and
 * sign-out revoking the refresh token.
 */
import { describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS, AuthError, createAuth, localUsers, totpCode } from "./auth.mjs";

function setup() {
  let t = Date.UTC(2026, 10, 25, 12, 0, 0);
  const users = localUsers({});
  const auth = createAuth({ jwtSecret: "test-secret-test-secret-test-secret-0123", publishableKey: "pk", secretKey: "sk", users, now: () => t });
  const team = users.find((u) => u.factors.length > 0);
  if (!team) throw new Error("no enrolled team account");
  return { auth, team, users, advance: (/** @type {number} */ ms) => (t += ms), now: () => t };
}

/** @param {() => unknown} fn */
function refusal(fn) {
  try {
    fn();
  } catch (e) {
    return e instanceof AuthError ? { status: e.status, code: e.code } : e;
  }
  return null;
}

describe("sign-in rate limits (GoTrue's defaults, per client address)", () => {
  it("answers 30 password attempts at once, refuses the 31st (429), then one every 2 seconds", () => {
    const { auth, advance } = setup();
    expect(AUTH_RATE_LIMITS.token).toEqual({ perSecond: 0.5, burst: 30 });
    for (let i = 0; i < 30; i++) expect(refusal(() => auth.limit("token", "198.51.100.9"))).toBeNull();
    expect(refusal(() => auth.limit("token", "198.51.100.9"))).toEqual({ status: 429, code: "over_request_rate_limit" });
    // Another address has its own bucket.
    expect(refusal(() => auth.limit("token", "198.51.100.10"))).toBeNull();
    advance(1000);
    expect(refusal(() => auth.limit("token", "198.51.100.9"))).toEqual({ status: 429, code: "over_request_rate_limit" });
    advance(1000);
    expect(refusal(() => auth.limit("token", "198.51.100.9"))).toBeNull();
    // Five quiet minutes refill the bucket to its 30.
    advance(300_000);
    for (let i = 0; i < 30; i++) expect(refusal(() => auth.limit("token", "198.51.100.9"))).toBeNull();
    expect(refusal(() => auth.limit("token", "198.51.100.9"))).not.toBeNull();
  });

  it("limits TOTP verification to 30 at once, then 15 a minute, so codes can't be guessed through", async () => {
    const { auth, team } = setup();
    const session = await auth.signInWithPassword({ email: team.email, password: team.password });
    const bearer = `Bearer ${session.access_token}`;
    const factorId = team.factors[0]?.id ?? "";
    const challenge = await auth.challenge(bearer, factorId, "198.51.100.9");
    let refused = 0;
    for (let i = 0; i < 31; i++) {
      try {
        await auth.verifyFactor(bearer, factorId, { challenge_id: challenge.id, code: "000000" }, "198.51.100.9");
      } catch (e) {
        if (e instanceof AuthError && e.status === 429) refused++;
        else expect(e).toMatchObject({ status: 422, code: "mfa_verification_failed" });
      }
    }
    expect(refused).toBe(1);
  });
});

describe("the second factor", () => {
  it("turns an aal1 session into aal2 with the current code, and accepts the neighbouring step only", async () => {
    const { auth, team, now, advance } = setup();
    const session = await auth.signInWithPassword({ email: team.email, password: team.password });
    const claims = (/** @type {string} */ jwt) => JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());
    expect(claims(session.access_token)).toMatchObject({ aal: "aal1", amr: [{ method: "password" }] });
    const bearer = `Bearer ${session.access_token}`;
    const factorId = team.factors[0]?.id ?? "";
    const secret = team.factors[0]?.secret ?? "";

    const old = await auth.challenge(bearer, factorId, "c");
    await expect(auth.verifyFactor(bearer, factorId, { challenge_id: old.id, code: totpCode(secret, now() - 90_000) }, "c")).rejects.toMatchObject({ code: "mfa_verification_failed" });
    advance(301_000);
    await expect(auth.verifyFactor(bearer, factorId, { challenge_id: old.id, code: totpCode(secret, now()) }, "c")).rejects.toMatchObject({ code: "mfa_challenge_expired" });

    const fresh = await auth.challenge(bearer, factorId, "c");
    const verified = await auth.verifyFactor(bearer, factorId, { challenge_id: fresh.id, code: totpCode(secret, now() - 30_000) }, "c");
    expect(claims(verified.access_token)).toMatchObject({ aal: "aal2", amr: [{ method: "totp" }, { method: "password" }] });
    // The aal1 refresh token is spent; the new one carries aal2 on.
    await expect(auth.refresh({ refresh_token: session.refresh_token })).rejects.toMatchObject({ code: "refresh_token_already_used" });
    const refreshed = await auth.refresh({ refresh_token: verified.refresh_token });
    expect(claims(refreshed.access_token).aal).toBe("aal2");
  });

  it("sign-out revokes the session's refresh tokens", async () => {
    const { auth, users } = setup();
    const member = users.find((u) => u.app_metadata.role !== "admin");
    if (!member) throw new Error("no member");
    const session = await auth.signInWithPassword({ email: member.email, password: member.password });
    await auth.logout(`Bearer ${session.access_token}`, "local");
    await expect(auth.refresh({ refresh_token: session.refresh_token })).rejects.toMatchObject({ code: "refresh_token_not_found" });
  });
});
