// @ts-check
/**
 * The two HTTP chores every local stand-in has: answering JSON and reading a request body with a
 * size limit. One copy here (they were copied into analytics, mail, turnstile, stripe, store-api
 * and supabase, each with its own limit and a slightly different way to fail).
 */

/** The body passed `limit` bytes: the request was cut off there. `status` is the HTTP answer for it. */
export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`body too large (over ${limit} bytes)`);
    this.name = "BodyTooLargeError";
    this.status = 413;
    this.limit = limit;
  }
}

/**
 * The request's body as UTF-8 text, at most `limit` bytes. Past the limit it rejects with a
 * BodyTooLargeError and destroys the request, so a stand-in never holds more than `limit` of it
 * in memory whatever a client sends.
 * @param {import("node:http").IncomingMessage} req @param {number} limit bytes
 * @returns {Promise<string>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError(limit));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Answers `body` as JSON, never cached (a stand-in's answers change with every test), with any
 * extra `headers` (they win over the defaults).
 * @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store", ...headers });
  res.end(text);
}
