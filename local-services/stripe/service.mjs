// @ts-check
/**
 * Stand-in for Stripe's hosted Payment Link page (docs/architecture.md, decision 7). In local mode each kit's
 * VITE_STRIPE_LINK_* is a same-origin path to one of these pages:
 *
 *   GET  /local-stripe/pay/{linkId}?client_reference_id=...  the hosted page (test-mode banner,
 *        kit name and amount, the client reference id received, 'Pay' and 'Back')
 *   POST /local-stripe/pay/{linkId}   'Pay': 303 to the link's success URL with a new
 *        session id (cs_test_ + 56 random characters), like Stripe's after-completion redirect
 *   GET  /local-stripe                the list of local links
 *
 * No JavaScript: a form and links, served with a strict Content-Security-Policy.
 */
import { randomInt } from "node:crypto";
import { CHECKOUT_SESSION_PLACEHOLDER, KIT_CURRENCY, KIT_FACTS, kitSuccessPath } from "../../src/content/kit-facts.mjs";
import { readBody } from "../http.mjs";
import { LOCAL_STRIPE_PREFIX, localLinkId, localPaymentLinkPath } from "./local-links.mjs";

/** @typedef {import("../../src/content/kit-facts.mjs").KitFacts} KitFacts */

/** What Stripe does with an invalid client_reference_id: it drops it (the page still works). */
const CLIENT_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const SESSION_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const SESSION_ID_RANDOM_LENGTH = 56;
/**
 * The after-completion redirect of a kit's link, as a path: the one the provisioning script sets
 * on every real link (/checkout-success?kit={id}&session_id={CHECKOUT_SESSION_ID}).
 * @param {KitFacts} kit @param {string} sessionId
 */
export function localSuccessUrl(kit, sessionId) {
  return kitSuccessPath(kit.id).replace(CHECKOUT_SESSION_PLACEHOLDER, encodeURIComponent(sessionId));
}

/** @param {KitFacts} kit */
const cents = (kit) => Math.round(kit.price * 100);

export const SECURITY_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cache-Control": "no-store",
};

/** `cs_test_` and 56 random letters and digits, the shape of a test-mode Checkout Session id. */
export function newSessionId() {
  let out = "cs_test_";
  for (let i = 0; i < SESSION_ID_RANDOM_LENGTH; i++) out += SESSION_ID_ALPHABET[randomInt(SESSION_ID_ALPHABET.length)];
  return out;
}

/** @param {string | null | undefined} value @returns {string | null} */
export function acceptedClientReference(value) {
  return value && CLIENT_REFERENCE_PATTERN.test(value) ? value : null;
}

/** @param {string} text */
function esc(text) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** @param {number} cents */
function usd(cents) {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f9fc;line-height:1.5}
.banner{background:#ffde92;color:#5a3c00;text-align:center;padding:10px 16px;font-size:14px}
.banner strong{letter-spacing:.06em;margin-right:6px}
.wrap{max-width:960px;margin:0 auto;padding:32px 20px 48px;display:grid;gap:32px}
@media (min-width:800px){.wrap{grid-template-columns:1fr 1fr;gap:56px;padding-top:64px;align-items:start}}
.back{display:inline-flex;align-items:center;gap:6px;color:#425466;text-decoration:none;font-size:14px;font-weight:600;padding:6px 0}
.back:hover,.back:focus-visible{color:#1a1f36;text-decoration:underline}
.merchant{margin:18px 0 4px;color:#425466;font-size:15px}
h1{margin:0;font-size:22px;font-weight:600}
.amount{margin:6px 0 0;font-size:36px;font-weight:700;letter-spacing:-.02em}
.muted{color:#5c6b7a;font-size:14px}
dl{margin:24px 0 0;padding:16px;border:1px solid #e3e8ee;border-radius:8px;background:#fff;font-size:14px}
dt{color:#5c6b7a}
dd+dt{margin-top:10px}
dd{margin:2px 0 0;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 5px rgba(50,50,93,.1),0 1px 1px rgba(0,0,0,.07);padding:24px}
.field{margin:0 0 16px}
.label{display:block;font-size:14px;font-weight:600;color:#30313d;margin-bottom:6px}
.fake-input{border:1px solid #e3e8ee;border-radius:6px;padding:10px 12px;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:#30313d;background:#f6f9fc}
button{font:inherit;width:100%;border:0;border-radius:6px;background:#0570de;color:#fff;font-size:16px;font-weight:600;padding:12px 16px;cursor:pointer}
button:hover{background:#0459b3}
button:focus-visible,.back:focus-visible,a:focus-visible{outline:3px solid #7ab8ff;outline-offset:2px}
.note{margin:14px 0 0;text-align:center;font-size:13px;color:#5c6b7a}
ul.links{padding-left:20px}
.wrap.single{display:block}
.pay-heading{margin:0 0 16px;font-size:18px;font-weight:600}
ul.links a{color:#0459b3}
`;

/**
 * @param {string} title
 * @param {string} body
 */
function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${LOCAL_STRIPE_PREFIX}/checkout.css">
</head>
<body>
<div class="banner" role="note"><strong>TEST MODE</strong> Local Stripe stand-in: no real payment is taken and no card is charged.</div>
${body}
</body>
</html>`;
}

/**
 * @param {KitFacts} kit
 * @param {string | null} received the raw client_reference_id in the link's address
 */
function paymentPage(kit, received) {
  const accepted = acceptedClientReference(received);
  const reference = accepted
    ? `<dd data-testid="client-reference-id">${esc(accepted)}</dd>`
    : received
      ? `<dd>None: "${esc(received.slice(0, 80))}" is not a valid client_reference_id, so Stripe drops it.</dd>`
      : `<dd>None received</dd>`;
  const amount = usd(cents(kit));
  return page(
    `Pay ${amount} · ${kit.name} (test mode)`,
    `<main class="wrap">
  <section aria-labelledby="product-name">
    <a class="back" href="/checkout/${encodeURIComponent(kit.stripePriceId)}"><span aria-hidden="true">←</span> Back</a>
    <p class="merchant">Done-for-you launch kit</p>
    <h1 id="product-name">${esc(kit.name)}</h1>
    <p class="amount" data-testid="amount">${amount}</p>
    <p class="muted">One-time payment · ${esc(KIT_CURRENCY.toUpperCase())}</p>
    <dl>
      <dt>Client reference ID</dt>
      ${reference}
      <dt>Price</dt>
      <dd>${esc(kit.stripePriceId)}</dd>
    </dl>
  </section>
  <section class="card" aria-labelledby="pay-heading">
    <h2 id="pay-heading" class="pay-heading">Pay with card</h2>
    <form method="post" action="${localPaymentLinkPath(kit.id)}">
      <input type="hidden" name="client_reference_id" value="${esc(accepted ?? "")}">
      <div class="field">
        <span class="label" id="card-label">Card information</span>
        <div class="fake-input" aria-labelledby="card-label">4242 4242 4242 4242 · 12/34 · 123</div>
      </div>
      <button type="submit">Pay</button>
      <p class="note">Test card only. In production this page is Stripe's own.</p>
    </form>
  </section>
</main>`,
  );
}

function indexPage() {
  const items = KIT_FACTS.map(
    (k) =>
      `<li><a href="${localPaymentLinkPath(k.id)}">${esc(k.name)}</a>: ${usd(cents(k))}, price <code>${esc(k.stripePriceId)}</code>, completes to <code>${esc(kitSuccessPath(k.id))}</code></li>`,
  ).join("\n");
  return page(
    "Local Stripe Payment Links (test mode)",
    `<main class="wrap single"><h1>Local Stripe Payment Links</h1>
<p class="muted">One test-mode link per launch kit.</p>
<ul class="links">${items}</ul></main>`,
  );
}

function notFoundPage() {
  return page(
    "Link not found (test mode)",
    `<main class="wrap single"><h1>This payment link isn't active</h1>
<p class="muted">Check the link's address, or go back to the <a href="/pricing">pricing page</a>.</p></main>`,
  );
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} body
 * @param {string} type
 * @param {boolean} head
 */
function send(res, status, body, type, head) {
  res.writeHead(status, { ...SECURITY_HEADERS, "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
  res.end(head ? undefined : body);
}

/**
 * @typedef {{ id: string, linkId: string, priceId: string, amountTotal: number, clientReferenceId: string | null, created: number }} LocalSession
 */

/** @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv }} ctx */
export async function createService({ log }) {
  /** @type {Map<string, LocalSession>} completed sessions, newest last (kept for inspection) */
  const sessions = new Map();

  return {
    name: "Stripe Payment Links (test mode)",
    prefix: LOCAL_STRIPE_PREFIX,
    sessions,
    /**
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      const method = req.method ?? "GET";
      const head = method === "HEAD";
      const rest = url.pathname.slice(LOCAL_STRIPE_PREFIX.length).replace(/\/+$/, "");

      if (rest === "/checkout.css") {
        if (method !== "GET" && !head) return void res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return send(res, 200, CSS, "text/css; charset=utf-8", head);
      }
      if (rest === "") {
        if (method !== "GET" && !head) return void res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return send(res, 200, indexPage(), "text/html; charset=utf-8", head);
      }

      const match = /^\/pay\/([A-Za-z0-9_-]+)$/.exec(rest);
      const kit = match ? KIT_FACTS.find((k) => localLinkId(k.id) === match[1]) : undefined;
      if (!kit) return send(res, 404, notFoundPage(), "text/html; charset=utf-8", head);

      if (method === "GET" || head) {
        return send(res, 200, paymentPage(kit, url.searchParams.get("client_reference_id")), "text/html; charset=utf-8", head);
      }
      if (method === "POST") {
        let form;
        try {
          form = new URLSearchParams(await readBody(req, 16 * 1024));
        } catch {
          return send(res, 413, "Payload Too Large", "text/plain; charset=utf-8", false);
        }
        const session = {
          id: newSessionId(),
          linkId: localLinkId(kit.id),
          priceId: kit.stripePriceId,
          amountTotal: cents(kit),
          clientReferenceId: acceptedClientReference(form.get("client_reference_id")),
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(session.id, session);
        if (sessions.size > 500) sessions.delete(sessions.keys().next().value ?? "");
        log(`stripe: ${kit.name} paid (${usd(cents(kit))}), session ${session.id}, client_reference_id ${session.clientReferenceId ?? "none"}`);
        res.writeHead(303, { ...SECURITY_HEADERS, Location: localSuccessUrl(kit, session.id) });
        res.end();
        return;
      }
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: "GET, HEAD, POST" }).end();
    },
  };
}
