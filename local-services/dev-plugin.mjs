// @ts-check
/**
 * `npm run dev`: the local services inside Vite's dev server (docs/decisions/2026-11-25-dev-server.md).
 *
 * The same stand-ins `npm start` serves (store API, Supabase on PGlite running the migrations,
 * the Stripe pages: `createLocalServices`) answer on the dev server's own origin, in front of
 * Vite's middlewares, so the app's same-origin service URLs work unchanged. An edit to a
 * migration restarts the Supabase stand-in, an edit in supabase/functions the Edge Functions'
 * Deno (one line says so each); an edit to a local service's
 * code restarts the whole dev process (`local-services/dev.mjs` watches for that).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { announceOrigin, createLocalServices, serviceFor, servicesSummary } from "./services.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS = path.join(root, "supabase", "migrations");
/** How long after the dev server listens the database starts, unless asked for sooner. */
const DATABASE_DELAY_MS = 2500;

/**
 * @param {{ env?: NodeJS.ProcessEnv, print?: (text: string) => void }} [options]
 * @returns {import("vite").Plugin}
 */
export function localServicesInDev({ env = process.env, print = (t) => console.log(t) } = {}) {
  return {
    name: "local-services-in-dev",
    apply: "serve",
    async configureServer(server) {
      // Start-up chatter is kept unless something fails, as with `npm start`; then every line shows.
      /** @type {string[] | null} */
      let startupLog = [];
      const log = (/** @type {string} */ msg) => (startupLog ? startupLog.push(msg) : print(`[local] ${msg}`));
      // The database (PGlite, a few CPU-seconds to start) starts once the server has had time to
      // answer the first page, or at its first request: on two CPUs the two would slow each other.
      /** @type {import("./server.mjs").LocalService[]} */
      let services = await createLocalServices({ log, env, except: ["supabase"] });
      /** @type {Promise<void> | null} */
      let database = null;
      const startDatabase = () =>
        (database ??= createLocalServices({ log, env, only: ["supabase"] }).then((more) => {
          services = [...services, ...more];
        }));

      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
        const forDatabase = serviceFor([{ prefix: "/supabase" }], url.pathname);
        Promise.resolve(forDatabase ? startDatabase() : undefined)
          .then(() => {
            const service = serviceFor(services, url.pathname);
            if (!service) return next();
            return service.handle(req, res, url);
          })
          .catch((error) => {
            log(`error on ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
            if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
            res.end("Internal Server Error");
          });
      });

      // A migration changed: the Supabase stand-in starts again from the migrations (and its seed).
      server.watcher.add(MIGRATIONS);
      let restarting = Promise.resolve();
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(MIGRATIONS + path.sep) || !file.endsWith(".sql")) return;
        restarting = restarting.then(async () => {
          const old = services.find((s) => s.prefix === "/supabase");
          await old?.close?.();
          const fresh = await createLocalServices({ log, env, only: ["supabase"] });
          services = services.map((s) => (s.prefix === "/supabase" ? (fresh[0] ?? s) : s));
          await fresh[0]?.ready;
          print(`  ${path.relative(root, file)} changed: the Supabase stand-in restarted from the migrations (its data is fresh)`);
        });
      });

      // A function changed: its Deno starts again with the new code (the database keeps its data).
      const FUNCTIONS = path.resolve(root, env.LOCAL_FUNCTIONS_DIR || path.join("supabase", "functions"));
      server.watcher.add(FUNCTIONS);
      /** @type {NodeJS.Timeout | undefined} */
      let functionsDebounce;
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(FUNCTIONS + path.sep) || !/\.(ts|tsx|json)$/.test(file) || /\.test\.tsx?$/.test(file)) return;
        clearTimeout(functionsDebounce);
        functionsDebounce = setTimeout(() => {
          const edge = services.find((s) => s.prefix === "/supabase/functions/v1");
          void edge?.restart?.().then(() => print(`  ${path.relative(root, file)} changed: the Edge Functions restarted`));
        }, 200);
      });

      server.httpServer?.once("listening", async () => {
        const address = server.httpServer?.address();
        const port = typeof address === "object" && address ? address.port : server.config.server.port;
        announceOrigin(services, address, Number(port));
        await new Promise((r) => setTimeout(r, DATABASE_DELAY_MS));
        await startDatabase();
        const outcomes = await Promise.race([Promise.allSettled(services.map((s) => s.ready)), new Promise((r) => setTimeout(r, 8000))]);
        if (Array.isArray(outcomes) && outcomes.some((o) => o.status === "rejected")) startupLog?.forEach((l) => print(`[local] ${l}`));
        startupLog = null;
        print(servicesSummary({ origin: `http://localhost:${port}`, services, env }).join("\n"));
      });
      server.httpServer?.once("close", () => void Promise.all(services.map((s) => s.close?.())));
    },
  };
}
