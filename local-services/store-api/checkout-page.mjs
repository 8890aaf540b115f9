// @ts-check
/**
 * The local hosted-checkout page: what the store's hosted payment page does, without a card.
 * It shows the order and offers Pay (takes the units out of stock, then goes to successUrl)
 * and Cancel (back to cancelUrl).
 */
import { mediaUrl, orderTotal, unitPrice } from "./catalogue.mjs";

/** @param {string} s */
const esc = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Amounts as the site shows them in the checkout's language: "$29.00", or es-MX's "USD 29.00"
 * (a bare "$" reads as pesos in Mexico).
 * @param {number} cents @param {string} [locale]
 */
const money = (cents, locale = "en") =>
  locale.toLowerCase().startsWith("es")
    ? new Intl.NumberFormat("es-MX", { style: "currency", currency: "USD", currencyDisplay: "code" }).format(cents / 100)
    : `$${(cents / 100).toFixed(2)}`;

const TEXT = {
  en: {
    lang: "en",
    title: "Checkout",
    heading: "Complete your order",
    notice: "Local test checkout: no card is charged. Pay confirms the order and takes the items out of stock.",
    summary: "Order summary",
    qty: "Qty",
    total: "Total",
    pay: "Pay",
    cancel: "Cancel and return",
    paidHeading: "This order is already paid",
    paidBody: "Nothing more to do here.",
    cancelledHeading: "This checkout was cancelled",
    failedHeading: "We could not complete this order",
    back: "Return to the store",
    secure: "Secure checkout",
  },
  es: {
    lang: "es",
    title: "Pago",
    heading: "Complete su pedido",
    notice: "Pago local de prueba: no se cobra ninguna tarjeta. Pagar confirma el pedido y descuenta las unidades del inventario.",
    summary: "Resumen del pedido",
    qty: "Cant.",
    total: "Total",
    pay: "Pagar",
    cancel: "Cancelar y volver",
    paidHeading: "Este pedido ya está pagado",
    paidBody: "No hay nada más que hacer aquí.",
    cancelledHeading: "Este pago fue cancelado",
    failedHeading: "No pudimos completar este pedido",
    back: "Volver a la tienda",
    secure: "Pago seguro",
  },
};

/** @param {string} locale */
export const textFor = (locale) => (locale.toLowerCase().startsWith("es") ? TEXT.es : TEXT.en);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fdfaf5;color:#1c2a2e}
header{background:#0b3b38;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:10px;font-weight:600}
header span{font-size:13px;font-weight:500;opacity:.85;margin-left:auto}
main{max-width:640px;margin:32px auto;padding:0 20px}
h1{font-size:28px;margin:0 0 8px;color:#0b3b38}
.notice{background:#effaf8;border:1px solid #aee2d9;border-radius:12px;padding:12px 14px;font-size:14px;color:#134e4a;margin:16px 0 24px}
.card{background:#fff;border:1px solid #efe3cf;border-radius:20px;padding:20px;box-shadow:0 8px 24px -8px rgb(16 24 40/.12)}
h2{font-size:16px;margin:0 0 12px}
ul{list-style:none;margin:0;padding:0}
li{display:flex;gap:12px;align-items:center;padding:12px 0;border-top:1px solid #f8f1e6}
li:first-child{border-top:0}
li img,.ph{width:56px;height:42px;border-radius:8px;background:#f8f1e6;object-fit:cover;flex:none}
.name{flex:1;min-width:0}.name b{display:block}.name small{color:#4b5b60}
.amt{font-weight:600;white-space:nowrap}
.total{display:flex;justify-content:space-between;border-top:2px solid #efe3cf;margin-top:8px;padding-top:14px;font-size:18px;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
button,.link{font:inherit;font-weight:600;border-radius:999px;padding:12px 24px;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#c2410c;color:#fff;border:0}.pay:hover{background:#9a3412}
.cancel{background:#fff;color:#134e4a;border:2px solid #115e59}
button:focus-visible,.link:focus-visible{outline:3px solid #f26b4a;outline-offset:2px}
.error{background:#fef2f2;border:1px solid #fca5a5;color:#7f1d1d;border-radius:12px;padding:12px 14px;margin:16px 0}
`;

/**
 * @param {{ title: string, lang: string, body: string, formOrigins?: string[] }} page
 * @returns {{ html: string, csp: string }}
 */
function layout({ title, lang, body, formOrigins = [] }) {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><header>Local Store<span>🔒 ${esc(title)}</span></header><main>${body}</main></body></html>`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    `form-action 'self' ${[...new Set(formOrigins)].join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  return { html, csp };
}

/**
 * @param {{ id: string, order: import("./catalogue.mjs").CheckoutOrder, status: "open" | "paid" | "cancelled" }} session
 * @param {string} origin @param {string} [error]
 */
export function renderCheckoutPage(session, origin, error) {
  const t = textFor(session.order.locale);
  const { order } = session;
  /** @param {number} cents */
  const price = (cents) => money(cents, order.locale);
  const lines = order.lines
    .map((l) => {
      const file = l.variant.image ?? l.product.media[0];
      const img = file ? `<img src="${esc(mediaUrl(origin, file))}" alt="" width="56" height="42">` : `<span class="ph" aria-hidden="true"></span>`;
      return `<li>${img}<span class="name"><b>${esc(l.product.title)}</b><small>${esc(l.variant.title)} · ${t.qty} ${l.quantity} × ${price(unitPrice(l))}</small></span><span class="amt">${price(unitPrice(l) * l.quantity)}</span></li>`;
    })
    .join("");
  const summary = `<section class="card" aria-labelledby="summary"><h2 id="summary">${t.summary}</h2><ul>${lines}</ul><p class="total"><span>${t.total}</span><span data-testid="order-total">${price(orderTotal(order))}</span></p></section>`;
  const base = `/store-api/hosted-checkout/${encodeURIComponent(session.id)}`;
  let body;
  if (session.status === "paid") {
    body = `<h1>${t.paidHeading}</h1><p>${t.paidBody}</p><p><a class="link cancel" href="${esc(order.successUrl)}">${t.back}</a></p>`;
  } else if (session.status === "cancelled") {
    body = `<h1>${t.cancelledHeading}</h1><p><a class="link cancel" href="${esc(order.cancelUrl)}">${t.back}</a></p>`;
  } else {
    body = `<h1>${t.heading}</h1>${error ? `<p class="error" role="alert"><b>${t.failedHeading}.</b> ${esc(error)}</p>` : ""}<p class="notice">${t.notice}</p>${summary}<div class="actions"><form method="post" action="${base}/pay"><button class="pay" type="submit">${t.pay} ${price(orderTotal(order))}</button></form><form method="post" action="${base}/cancel"><button class="cancel" type="submit">${t.cancel}</button></form></div>`;
  }
  return layout({
    title: t.secure,
    lang: t.lang,
    body,
    formOrigins: [new URL(order.successUrl).origin, new URL(order.cancelUrl).origin],
  });
}

/** @param {string} message */
export function renderNotFoundPage(message) {
  return layout({ title: "Checkout", lang: "en", body: `<h1>Checkout not found</h1><p>${esc(message)}</p><p><a class="link cancel" href="/store">Return to the store</a></p>` });
}
