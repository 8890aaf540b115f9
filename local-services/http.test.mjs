// @ts-check
import { createServer, request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { BodyTooLargeError, readBody, sendJson } from "./http.mjs";

/** @type {import("node:http").Server | undefined} */
let server;
afterEach(() => new Promise((done) => (server ? server.close(() => done(undefined)) : done(undefined))));

/**
 * A server whose one handler is `handle`; resolves with its port.
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} handle
 */
function serve(handle) {
  const s = createServer(handle);
  server = s;
  return new Promise((resolve) => s.listen(0, "127.0.0.1", () => resolve(/** @type {import("node:net").AddressInfo} */ (s.address()).port)));
}

/** POSTs `body` (in chunks of 1 KiB) and resolves with the answer, or with the error that cut it. */
function post(/** @type {number} */ port, /** @type {string} */ body) {
  return new Promise((resolve) => {
    const req = request({ port, method: "POST", host: "127.0.0.1" }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    for (let i = 0; i < body.length; i += 1024) req.write(body.slice(i, i + 1024));
    req.end();
  });
}

describe("the local services' HTTP helpers", () => {
  it("reads a body up to the limit, multi-byte characters whole across chunks", async () => {
    /** @type {Promise<string> | undefined} */
    let read;
    const port = await serve((req, res) => {
      read = readBody(req, 4096);
      read.then(() => res.end(), () => res.end());
    });
    const text = "ñ".repeat(1500); // 3,000 bytes, a 2-byte character split at every 1 KiB chunk
    await post(port, text);
    await expect(read).resolves.toBe(text);
  });

  it("rejects a body over the limit with a 413 BodyTooLargeError and stops reading it", async () => {
    /** @type {Promise<string> | undefined} */
    let read;
    const port = await serve((req) => {
      read = readBody(req, 1000);
      read.catch(() => {});
    });
    await post(port, "x".repeat(64 * 1024));
    const error = await read?.then(() => null, (e) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(error).toMatchObject({ status: 413, limit: 1000 });
  });

  it("answers JSON with its length, never cached, extra headers on top", async () => {
    const port = await serve((_req, res) => sendJson(res, 201, { ok: "sí" }, { "Access-Control-Allow-Origin": "*" }));
    const answer = /** @type {{ status: number, headers: Record<string, string>, text: string }} */ (await post(port, ""));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({ ok: "sí" });
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.text)));
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
  });
});
