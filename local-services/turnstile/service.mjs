// @ts-check
/**
 * Cloudflare Turnstile's stand-in at `/local-turnstile`, same origin as the site:
 *   GET  /local-turnstile/turnstile/v0/api.js      the widget script (`window.turnstile`, widget.js)
 *   POST /local-turnstile/turnstile/v0/siteverify  Cloudflare's verify endpoint, its wire format
 *
 * Tokens are made by the widget in the browser and say what they are (outcome, time, action,
 * cdata, hostname); this side remembers which were used, so each verifies once, as Cloudflare's do.
 * A token made while `localStorage["local-turnstile"] === "fail"` fails, so does every token while
 * the server runs with LOCAL_TURNSTILE=fail, and the secret Cloudflare documents as always failing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readBody } from "../http.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

export const PREFIX = "/local-turnstile";
/** Cloudflare's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing). */
export const TURNSTILE_TEST_SITE_KEY_PASS = "1x00000000000000000000AA";
export const TURNSTILE_TEST_SITE_KEY_BLOCK = "2x00000000000000000000AB";
export const TURNSTILE_TEST_SECRET_PASS = "1x0000000000000000000000000000000AA";
export const TURNSTILE_TEST_SECRET_FAIL = "2x0000000000000000000000000000000AA";
export const TURNSTILE_TEST_SECRET_SPENT = "3x0000000000000000000000000000000AA";
/** The token Cloudflare's test site keys hand out; accepted (repeatedly) like its test secrets do, for scripts. */
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
/** A token is good for 300 s, as Cloudflare's. */
export const TOKEN_LIFETIME_MS = 300_000;
const TOKEN_PREFIX = "local1.";

/**
 * What a token made by the widget (widget.js `makeToken`) says about itself, or null.
 * @param {string} token
 * @returns {{ outcome: "pass" | "fail", issuedAt: number, action: string | null, cdata: string | null, hostname: string } | null}
 */
export function readToken(token) {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 2048) return null;
  const [payload] = token.slice(TOKEN_PREFIX.length).split(".");
  try {
    const data = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    if ((data.o !== "pass" && data.o !== "fail") || typeof data.t !== "number") return null;
    return { outcome: data.o, issuedAt: data.t, action: data.a ?? null, cdata: data.c ?? null, hostname: typeof data.h === "string" ? data.h : "localhost" };
  } catch {
    return null;
  }
}

/**
 * The widget's way of making a token, for tests and scripts that post to the functions directly.
 * @param {{ outcome?: "pass" | "fail", issuedAt?: number, action?: string, cdata?: string, hostname?: string }} [options]
 */
export function makeToken({ outcome = "pass", issuedAt = Date.now(), action, cdata, hostname = "localhost" } = {}) {
  const payload = Buffer.from(JSON.stringify({ o: outcome, t: issuedAt, a: action ?? null, c: cdata ?? null, h: hostname })).toString("base64url");
  return `${TOKEN_PREFIX}${payload}.${crypto.randomUUID().replaceAll("-", "")}`;
}

/**
 * Cloudflare's siteverify, as a function of the fields and the state.
 * @param {{ secret?: string, response?: string, remoteip?: string, idempotency_key?: string }} fields
 * @param {{ used: Map<string, number>, idempotent: Map<string, { at: number, answer: object }>, failAll: boolean, now: number }} state
 */
export function verify(fields, state) {
  const no = (/** @type {string[]} */ codes) => ({ success: false, "error-codes": codes, messages: [] });
  const key = fields.idempotency_key;
  const earlier = key ? state.idempotent.get(key) : undefined;
  if (earlier && earlier.at > state.now - TOKEN_LIFETIME_MS) return earlier.answer;
  const answer = (() => {
    if (!fields.secret) return no(["missing-input-secret"]);
    if (!fields.response) return no(["missing-input-response"]);
    if (fields.secret === TURNSTILE_TEST_SECRET_FAIL) return no(["invalid-input-response"]);
    if (fields.secret === TURNSTILE_TEST_SECRET_SPENT) return no(["timeout-or-duplicate"]);
    if (state.failAll) return no(["invalid-input-response"]);
    const ok = (/** @type {{ issuedAt: number, action: string | null, cdata: string | null, hostname: string }} */ t) => ({
      success: true,
      "error-codes": [],
      challenge_ts: new Date(t.issuedAt).toISOString(),
      hostname: t.hostname,
      action: t.action ?? "",
      cdata: t.cdata ?? "",
      metadata: { interactive: false },
      messages: [],
    });
    if (fields.response === TURNSTILE_DUMMY_TOKEN) return ok({ issuedAt: state.now, action: null, cdata: null, hostname: "localhost" });
    const token = readToken(fields.response);
    if (!token) return no(["invalid-input-response"]);
    if (state.used.has(fields.response) || token.issuedAt < state.now - TOKEN_LIFETIME_MS) return no(["timeout-or-duplicate"]);
    state.used.set(fields.response, token.issuedAt);
    if (token.outcome === "fail") return no(["invalid-input-response"]);
    return ok(token);
  })();
  if (key) state.idempotent.set(key, { at: state.now, answer });
  return answer;
}

/** @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv }} ctx */
export async function createService({ env }) {
  const widget = readFileSync(path.join(here, "widget.js"), "utf8");
  /** Used tokens (until they would have expired anyway) and idempotency keys' answers. */
  const state = { used: new Map(), idempotent: new Map(), failAll: env.LOCAL_TURNSTILE === "fail", now: 0 };
  const forget = setInterval(() => {
    const old = Date.now() - TOKEN_LIFETIME_MS;
    for (const [token, issuedAt] of state.used) if (issuedAt < old) state.used.delete(token);
    for (const [key, { at }] of state.idempotent) if (at < old) state.idempotent.delete(key);
  }, 60_000);
  forget.unref();

  return {
    name: "Turnstile (local stand-in: widget, siteverify)",
    prefix: PREFIX,
    /** @type {import("../server.mjs").LocalService["handle"]} */
    async handle(req, res, url) {
      const rel = url.pathname.slice(PREFIX.length);
      const method = req.method ?? "GET";
      if (rel === "/turnstile/v0/api.js" && (method === "GET" || method === "HEAD")) {
        res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "Content-Length": Buffer.byteLength(widget) });
        res.end(method === "HEAD" ? undefined : widget);
        return;
      }
      if (rel === "/turnstile/v0/siteverify") {
        if (method !== "POST") {
          res.writeHead(405, { Allow: "POST", "Content-Type": "application/json" }).end(JSON.stringify({ success: false, "error-codes": ["method-not-allowed"] }));
          return;
        }
        const body = await readBody(req, 64 * 1024).catch(() => "");
        const type = String(req.headers["content-type"] ?? "");
        /** @type {Record<string, string>} */
        let fields = {};
        if (type.includes("application/json")) {
          try {
            const parsed = JSON.parse(body);
            fields = parsed && typeof parsed === "object" ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)])) : {};
          } catch {
            res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ success: false, "error-codes": ["bad-request"] }));
            return;
          }
        } else fields = Object.fromEntries(new URLSearchParams(body));
        state.now = Date.now();
        const answer = verify(fields, state);
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
        return;
      }
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found (the Turnstile stand-in serves /turnstile/v0/api.js and /turnstile/v0/siteverify)");
    },
  };
}
