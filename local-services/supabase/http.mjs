// @ts-check
/** HTTP helpers shared by the stand-in's REST and Auth handlers. */
import { BodyTooLargeError, readBody as readLimited } from "../http.mjs";
import { PostgrestError } from "./postgrest.mjs";

const MAX_BODY_BYTES = 5 * 1024 * 1024;

export const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "authorization, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-retry-count",
  "Access-Control-Expose-Headers": "Content-Range, Preference-Applied, X-Supabase-Api-Version",
};

/**
 * @param {import("node:http").ServerResponse} res @param {number} status
 * @param {unknown} [body] JSON value, or a string already serialised
 * @param {Record<string, string>} [headers]
 */
export function send(res, status, body, headers = {}) {
  const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS,
    ...(payload !== undefined ? { "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(payload)) } : {}),
    ...headers,
  });
  res.end(payload);
}

/** The body as text; past the limit, PostgREST's own 413 error. @param {import("node:http").IncomingMessage} req @returns {Promise<string>} */
export async function readBody(req) {
  try {
    return await readLimited(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new PostgrestError(413, { code: "PGRST413", message: "Request body too large" });
    throw error;
  }
}

/** A request header as one string. @param {import("node:http").IncomingMessage} req @param {string} name */
export function header(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(", ") : v;
}
