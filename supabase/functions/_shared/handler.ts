/**
 * What every function does around its own work: answer the browser's preflight, and turn a thrown
 * error into a logged stack and a 500 in words (no stack trace or SQL message reaches a visitor).
 */
import { preflight } from "./cors.ts";
import type { Deps } from "./deps.ts";
import { apiKeyAccepted } from "./env.ts";
import { errorJson, methodNotAllowed, readJsonObject, type BodyResult } from "./http.ts";
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

/**
 * What a call from the site's pages must be before its fields are read: a POST, with the site's
 * publishable key, whose body is one JSON object (each refusal in words, as the contract says).
 */
export async function siteRequest(request: Request, deps: Deps): Promise<BodyResult<Record<string, unknown>>> {
  if (request.method !== "POST") return { ok: false, response: methodNotAllowed(["POST"]) };
  if (!apiKeyAccepted(deps.env, request.headers.get("apikey"))) return { ok: false, response: errorJson(401, apiWords(undefined).badApiKey) };
  return readJsonObject(request);
}
