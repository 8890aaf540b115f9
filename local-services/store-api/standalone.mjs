// @ts-check
/**
 * The store API stand-in on its own little HTTP server, for the build: the production build
 * prerenders /store and every product page from the catalogue, and a local build has no
 * `npm start` server running yet to read it from. Also used by `npm run bench` to time the
 * production build against a store API.
 *
 *   const store = await startStoreApi();   // http://127.0.0.1:<free port>/store-api
 *   … store.apiUrl, store.storeId …
 *   await store.close();
 */
import http from "node:http";
import { LOCAL_STORE_ID } from "../local-env.mjs";
import { createService } from "./service.mjs";

/**
 * @param {{ port?: number, host?: string, mediaOrigin?: string, log?: (msg: string) => void }} [options]
 * `mediaOrigin` defaults to "": image URLs are answered as site-relative paths, so prerendered
 * pages load them from the site's own origin, whatever port it runs on.
 * @returns {Promise<{ origin: string, apiUrl: string, storeId: string, close: () => Promise<void> }>}
 */
export async function startStoreApi({ port = 0, host = "127.0.0.1", mediaOrigin = "", log = () => {} } = {}) {
  const service = await createService({ log, env: { VITE_STORE_ID: LOCAL_STORE_ID }, mediaOrigin });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`);
    try {
      if (url.pathname === service.prefix || url.pathname.startsWith(service.prefix + "/")) return await service.handle(req, res, url);
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
    } catch (error) {
      log(`store-api: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  // A build that fails half-way must not be kept alive by this server.
  server.unref();
  const address = server.address();
  const origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;
  return {
    origin,
    apiUrl: `${origin}${service.prefix}`,
    storeId: LOCAL_STORE_ID,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(() => r(undefined)));
    },
  };
}
