/**
 * /functions/v1/unsubscribe?token=… — the address in every mail's List-Unsubscribe header and the
 * site's unsubscribe page's form. No apikey: a mail provider's one-click POST carries none.
 *
 * - POST with the form body `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail client, no
 *   script, no redirect followed): 200 text.
 * - POST with JSON (the page's button, enhanced): 200 {code, lang}.
 * - POST of the page's plain HTML form (Accept: text/html): 303 to the page with ?done=1
 *   (an unknown token: ?token=…&unknown=1; our failure: ?token=…&failed=1).
 * - GET (a person opened the header's link): 303 to the site's page in `lang`, which asks first.
 * Repeating any of them is fine: unsubscribe() answers already_unsubscribed.
 */
import type { UnsubscribeResult } from "../_shared/contract.ts";
import { call } from "../_shared/db.ts";
import type { Deps } from "../_shared/deps.ts";
import { safe } from "../_shared/handler.ts";
import { errorJson, json, methodNotAllowed, readText, seeOther, wantsHtml } from "../_shared/http.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { pagePath } from "../_shared/mail/links.ts";
import { isToken } from "../_shared/token.ts";
import { apiWords, isLang } from "../_shared/words/index.ts";

function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { ...corsHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * Is this RFC 8058's one-click POST? Its body is `List-Unsubscribe=One-Click`, form-encoded
 * (application/x-www-form-urlencoded) or as one multipart/form-data field.
 */
export function isOneClick(contentType: string, body: string): boolean {
  if (/multipart\/form-data/i.test(contentType)) {
    return /name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  }
  return new URLSearchParams(body.trim()).get("List-Unsubscribe") === "One-Click";
}

/** The site's unsubscribe page in a language, with a query. */
function pageUrl(deps: Deps, lang: string, query: Record<string, string>): string {
  return `${deps.env.siteOrigin}${pagePath("unsubscribe", lang)}?${new URLSearchParams(query)}`;
}

export const unsubscribe = safe("unsubscribe", async (request: Request, deps: Deps) => {
  const url = new URL(request.url);
  const queryLang = url.searchParams.get("lang");
  const lang = isLang(queryLang) ? queryLang : "en";
  let token = url.searchParams.get("token") ?? "";

  if (request.method === "GET" || request.method === "HEAD") {
    // A GET must change nothing (link scanners open every link in a mail): the page asks first.
    return seeOther(pageUrl(deps, lang, token ? { token } : {}));
  }
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"], lang);

  const contentType = request.headers.get("content-type") ?? "";
  const body = await readText(request);
  if (!body.ok) return body.response;
  const isJson = /application\/json/i.test(contentType);
  let oneClick = false;
  if (isJson) {
    try {
      const parsed: unknown = JSON.parse(body.value || "{}");
      if (!token && parsed && typeof parsed === "object" && "token" in parsed && typeof parsed.token === "string") token = parsed.token;
    } catch {
      return errorJson(400, apiWords(lang).notJson);
    }
  } else {
    oneClick = isOneClick(contentType, body.value);
    if (!token && !/multipart\//i.test(contentType)) token = new URLSearchParams(body.value).get("token") ?? "";
  }
  const htmlForm = !isJson && !oneClick && wantsHtml(request);

  let result: UnsubscribeResult;
  try {
    result = isToken(token) ? await call<UnsubscribeResult>(deps.rpc, "unsubscribe", { token }) : { code: "unknown", lang: null };
  } catch (error) {
    if (!htmlForm) throw error;
    deps.log(`unsubscribe: ${error instanceof Error ? error.message : String(error)}`);
    return seeOther(pageUrl(deps, lang, { token, failed: "1" }));
  }
  const resultLang = result.lang ?? lang;

  if (htmlForm) {
    return seeOther(pageUrl(deps, resultLang, result.code === "unknown" ? { token, unknown: "1" } : { done: "1" }));
  }
  if (!isJson) {
    const words = apiWords(resultLang);
    // 200 either way: an erased address's old link is "not on the list", which is what it asked for.
    return text(result.code === "unknown" ? words.unknownLink : words.unsubscribed);
  }
  return json({ code: result.code, lang: result.lang ?? null });
});
