import { corsHeaders } from "./cors.ts";
import { apiWords } from "./words/index.ts";

/** The largest body a function reads: a sign-up is ~0.5 KB (the Turnstile token up to 2 KB). */
export const MAX_BODY_BYTES = 16 * 1024;

/** A JSON answer with CORS, never cached (every answer is about one visitor's request). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** `{"code": "error", "message"}`: the contract's shape for every failure without its own code. */
export function errorJson(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ code: "error", message }, status, headers);
}

export function methodNotAllowed(allowed: string[], lang?: unknown): Response {
  return errorJson(405, apiWords(lang).wrongMethod, { Allow: [...allowed, "OPTIONS"].join(", ") });
}

/** A 303 to another page (after a form post or a GET of a mail's link). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...corsHeaders, Location: location, "Cache-Control": "no-store" } });
}

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The request's body as text, at most `max` bytes: a declared Content-Length over the limit is
 * refused before reading, and a body without one (chunked) is read only up to the limit.
 */
export async function readText(request: Request, max = MAX_BODY_BYTES): Promise<BodyResult<string>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > max) return { ok: false, response: errorJson(413, apiWords(undefined).tooLarge) };
  if (!request.body) return { ok: true, value: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: errorJson(413, apiWords(undefined).tooLarge) };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

/** The body as a JSON object; anything else (empty, not JSON, an array, a string) is a 400 in words. */
export async function readJsonObject(request: Request, max = MAX_BODY_BYTES): Promise<BodyResult<Record<string, unknown>>> {
  const text = await readText(request, max);
  if (!text.ok) return text;
  let value: unknown;
  try {
    value = JSON.parse(text.value);
  } catch {
    return { ok: false, response: errorJson(400, apiWords(undefined).notJson) };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false, response: errorJson(400, apiWords(undefined).notJson) };
  return { ok: true, value: value as Record<string, unknown> };
}

/** A string field, trimmed; "" when absent or not a string. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value.trim() : "";
}

/** Does the request ask for a page rather than data (a plain HTML form post)? */
export function wantsHtml(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  return /text\/html/i.test(accept) && !/application\/json/i.test(accept);
}
