/**
 * The harness's window on the page, in any engine: a reverse proxy in front of the `npm start`
 * server that the engine browses through. It changes two things and nothing else:
 *  - every Content-Security-Policy gets `report-uri /__engines/csp`, so the browser itself
 *    reports each violation, from the first byte of the document on (WebKit and Firefox both
 *    send the classic reports); a page's own policy (its <meta>, which cannot report) is
 *    copied into a header beside it, with the same report-uri;
 *  - every HTML document whose policy allows same-origin scripts gets the probe
 *    (`./probe.ts`) as its first script.
 * Both report here; `take()` hands a journey what its pages reported. Requests go upstream
 * with `Accept-Encoding: identity` (the proxy edits the HTML); the Host header is kept, so the
 * site and its stand-ins build their redirects and success URLs on the proxy's origin.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pagePolicyOf } from "../pipeline/host-files";
import { probe } from "./probe";

export type Report = { kind: string; message: string; page?: string };

const PROBE_PATH = "/__engines/probe.js";
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;
const SELF_TEST_PATH = "/__engines/self-test";

/** Whether a policy lets the page run a same-origin script (the stand-ins' script-less pages do not). */
function allowsSelfScripts(policy: string): boolean {
  const directives = new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!.toLowerCase(), parts.slice(1)] as const),
  );
  const scripts = directives.get("script-src-elem") ?? directives.get("script-src") ?? directives.get("default-src");
  return scripts === undefined || scripts.includes("'self'");
}

export async function startProxy(upstreamPort: number) {
  const reports: Report[] = [];
  /** The path of every request the browser sent upstream, in order (the harness's own excepted). */
  const requested: string[] = [];
  const probeSource = `(${probe.toString()})();\n`;

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => (body += c));
      req.on("end", () => resolve(body));
    });

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    if (url === PROBE_PATH) {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      res.end(probeSource);
      return;
    }
    if (url === SELF_TEST_PATH) {
      // The harness's own proof page (journeys.test.ts): a policy, and a violation, an error, a
      // rejection, a console error and a missing image while it loads.
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'self'; report-uri /__engines/csp" });
      res.end(
        `<!doctype html><html><head>${PROBE_TAG}<title>engines self-test</title><script>window.inlineRan = true</script>` +
          `<script src="/__engines/self-test.js"></script></head><body><img src="/__engines/missing.png" alt=""><p>self-test</p></body></html>`,
      );
      return;
    }
    if (url === "/__engines/self-test.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end(`console.error("self-test: console"); Promise.reject(new Error("self-test: rejected")); throw new Error("self-test: thrown");\n`);
      return;
    }
    if (url === "/__engines/missing.png") {
      res.writeHead(404).end();
      return;
    }
    if (url.startsWith("/__engines/report") && req.method === "POST") {
      try {
        reports.push(JSON.parse(await readBody(req)) as Report);
      } catch {
        reports.push({ kind: "harness", message: "an unreadable probe report" });
      }
      res.writeHead(204).end();
      return;
    }
    if (url.startsWith("/__engines/csp") && req.method === "POST") {
      const body = await readBody(req);
      try {
        const r = (JSON.parse(body) as { "csp-report": Record<string, string> })["csp-report"];
        reports.push({
          kind: "csp-report",
          message: `${r["effective-directive"] ?? r["violated-directive"]} blocked ${r["blocked-uri"] || "inline"} (${r["source-file"] ?? "?"}:${r["line-number"] ?? "?"})`,
          page: r["document-uri"],
        });
      } catch {
        reports.push({ kind: "csp-report", message: body.slice(0, 300) });
      }
      res.writeHead(204).end();
      return;
    }

    requested.push(new URL(url, "http://upstream").pathname);
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort, method: req.method, path: url, headers: { ...req.headers, "accept-encoding": "identity" } },
      (up) => {
        const headers = { ...up.headers };
        const policy = headers["content-security-policy"];
        const policies = policy === undefined ? [] : Array.isArray(policy) ? policy : [policy];
        if (policies.length > 0) headers["content-security-policy"] = policies.map((p) => `${p}; report-uri /__engines/csp`);
        const isHtml = String(headers["content-type"] ?? "").startsWith("text/html");
        if (!isHtml || req.method === "HEAD") {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on("data", (c: Buffer) => chunks.push(c));
        up.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const own = pagePolicyOf(html);
          if (own !== null) headers["content-security-policy"] = [...policies, own].map((p) => `${p}; report-uri /__engines/csp`);
          const withProbe = [...policies, ...(own === null ? [] : [own])].every(allowsSelfScripts)
            ? /<head[^>]*>/i.test(html)
              ? html.replace(/<head[^>]*>/i, (tag) => tag + PROBE_TAG)
              : PROBE_TAG + html
            : html;
          delete headers["content-length"];
          res.writeHead(up.statusCode ?? 502, headers);
          res.end(withProbe);
        });
      },
    );
    upstream.on("error", (error) => {
      reports.push({ kind: "harness", message: `proxy: ${req.method} ${url}: ${error.message}` });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://localhost:${port}`,
    /** What the pages reported since the last call. */
    take(): Report[] {
      return reports.splice(0, reports.length);
    },
    /** The paths requested upstream so far (a live list: note its length to read what came after). */
    requested: requested as readonly string[],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
