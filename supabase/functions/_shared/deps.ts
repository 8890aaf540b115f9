/**
 * What a handler needs from the world, passed in: the real ones come from ./live.ts (Deno's env,
 * supabase-js, fetch), tests pass fakes. No handler reads a global.
 */
import type { Rpc } from "./db.ts";
import type { FunctionEnv } from "./env.ts";

export interface Deps {
  env: FunctionEnv;
  rpc: Rpc;
  fetch: typeof fetch;
  /** Server-side log (Supabase's function logs): the place for SQL messages and stack traces. */
  log: (message: string) => void;
  /** Keeps work running after the answer (Supabase: EdgeRuntime.waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
}
