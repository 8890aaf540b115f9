/**
 * What every function does around its own work: answer the browser's preflight, and turn a thrown
 * error into a logged stack and a 500 in words (no stack trace or SQL message reaches a visitor).
 */
import { preflight } from "./cors.ts";
import type { Deps } from "./deps.ts";
import { errorJson } from "./http.ts";
import { apiWords } from "./words/index.ts";

export type Handler = (request: Request, deps: Deps) => Promise<Response>;

export function safe(name: string, handler: Handler): Handler {
  return async (request, deps) => {
    if (request.method === "OPTIONS") return preflight();
    try {
      return await handler(request, deps);
    } catch (error) {
      deps.log(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const lang = new URL(request.url).searchParams.get("lang");
      return errorJson(500, apiWords(lang).failed);
    }
  };
}
