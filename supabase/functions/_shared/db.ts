/**
 * The SQL functions, called by rpc with the service role (they are granted to it alone).
 * Handlers take an `Rpc`, so tests pass a fake and only index.ts files build the real one.
 */
import { createClient } from "@supabase/supabase-js";

export interface RpcError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

export interface RpcAnswer {
  data: unknown;
  error: RpcError | null;
  status?: number;
}

export type Rpc = (fn: string, args?: Record<string, unknown>) => Promise<RpcAnswer>;

/** A SQL function's failure; its message stays in the log, never in an answer to a visitor. */
export class DbError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(fn: string, error: RpcError, status: number) {
    super(`${fn}: ${error.code ?? "?"} ${error.message}${error.details ? ` (${error.details})` : ""}`);
    this.name = "DbError";
    this.code = error.code ?? "";
    this.status = status;
  }
  /** The per-address limit (PT429: PostgREST answers 429). */
  get rateLimited(): boolean {
    return this.code === "PT429" || this.status === 429;
  }
  /** An argument the SQL refused (22023: unknown source, language or consent version). */
  get badArgument(): boolean {
    return this.code === "22023";
  }
}

export function createRpc(supabaseUrl: string, serviceRoleKey: string): Rpc {
  const client = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return async (fn, args) => {
    const answer = await client.rpc(fn, args ?? {});
    return { data: answer.data, error: answer.error, status: answer.status };
  };
}

/** Calls a SQL function and returns its data, or throws DbError (also when the call itself throws). */
export async function call<T>(rpc: Rpc, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  let answer: RpcAnswer;
  try {
    answer = await rpc(fn, args);
  } catch (error) {
    throw new DbError(fn, { message: error instanceof Error ? error.message : String(error) }, 0);
  }
  if (answer.error) throw new DbError(fn, answer.error, answer.status ?? 0);
  return answer.data as T;
}
