// @ts-check
/**
 * The tags' stand-in at `/local-analytics`, same origin as the site: Google's gtag.js / gtm.js and
 * Meta's fbevents.js replaced by scripts that read what those read (the dataLayer, the fbq
 * queue) and send every hit here instead of to Google or Meta, and a view of every hit like
 * GA4's DebugView. Kept in memory. A build points the tags here when analytics ids are set
 * locally (local-env.mjs `localAnalyticsEnv`).
 *   GET    /local-analytics/gtag/js?id=…             the gtag.js stand-in
 *   GET    /local-analytics/gtm.js?id=…              the gtm.js stand-in (the same reader)
 *   GET    /local-analytics/en_US/fbevents.js        the fbevents.js stand-in
 *   POST   /local-analytics/collect                  a hit (or an array of them), from those scripts
 *   GET    /local-analytics                          every hit, newest first (?run= &tool= &event=)
 *   GET    /local-analytics/api/hits                 the same as JSON, oldest first
 *   DELETE /local-analytics/api/hits                 forget them all
 * A hit's `run` is the `local-analytics-run` cookie (or X-Local-Analytics-Run header) of the
 * browser that sent it: tests running side by side each read their own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readBody, sendJson } from "../http.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

export const PREFIX = "/local-analytics";
export const GTAG_SCRIPT_PATH = `${PREFIX}/gtag/js`;
export const GTM_SCRIPT_PATH = `${PREFIX}/gtm.js`;
export const META_PIXEL_SCRIPT_PATH = `${PREFIX}/en_US/fbevents.js`;
export const RUN_COOKIE = "local-analytics-run";
/** Memory stays bounded however long the server runs. */
export const MAX_HITS = 5000;
const MAX_BODY = 512 * 1024;
export const CONSENT_KEYS = /** @type {const} */ (["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"]);

/**
 * @typedef {{
 *   seq: number, time: string, tool: "ga4" | "meta", event: string, params: Record<string, unknown>,
 *   consent: Record<(typeof CONSENT_KEYS)[number], "granted" | "denied">, page: string, title: string,
 *   id: string | null, method: string, event_id: string | null, client: string | null, run: string | null,
 * }} Hit
 */

/** @param {unknown} v @param {number} max */
const text = (v, max) => (typeof v === "string" ? v.slice(0, max) : null);

/**
 * A hit as the scripts sent it, checked and shaped; null when it is not one (no tool or event).
 * @param {unknown} raw @param {{ seq: number, now: Date, run: string | null }} at
 * @returns {Hit | null}
 */
export function toHit(raw, { seq, now, run }) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = /** @type {Record<string, unknown>} */ (raw);
  if (r.tool !== "ga4" && r.tool !== "meta") return null;
  const event = text(r.event, 200);
  if (!event) return null;
  const consentIn = r.consent && typeof r.consent === "object" ? /** @type {Record<string, unknown>} */ (r.consent) : {};
  const consent = /** @type {Hit["consent"]} */ (Object.fromEntries(CONSENT_KEYS.map((k) => [k, consentIn[k] === "granted" ? "granted" : "denied"])));
  return {
    seq,
    time: now.toISOString(),
    tool: r.tool,
    event,
    params: r.params && typeof r.params === "object" && !Array.isArray(r.params) ? /** @type {Record<string, unknown>} */ (r.params) : {},
    consent,
    page: text(r.page, 2000) ?? "",
    title: text(r.title, 500) ?? "",
    id: text(r.id, 100),
    method: text(r.method, 40) ?? (r.tool === "ga4" ? "event" : "track"),
    event_id: text(r.event_id, 200),
    client: text(r.client, 200),
    run,
  };
}

/**
 * The hits a query asks for (`run`, `tool`, `event`; each optional).
 * @param {readonly Hit[]} hits @param {URLSearchParams} query
 */
export function selectHits(hits, query) {
  const run = query.get("run");
  const tool = query.get("tool");
  const event = query.get("event");
  return hits.filter((h) => (!run || h.run === run) && (!tool || h.tool === tool) && (!event || h.event === event));
}

/** The run a request belongs to: its cookie, else its header. @param {import("node:http").IncomingMessage} req */
export function runOf(req) {
  const cookie = String(req.headers.cookie ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${RUN_COOKIE}=`));
  const value = cookie ? decodeURIComponent(cookie.slice(RUN_COOKIE.length + 1)) : req.headers["x-local-analytics-run"];
  return typeof value === "string" && value ? value.slice(0, 200) : null;
}

/** @param {unknown} s */
const esc = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A parameter's value, short: strings as they are, the rest as JSON. @param {unknown} v */
const valueText = (v) => (typeof v === "string" ? v : JSON.stringify(v));

/** @param {Record<string, unknown>} params */
function paramsHtml(params) {
  const entries = Object.entries(params);
  if (!entries.length) return `<span class="muted">none</span>`;
  return `<dl class="params">${entries
    .map(([k, v]) =>
      k === "items" && Array.isArray(v)
        ? `<dt>items</dt><dd><ol class="items">${v.map((item) => `<li>${esc(item && typeof item === "object" ? Object.entries(item).map(([ik, iv]) => `${ik}: ${valueText(iv)}`).join(" · ") : valueText(item))}</li>`).join("")}</ol></dd>`
        : `<dt>${esc(k)}</dt><dd>${esc(valueText(v))}</dd>`,
    )
    .join("")}</dl>`;
}

/** @param {Hit["consent"]} consent */
const consentHtml = (consent) =>
  `<ul class="consent">${CONSENT_KEYS.map((k) => `<li class="${consent[k]}" title="${k}: ${consent[k]}">${esc(k.replaceAll("_", " "))} <b>${consent[k]}</b></li>`).join("")}</ul>`;

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { font: 15px/1.5 system-ui, sans-serif; color: #1f2937; margin: 0; background: #f3f4f6; }
  main { max-width: 1180px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.note { color: #4b5563; margin: 0 0 16px; max-width: 70ch; }
  .bar { display: flex; gap: 12px; align-items: flex-end; justify-content: space-between; flex-wrap: wrap; margin-bottom: 16px; }
  form.filters { display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-end; }
  label { display: grid; gap: 2px; font-size: 13px; color: #4b5563; }
  input, select, button { font: inherit; padding: 6px 10px; border: 1px solid #9ca3af; border-radius: 6px; background: #fff; color: inherit; min-height: 36px; }
  button { cursor: pointer; }
  .hits { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  .hit { display: grid; grid-template-columns: 7.5rem 12rem 1fr 13rem; gap: 4px 16px; background: #fff; border: 1px solid #e5e7eb; border-left: 4px solid #9ca3af; border-radius: 8px; padding: 10px 14px; }
  .hit.ga4 { border-left-color: #f59e0b; } .hit.meta { border-left-color: #2563eb; }
  .time { font-variant-numeric: tabular-nums; color: #4b5563; font-size: 13px; }
  .event { font-weight: 650; overflow-wrap: anywhere; }
  .tool { display: inline-block; font-size: 12px; font-weight: 600; border-radius: 999px; padding: 0 8px; margin-right: 6px; }
  .ga4 .tool { background: #fef3c7; color: #92400e; } .meta .tool { background: #dbeafe; color: #1e40af; }
  .sub { font-size: 12px; color: #4b5563; overflow-wrap: anywhere; }
  dl.params { display: grid; grid-template-columns: max-content 1fr; gap: 0 10px; margin: 0; font-size: 13px; }
  dl.params dt { color: #4b5563; } dl.params dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
  ol.items { margin: 0; padding-left: 18px; }
  ul.consent { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; font-size: 12px; }
  ul.consent li { border-radius: 4px; padding: 0 6px; }
  ul.consent .granted { background: #dcfce7; color: #166534; } ul.consent .denied { background: #fee2e2; color: #991b1b; }
  .muted { color: #6b7280; }
  .empty { background: #fff; border: 1px dashed #9ca3af; padding: 24px; text-align: center; color: #4b5563; border-radius: 8px; }
  a { color: #1d4ed8; }
  @media (max-width: 860px) {
    .hit { grid-template-columns: 1fr; }
    ul.consent { grid-template-columns: 1fr 1fr; }
  }
`;

/**
 * The DebugView-like page: every hit, newest first.
 * @param {readonly Hit[]} hits the selection, oldest first @param {URLSearchParams} query
 * @param {number} total hits kept @param {number} [last] the last hit's seq (the page reloads when it moves)
 */
export function hitsPage(hits, query, total, last = 0) {
  const rows = [...hits]
    .reverse()
    .map(
      (h) =>
        `<li class="hit ${h.tool}"><div class="time" title="${esc(h.time)}">${esc(h.time.slice(11, 23))} UTC<div class="sub">#${h.seq}</div></div>` +
        `<div><span class="tool">${h.tool === "ga4" ? "GA4" : "Meta"}</span><span class="event">${esc(h.event)}</span>` +
        `<div class="sub">${esc(h.method)}${h.event_id ? ` · eventID ${esc(h.event_id)}` : ""}${h.id ? ` · ${esc(h.id)}` : ""}</div>` +
        `<div class="sub">${esc(h.page)}</div>${h.run ? `<div class="sub">run ${esc(h.run)}</div>` : ""}</div>` +
        `<div>${paramsHtml(h.params)}</div><div>${consentHtml(h.consent)}</div></li>`,
    )
    .join("");
  const tool = query.get("tool") ?? "";
  const filtered = query.get("run") || tool || query.get("event");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local analytics</title><style>${STYLE}</style></head><body><main>` +
    `<div class="bar"><div><h1>Local analytics</h1><p class="note">Every hit the site's tags sent, as GA4's DebugView shows them: the gtag.js and fbevents.js stand-ins send here instead of to Google and Meta (kept in memory until the server stops). Newest first; new hits appear as they arrive.</p></div>` +
    `<form method="post" action="${PREFIX}/clear"><button type="submit">Delete all</button></form></div>` +
    `<form class="filters" method="get" action="${PREFIX}"><label>Tool<select name="tool"><option value="">All</option><option value="ga4"${tool === "ga4" ? " selected" : ""}>GA4</option><option value="meta"${tool === "meta" ? " selected" : ""}>Meta</option></select></label>` +
    `<label>Event<input name="event" value="${esc(query.get("event") ?? "")}" size="14"></label><label>Run<input name="run" value="${esc(query.get("run") ?? "")}" size="14"></label><button type="submit">Filter</button>${filtered ? ` <a href="${PREFIX}">Show all</a>` : ""}</form>` +
    `<p class="note" data-last="${last}" id="count">${hits.length} of ${total} hit${total === 1 ? "" : "s"}</p>` +
    (hits.length
      ? `<ol class="hits">${rows}</ol>`
      : `<p class="empty">No hits yet. With analytics ids set locally (README: "Analytics locally"), open the site, accept the cookie banner, and every event shows here.</p>`) +
    `<script src="${PREFIX}/view.js" defer></script></main></body></html>`
  );
}

/** The page's only script: reloads it when a new hit has arrived. */
const VIEW_SCRIPT = `(function () {
  var count = document.getElementById("count");
  var last = Number(count && count.getAttribute("data-last"));
  setInterval(function () {
    if (document.hidden) return;
    fetch("${PREFIX}/api/hits/count").then(function (r) { return r.json(); }).then(function (n) {
      if (n.last !== last) location.reload();
    }, function () {});
  }, 2000);
})();
`;

/** Nothing to configure: the ctx every service gets is not needed. */
export async function createService() {
  const common = readFileSync(path.join(here, "common.js"), "utf8").replace("__COLLECT_PATH__", `${PREFIX}/collect`);
  const gtag = common + readFileSync(path.join(here, "gtag.js"), "utf8");
  const fbevents = common + readFileSync(path.join(here, "fbevents.js"), "utf8");
  /** @type {Hit[]} oldest first */
  const hits = [];
  let seq = 0;

  /** @param {import("node:http").ServerResponse} res @param {string} body @param {string} method */
  const script = (res, body, method) => {
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "Content-Length": Buffer.byteLength(body) });
    res.end(method === "HEAD" ? undefined : body);
  };

  return {
    name: "Analytics (local stand-in for gtag.js and the Meta Pixel; every hit at /local-analytics)",
    prefix: PREFIX,
    /** For tests in the same process. */
    hits,
    /** @type {import("../server.mjs").LocalService["handle"]} */
    async handle(req, res, url) {
      const rel = url.pathname.slice(PREFIX.length) || "/";
      const method = req.method ?? "GET";
      const read = method === "GET" || method === "HEAD";
      if (read && (url.pathname === GTAG_SCRIPT_PATH || url.pathname === GTM_SCRIPT_PATH)) return script(res, gtag, method);
      if (read && url.pathname === META_PIXEL_SCRIPT_PATH) return script(res, fbevents, method);
      if (read && rel === "/view.js") return script(res, VIEW_SCRIPT, method);
      if (rel === "/collect" && method === "POST") {
        let body;
        try {
          body = JSON.parse(await readBody(req, MAX_BODY));
        } catch {
          return sendJson(res, 400, { message: "Send a hit as JSON: { tool, event, params, consent, page, … }, or an array of them." });
        }
        const run = runOf(req);
        const now = new Date();
        let stored = 0;
        for (const raw of Array.isArray(body) ? body.slice(0, 100) : [body]) {
          const hit = toHit(raw, { seq: seq + 1, now, run });
          if (!hit) continue;
          seq += 1;
          stored += 1;
          hits.push(hit);
        }
        if (hits.length > MAX_HITS) hits.splice(0, hits.length - MAX_HITS);
        return sendJson(res, stored ? 200 : 400, stored ? { stored } : { message: "No hit in the body: each needs tool (ga4|meta) and event." });
      }
      if (rel === "/api/hits" && method === "GET") return sendJson(res, 200, selectHits(hits, url.searchParams));
      if (rel === "/api/hits/count" && method === "GET") return sendJson(res, 200, { total: hits.length, last: seq });
      if (rel === "/api/hits" && method === "DELETE") {
        // With ?run= (or tool, event), only those: tests side by side clear their own.
        const gone = new Set(selectHits(hits, url.searchParams));
        const kept = hits.filter((h) => !gone.has(h));
        hits.splice(0, hits.length, ...kept);
        return sendJson(res, 200, { deleted: gone.size });
      }
      if (rel === "/clear" && method === "POST") {
        hits.length = 0;
        res.writeHead(303, { Location: PREFIX }).end();
        return;
      }
      if (rel === "/" && read) {
        const body = hitsPage(selectHits(hits, url.searchParams), url.searchParams, hits.length, seq);
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "no-store",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'",
        });
        res.end(method === "HEAD" ? undefined : body);
        return;
      }
      sendJson(res, 404, { message: `Not found: ${method} ${url.pathname} (the analytics stand-in serves ${PREFIX}, ${PREFIX}/api/hits and the tag scripts)` });
    },
  };
}
