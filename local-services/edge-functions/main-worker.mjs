// @ts-check
/**
 * The Deno side of the Edge Functions stand-in, like Supabase edge-runtime's main worker: one
 * long-lived Deno process imports every `<functions dir>/<name>/index.ts` (folders not starting
 * with `_` or `.`), with `Deno.serve` replaced by a registration, and serves them all on one
 * loopback port, `/<name>[/…]` going to that function's handler (Supabase hands a function the
 * path from its name on, so its own routing works the same).
 *
 * Run by service.mjs: `deno run … main-worker.mjs <functions dir>`. It prints one JSON line on
 * stdout once it listens: `{"ready": <port>, "functions": [...], "failed": {"<name>": "<why>"}}`.
 * Plain JavaScript, so the project's `tsc` (which knows no Deno) can check it like the other
 * local services; Deno's API is reached through `globalThis`.
 */

/** @typedef {(request: Request, info?: unknown) => Response | Promise<Response>} Handler */

/** @type {any} */
const Deno = /** @type {any} */ (globalThis).Deno;
const realServe = Deno.serve.bind(Deno);

const dir = Deno.args[0];
if (!dir) {
  console.error("usage: main-worker.mjs <functions dir>");
  Deno.exit(2);
}

// The parent (service.mjs) holds our stdin: when it goes away, however it died, so do we, rather
// than keep a port and a stale copy of the functions.
(async () => {
  try {
    for await (const _ of Deno.stdin.readable) void _;
  } catch {
    /* closed */
  }
  Deno.exit(0);
})();

/** @type {Map<string, Handler>} */
const handlers = new Map();
/** Functions that could not be loaded, and why (answered as a 503 naming them). @type {Map<string, string>} */
const failed = new Map();
/** @type {string | null} the function whose module is being imported */
let loading = null;

// What a Deno.serve call returns, enough for code that awaits `finished` or calls `shutdown()`.
const fakeServer = () => ({
  finished: new Promise(() => {}),
  addr: { transport: "tcp", hostname: "127.0.0.1", port: 0 },
  shutdown: async () => {},
  ref() {},
  unref() {},
  [Symbol.asyncDispose]: async () => {},
});

/** Deno.serve(handler), Deno.serve(options, handler) and Deno.serve({ ...options, handler }). */
Deno.serve = (/** @type {any} */ a, /** @type {any} */ b) => {
  const handler = typeof a === "function" ? a : typeof b === "function" ? b : a?.handler;
  if (!loading) throw new Error("Deno.serve called outside a function's import");
  if (typeof handler !== "function") throw new Error("Deno.serve was called without a handler");
  handlers.set(loading, handler);
  return fakeServer();
};

// Supabase's global for work that outlives the answer; this process lives on, so it just runs.
/** @type {any} */ (globalThis).EdgeRuntime ??= {
  waitUntil(/** @type {Promise<unknown>} */ work) {
    Promise.resolve(work).catch((error) => console.error(`waitUntil: ${error instanceof Error ? error.stack : String(error)}`));
  },
};

const names = [];
for await (const entry of Deno.readDir(dir)) {
  if (entry.isDirectory && !entry.name.startsWith("_") && !entry.name.startsWith(".")) names.push(entry.name);
}
names.sort();

for (const name of names) {
  const file = `${dir.replace(/\/$/, "")}/${name}/index.ts`;
  try {
    await Deno.stat(file);
  } catch {
    continue; // not a function (no index.ts)
  }
  loading = name;
  try {
    await import(new URL(`file://${file}`).href);
    if (!handlers.has(name)) failed.set(name, "its index.ts did not call Deno.serve");
  } catch (error) {
    failed.set(name, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    console.error(`function "${name}" failed to load: ${error instanceof Error ? error.stack : String(error)}`);
  }
  loading = null;
}

/** @param {number} status @param {string} code @param {string} message */
const json = (status, code, message) =>
  new Response(JSON.stringify({ code, message }), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" } });

realServe(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: (/** @type {{ port: number }} */ addr) =>
      console.log(JSON.stringify({ ready: addr.port, functions: [...handlers.keys()], failed: Object.fromEntries(failed) })),
  },
  async (/** @type {Request} */ request, /** @type {unknown} */ info) => {
    const name = decodeURIComponent(new URL(request.url).pathname.split("/")[1] ?? "");
    const handler = handlers.get(name);
    if (!handler) {
      const why = failed.get(name);
      if (why) return json(503, "error", `The edge function "${name}" failed to load: ${why}`);
      return json(404, "NOT_FOUND", `Requested function was not found: "${name}"`);
    }
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(`function "${name}" threw: ${error instanceof Error ? error.stack : String(error)}`);
      return json(500, "error", `The edge function "${name}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  },
);
