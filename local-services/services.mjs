// @ts-check
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The network between a visitor and the hosted services, which the local stand-ins don't have:
 * LOCAL_LATENCY_MS (default 0) and LOCAL_JITTER_MS (default 0, at most the latency). Invalid or
 * negative values count as 0.
 * @param {NodeJS.ProcessEnv} env
 */
export function latencyFromEnv(env) {
  const ms = (/** @type {string | undefined} */ v) => {
    const n = Number(v ?? 0);
    return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
  };
  const latency = ms(env.LOCAL_LATENCY_MS);
  return { latency, jitter: Math.min(ms(env.LOCAL_JITTER_MS), latency) };
}

/** "100 ms ± 20 ms", or null when there is no added latency. @param {NodeJS.ProcessEnv} env */
export function describeLatency(env) {
  const { latency, jitter } = latencyFromEnv(env);
  if (!latency) return null;
  return `${latency} ms${jitter ? ` ± ${jitter} ms` : ""}`;
}

/**
 * Wraps a service so that each response waits `latency ± jitter` ms before the service answers,
 * as a round trip to a hosted service would (Supabase is 50-150 ms from a visitor). The wait
 * happens before the request is handled, so concurrent requests overlap like on a network;
 * one place, so every stand-in (REST, Auth, store API, Stripe pages) has the same network.
 * @param {import("./server.mjs").LocalService} service
 * @param {{ latency: number, jitter: number }} network
 * @param {() => number} [random]
 * @returns {import("./server.mjs").LocalService}
 */
export function withLatency(service, { latency, jitter }, random = Math.random) {
  if (!latency) return service;
  return {
    ...service,
    async handle(req, res, url) {
      // The Edge Functions' own calls (Deno's fetch) run beside the services in production, not
      // across a visitor's network: only the visitor's requests wait.
      if (String(req.headers?.["user-agent"] ?? "").startsWith("Deno/")) return service.handle(req, res, url);
      const delay = Math.max(0, latency + (jitter ? Math.round((random() * 2 - 1) * jitter) : 0));
      await new Promise((resolve) => setTimeout(resolve, delay));
      return service.handle(req, res, url);
    },
  };
}

/**
 * The service a request path belongs to (its prefix, or below it), or undefined: the site's.
 * @template {{ prefix: string }} S
 * @param {readonly S[]} services @param {string} pathname
 */
export function serviceFor(services, pathname) {
  // The longest prefix wins: the Edge Functions (/supabase/functions/v1) sit inside Supabase's.
  let found;
  for (const s of services) if ((pathname === s.prefix || pathname.startsWith(s.prefix + "/")) && (!found || s.prefix.length > found.prefix.length)) found = s;
  return found;
}

/**
 * Tells the services the site's origin once the server listens (the Edge Functions call the
 * other stand-ins back over HTTP and put the site's links in mails).
 * @param {readonly import("./server.mjs").LocalService[]} services
 * @param {string | import("node:net").AddressInfo | null | undefined} address what `server.address()` gave
 * @param {number} port
 */
export function announceOrigin(services, address, port) {
  const ip = typeof address === "object" && address ? address.address : "127.0.0.1";
  const site = `http://localhost:${port}`;
  // On loopback or every interface, the functions call back through `localhost` too, so the links
  // they build from SUPABASE_URL (a mail's List-Unsubscribe) are the site's own; a server bound to
  // one other address is called there.
  const internal = ["127.0.0.1", "::1", "0.0.0.0", "::"].includes(ip) ? site : `http://${ip.includes(":") ? `[${ip}]` : ip}:${port}`;
  for (const s of services) s.setOrigin?.({ site, internal });
}

/**
 * The block `npm start` and `npm run dev` end their start-up with: what to open, the services on
 * the same origin, the data mode, the accounts, the network setting, how to stop.
 * @param {{ origin: string, services: readonly import("./server.mjs").LocalService[], env: NodeJS.ProcessEnv }} options
 * @returns {string[]}
 */
export function servicesSummary({ origin, services, env }) {
  const width = Math.max(...services.map((s) => s.prefix.length)) + origin.length + 2;
  const network = describeLatency(env);
  return [
    "",
    `  Open ${origin}/`,
    "",
    "  Local services on the same origin:",
    ...services.map((s) => `    ${(origin + s.prefix).padEnd(width)}${s.name}`),
    ...services.flatMap((s) => (s.data ? [`  Data: ${s.data}`] : [])),
    ...(services.some((s) => s.accounts?.length) ? ["  Accounts (sign in at /email-list):"] : []),
    ...services.flatMap((s) => (s.accounts ?? []).map((a) => `    ${a.email} / ${a.password}  (${a.note})`)),
    ...(network ? [`  Network: every local service answers after ${network} (LOCAL_LATENCY_MS, LOCAL_JITTER_MS)`] : []),
    "",
    "  Press Ctrl+C to stop.",
    "",
  ];
}

/**
 * Every folder in local-services/ with a `service.mjs` is a stand-in for a hosted service.
 * Each exports `createService(ctx)` returning a LocalService ({ name, prefix, handle, close }).
 * It must return quickly (start slow work, like a database, in the background).
 * LOCAL_LATENCY_MS / LOCAL_JITTER_MS delay every one of them (withLatency).
 * `only` starts just the named folders' services (the dev server restarts one at a time), `except`
 * all but those.
 * @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv, only?: string[], except?: string[] }} ctx
 * @returns {Promise<import("./server.mjs").LocalService[]>}
 */
export async function createLocalServices(ctx) {
  const dirs = readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, "service.mjs")) && (!ctx.only || ctx.only.includes(d.name)) && !ctx.except?.includes(d.name))
    .map((d) => d.name)
    .sort();
  const network = latencyFromEnv(ctx.env);
  const services = [];
  for (const dir of dirs) {
    const mod = await import(pathToFileURL(path.join(here, dir, "service.mjs")).href);
    services.push(withLatency(await mod.createService(ctx), network));
  }
  return services;
}
