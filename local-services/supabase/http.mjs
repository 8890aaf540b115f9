// @ts-check
/** HTTP helpers shared by the stand-in's REST and Auth handlers. */
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

/** @param {import("node:http").IncomingMessage} req @returns {Promise<string>} */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new PostgrestError(413, { code: "PGRST413", message: "Request body too large" }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** A request header as one string. @param {import("node:http").IncomingMessage} req @param {string} name */
export function header(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(", ") : v;
}
