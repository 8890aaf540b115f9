// @ts-check
/**
 * The mail stand-in at `/local-mail`: Resend's sending API for the Edge Functions, and an inbox
 * to read what they sent, kept in memory.
 *   POST   /local-mail/api/resend/emails   Resend's API (Bearer key, its JSON body, `{ id }`)
 *   GET    /local-mail                     the inbox (newest first)
 *   GET    /local-mail/<id>                one mail: headers, the HTML (sandboxed), text, links
 *   GET    /local-mail/api/messages[?to=]  every mail as JSON (links extracted from the HTML)
 *   DELETE /local-mail/api/messages        forget them all
 *   POST   /local-mail/api/faults          {"to": address, "down": bool} or {"all": bool}: Resend answers 503
 */
import { randomUUID } from "node:crypto";
import { readBody, sendJson } from "../http.mjs";

export const PREFIX = "/local-mail";

/**
 * @typedef {{
 *   id: string, created_at: string, from: string, to: string[], cc: string[], bcc: string[],
 *   reply_to: string[], subject: string, html: string | null, text: string | null,
 *   headers: Record<string, string>, tags: { name: string, value: string }[], links: string[],
 * }} Mail
 */

/** The address in `Name <address>` (or the string itself), lower case. @param {string} s */
export const addressOf = (s) => (/<([^>]+)>/.exec(s)?.[1] ?? s).trim().toLowerCase();

/** @param {string} s */
const decodeEntities = (s) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" })[/** @type {string} */ (e)] ?? _);

/**
 * The links of a mail, in order, once each: the HTML's hrefs, else the URLs in its text.
 * @param {string | null} html @param {string | null} text
 */
export function extractLinks(html, text) {
  const found = html ? [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*("([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities(m[2] ?? m[3] ?? "")) : [...(text ?? "").matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, ""));
  return [...new Set(found.filter(Boolean))];
}

/** @param {unknown} v @returns {string[]} */
const list = (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

/**
 * Resend's error shape. @param {import("node:http").ServerResponse} res
 * @param {number} statusCode @param {string} name @param {string} message
 */
function resendError(res, statusCode, name, message) {
  sendJson(res, statusCode, { statusCode, name, message });
}

/** Resend takes attachments inline: 10 MiB is room for them, and a cap on what a client can make the stand-in hold. */
const MAX_BODY = 10 * 1024 * 1024;

/** @param {unknown} s */
const esc = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; color: #1f2937; margin: 0; background: #f3f4f6; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; }
  p.note { color: #4b5563; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e5e7eb; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e5e7eb; vertical-align: top; overflow-wrap: anywhere; }
  th { background: #f9fafb; font-weight: 600; white-space: nowrap; }
  a { color: #1d4ed8; }
  iframe { width: 100%; height: 80vh; min-height: 560px; border: 1px solid #e5e7eb; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #e5e7eb; padding: 12px; overflow-wrap: anywhere; }
  .bar { display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap; margin-bottom: 16px; }
  button { font: inherit; padding: 6px 12px; border: 1px solid #9ca3af; border-radius: 6px; background: #fff; cursor: pointer; }
  .empty { background: #fff; border: 1px dashed #9ca3af; padding: 24px; text-align: center; color: #4b5563; }
`;

/** @param {string} title @param {string} body */
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The headers of a mail, case-insensitively. @param {Mail} m @param {string} name */
const headerOf = (m, name) => Object.entries(m.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/** @param {Mail[]} mails @param {string} [filter] */
function inboxPage(mails, filter) {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${esc(new Date(m.created_at).toLocaleString("en-GB", { timeZone: "UTC" }))} UTC</td><td>${esc(m.to.join(", "))}</td><td><a href="${PREFIX}/${esc(m.id)}">${esc(m.subject || "(no subject)")}</a></td><td>${esc(headerOf(m, "Content-Language") ?? "")}</td></tr>`,
    )
    .join("");
  return page(
    "Local mail",
    `<div class="bar"><div><h1>Local mail</h1><p class="note">What the Edge Functions sent through the Resend stand-in (kept in memory until the server stops).${filter ? ` Only mail to ${esc(filter)}: <a href="${PREFIX}">show all</a>.` : ""}</p></div>` +
      `<form method="post" action="${PREFIX}/clear"><button type="submit">Delete all</button></form></div>` +
      (mails.length
        ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Language</th></tr></thead><tbody>${rows}</tbody></table>`
        : `<p class="empty">No mail yet. Sign up on the site, and the confirmation mail shows here.</p>`),
  );
}

/** @param {Mail} m */
function mailPage(m) {
  const headers = [
    ["From", m.from],
    ["To", m.to.join(", ")],
    ...(m.cc.length ? [["Cc", m.cc.join(", ")]] : []),
    ...(m.reply_to.length ? [["Reply-To", m.reply_to.join(", ")]] : []),
    ["Subject", m.subject],
    ["Date", m.created_at],
    ...Object.entries(m.headers),
    ...(m.tags.length ? [["Tags (Resend)", m.tags.map((t) => `${t.name}=${t.value}`).join(", ")]] : []),
  ];
  // Links in the mail open in the top window, as a mail client opens them in the browser.
  const srcdoc = m.html ? (/<head[^>]*>/i.test(m.html) ? m.html.replace(/<head([^>]*)>/i, '<head$1><base target="_top">') : `<base target="_top">${m.html}`) : "";
  const oneClick = /<(https?:[^>]+)>/.exec(headerOf(m, "List-Unsubscribe") ?? "")?.[1];
  const oneClickForm =
    oneClick && /One-Click/i.test(headerOf(m, "List-Unsubscribe-Post") ?? "")
      ? `<form method="post" action="${esc(oneClick)}" enctype="application/x-www-form-urlencoded"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">One-click unsubscribe, as a mail client does (RFC 8058 POST)</button></form>`
      : "";
  return page(
    m.subject || "Mail",
    `<p><a href="${PREFIX}">← All mail</a></p><h1>${esc(m.subject || "(no subject)")}</h1>` +
      `<h2>Headers</h2><table><tbody>${headers.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join("")}</tbody></table>` +
      (oneClickForm ? `<h2>Unsubscribe</h2>${oneClickForm}` : "") +
      `<h2>Links</h2>${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${esc(l)}" target="_blank" rel="noopener">${esc(l)}</a></li>`).join("")}</ul>` : "<p>None.</p>"}` +
      `<h2>HTML</h2>${m.html ? `<iframe title="The mail's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${esc(srcdoc)}"></iframe>` : "<p>None.</p>"}` +
      `<h2>Plain text</h2>${m.text ? `<pre>${esc(m.text)}</pre>` : "<p>None.</p>"}`,
  );
}

/**
 * Checks a Resend `POST /emails` body; the message Resend gives when it is not one.
 * @param {any} body @returns {{ name: string, message: string } | null}
 */
export function invalidEmail(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { name: "validation_error", message: "Invalid JSON body." };
  for (const field of ["from", "to", "subject"]) {
    if (body[field] === undefined || body[field] === null || body[field] === "" || (Array.isArray(body[field]) && !body[field].length)) return { name: "missing_required_field", message: `Missing \`${field}\` field.` };
  }
  if (!body.html && !body.text && !body.react) return { name: "missing_required_field", message: "Missing `html` or `text` field." };
  const to = list(body.to);
  if (to.length > 50) return { name: "validation_error", message: "Too many recipients: at most 50 `to` addresses." };
  const bad = [...to, ...list(body.cc), ...list(body.bcc)].find((a) => !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(addressOf(a)));
  if (bad !== undefined) return { name: "validation_error", message: `Invalid \`to\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.` };
  if (body.headers !== undefined && (typeof body.headers !== "object" || body.headers === null || Array.isArray(body.headers))) return { name: "validation_error", message: "Invalid `headers` field." };
  return null;
}

/** Nothing to configure: the ctx every service gets is not needed. */
export async function createService() {
  /** @type {Mail[]} newest last */
  const mails = [];
  /** Addresses whose mail Resend refuses (503), and whether all is. */
  const down = new Set();
  let allDown = false;
  /** Resend's Idempotency-Key: the same key gives the same id for 24 h. @type {Map<string, { at: number, id: string }>} */
  const idempotent = new Map();

  /** @param {string | null} filter */
  const matching = (filter) => {
    const f = filter?.trim().toLowerCase();
    return mails.filter((m) => !f || [...m.to, ...m.cc, ...m.bcc].some((a) => addressOf(a) === f)).reverse();
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function sendEmail(req, res) {
    const auth = String(req.headers.authorization ?? "");
    const key = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    if (!key) return resendError(res, 401, "missing_api_key", "Missing API key in the authorization header. Include the following header 'Authorization: Bearer YOUR_API_KEY' in the request.");
    if (!key.startsWith("re_")) return resendError(res, 403, "validation_error", "API key is invalid");
    let body;
    try {
      body = JSON.parse(await readBody(req, MAX_BODY));
    } catch {
      return resendError(res, 422, "validation_error", "Invalid JSON body.");
    }
    const invalid = invalidEmail(body);
    if (invalid) return resendError(res, 422, invalid.name, invalid.message);
    const to = list(body.to);
    if (allDown || to.some((a) => down.has(addressOf(a))))
      return resendError(res, 503, "application_error", "The local mail stand-in is set to fail for this address (POST /local-mail/api/faults).");
    const idemKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    const earlier = idemKey ? idempotent.get(idemKey) : undefined;
    if (earlier && earlier.at > Date.now() - 24 * 3600_000) return sendJson(res, 200, { id: earlier.id });
    const html = typeof body.html === "string" ? body.html : null;
    const text = typeof body.text === "string" ? body.text : null;
    /** @type {Mail} */
    const mail = {
      id: randomUUID(),
      created_at: new Date().toISOString(),
      from: String(body.from),
      to,
      cc: list(body.cc),
      bcc: list(body.bcc),
      reply_to: list(body.reply_to ?? body.replyTo),
      subject: String(body.subject),
      html,
      text,
      headers: Object.fromEntries(Object.entries(body.headers ?? {}).map(([k, v]) => [k, String(v)])),
      tags: Array.isArray(body.tags) ? body.tags.map((/** @type {any} */ t) => ({ name: String(t?.name ?? ""), value: String(t?.value ?? "") })) : [],
      links: extractLinks(html, text),
    };
    mails.push(mail);
    // Memory stays bounded however long the server runs (a benchmark sends thousands).
    if (mails.length > 5000) mails.splice(0, mails.length - 5000);
    if (idemKey) idempotent.set(idemKey, { at: Date.now(), id: mail.id });
    sendJson(res, 200, { id: mail.id });
  }

  return {
    name: "Mail (local Resend stand-in and inbox)",
    prefix: PREFIX,
    /** For tests in the same process. */
    mails,
    /** @type {import("../server.mjs").LocalService["handle"]} */
    async handle(req, res, url) {
      const rel = url.pathname.slice(PREFIX.length) || "/";
      const method = req.method ?? "GET";
      if (rel === "/api/resend/emails" && method === "POST") return sendEmail(req, res);
      if (rel === "/api/messages" && method === "GET") return sendJson(res, 200, matching(url.searchParams.get("to")));
      if (rel === "/api/messages" && method === "DELETE") {
        mails.length = 0;
        return sendJson(res, 200, { deleted: true });
      }
      const one = /^\/api\/messages\/([0-9a-f-]{36})$/.exec(rel);
      if (one && method === "GET") {
        const m = mails.find((x) => x.id === one[1]);
        return m ? sendJson(res, 200, m) : sendJson(res, 404, { message: "No such mail" });
      }
      if (rel === "/api/faults" && method === "GET") return sendJson(res, 200, { all: allDown, down: [...down] });
      if (rel === "/api/faults" && method === "POST") {
        let body;
        try {
          body = JSON.parse(await readBody(req, MAX_BODY));
        } catch {
          return sendJson(res, 400, { message: 'Send {"to": "<address>", "down": true|false} or {"all": true|false}' });
        }
        if (typeof body?.all === "boolean") allDown = body.all;
        else if (typeof body?.to === "string" && typeof body?.down === "boolean") {
          if (body.down) down.add(addressOf(body.to));
          else down.delete(addressOf(body.to));
        } else return sendJson(res, 400, { message: 'Send {"to": "<address>", "down": true|false} or {"all": true|false}' });
        return sendJson(res, 200, { all: allDown, down: [...down] });
      }
      if (rel === "/clear" && method === "POST") {
        mails.length = 0;
        res.writeHead(303, { Location: PREFIX }).end();
        return;
      }
      const html = (/** @type {number} */ status, /** @type {string} */ body) => {
        res.writeHead(status, {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "no-store",
          // The mail's HTML is shown in a sandboxed srcdoc frame, which inherits this policy.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: http: https:; frame-src 'self'; form-action http: https:; base-uri 'self'",
        });
        res.end(body);
      };
      if ((rel === "/" || rel === "") && method === "GET") return html(200, inboxPage(matching(url.searchParams.get("to")), url.searchParams.get("to") ?? undefined));
      const id = /^\/([0-9a-f-]{36})\/?$/.exec(rel)?.[1];
      if (id && method === "GET") {
        const m = mails.find((x) => x.id === id);
        return m ? html(200, mailPage(m)) : html(404, page("Not found", `<p><a href="${PREFIX}">← All mail</a></p><h1>No such mail</h1><p>It may have been deleted, or the server restarted (mail is kept in memory).</p>`));
      }
      sendJson(res, 404, { message: `Not found: ${req.method} ${url.pathname}` });
    },
  };
}
