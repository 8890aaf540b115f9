// @ts-check
/**
 * HTTP/2 in front of `npm start`, for the benches: Cloudflare Pages and Netlify serve the site to
 * browsers over HTTP/2 (and HTTP/3), while `npm start` speaks HTTP/1.1, on which a browser opens
 * six connections to a host and asks for six files at a time. A measure of prefetching or of a
 * cold tap over HTTP/1.1 alone counts round trips a published page does not pay (issue 22,
 * docs/decisions/2026-11-25-navigation.md). Browsers speak HTTP/2 only over TLS: the front has a
 * throwaway self-signed certificate (openssl), so a bench's browser context sets
 * `ignoreHTTPSErrors`. Every request goes through to the upstream server unchanged; its answer
 * comes back unchanged but for HTTP/1.1's connection headers.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

/** Headers HTTP/2 forbids or HTTP/1.1 uses for its connection only. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "te", "host"]);

function selfSigned() {
  const dir = mkdtempSync(path.join(tmpdir(), "h2-front-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"], { stdio: "ignore" });
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Starts the front on a free port; resolves to its origin (https://localhost:PORT) and its close.
 * @param {string} upstream the `npm start` origin, e.g. http://localhost:4180
 */
export async function startH2Front(upstream) {
  const target = new URL(upstream);
  const server = createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(":") && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers.host = target.host;
    const out = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      /** @type {http.OutgoingHttpHeaders} */
      const back = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
      res.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(res);
    });
    out.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  await new Promise((resolve) => server.listen(0, "localhost", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { origin: `https://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}
