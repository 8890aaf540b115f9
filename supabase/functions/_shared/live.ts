/**
 * The real dependencies, built once per isolate from Deno's environment. The only shared module
 * that touches Deno's globals (index.ts files call it).
 */
import { createRpc } from "./db.ts";
import type { Deps } from "./deps.ts";
import { readEnv } from "./env.ts";
import type { Handler } from "./handler.ts";
import { errorJson } from "./http.ts";
import { apiWords } from "./words/index.ts";

let deps: Deps | undefined;

interface EdgeRuntimeLike {
  waitUntil(work: Promise<unknown>): void;
}

export function liveDeps(): Deps {
  if (deps) return deps;
  const env = readEnv((name) => Deno.env.get(name));
  const log = (message: string) => console.error(message);
  const edgeRuntime = (globalThis as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime;
  deps = {
    env,
    rpc: createRpc(env.supabaseUrl, env.serviceRoleKey),
    fetch: (input, init) => fetch(input, init),
    log,
    // Supabase keeps the isolate alive for work handed to waitUntil; a long-lived Deno (the local
    // stand-in) simply keeps running it.
    waitUntil: (work) => {
      const guarded = work.catch((error) => log(`background work failed: ${error instanceof Error ? error.stack : String(error)}`));
      edgeRuntime?.waitUntil(guarded);
    },
  };
  return deps;
}

/**
 * The function Deno.serve runs: the handler with the real dependencies. Building them can only fail
 * on a broken deployment; that is logged and answered in words too.
 */
export function serveWith(handler: Handler): (request: Request) => Promise<Response> {
  return async (request) => {
    let current: Deps;
    try {
      current = liveDeps();
    } catch (error) {
      console.error(`function start-up failed: ${error instanceof Error ? error.stack : String(error)}`);
      return errorJson(500, apiWords(undefined).failed);
    }
    return handler(request, current);
  };
}
