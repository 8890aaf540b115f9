// @ts-check
/**
 * Local stand-in for the hosted store API (Hostinger e-commerce storefront wire format),
 * mounted at /store-api on the `npm start` server. Local builds point {store-api} here
 * (local-env.mjs: VITE_STORE_API_URL="/store-api").
 *
 *   GET  /store-api/store/{storeId}/products            list ({count, offset, limit, products})
 *   GET  /store-api/store/{storeId}/products/{id}       one product ({product})
 *   GET  /store-api/store/{storeId}/variants            stock ({variants: [{id, inventory_quantity}]})
 *   POST /store-api/store/{storeId}/checkout            {url} of the hosted checkout page
 *   GET  /store-api/hosted-checkout/{session}           the order, with Pay and Cancel
 *   POST /store-api/hosted-checkout/{session}/pay       takes stock, 303 to successUrl
 *   POST /store-api/hosted-checkout/{session}/cancel    303 to cancelUrl
 *   GET  /store-api/media/{file}.svg                    product images
 *
 * The catalogue and the stock live in memory: they start from catalogue.json on every server
 * start. For tests and demos, the store owner's back office is three calls:
 *   POST /store-api/__reset      catalogue and stock back to catalogue.json
 *   POST /store-api/__stock      {variant_id, inventory_quantity}: sets a managed variant's stock
 *   POST /store-api/__products   a catalogue.json product: adds it, or replaces the one with its id
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BodyTooLargeError, readBody } from "../http.mjs";
import { LOCAL_STORE_ID } from "../local-env.mjs";
import {
  getProduct,
  initialStock,
  listProducts,
  listVariants,
  loadCatalogue,
  payOrder,
  RequestError,
  setStock,
  upsertProduct,
  validateCheckout,
} from "./catalogue.mjs";
import { renderCheckoutPage, renderNotFoundPage } from "./checkout-page.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const PREFIX = "/store-api";
const MAX_BODY = 64 * 1024;

/** @typedef {import("node:http").IncomingMessage} Req @typedef {import("node:http").ServerResponse} Res */

/** @param {Res} res @param {number} status @param {unknown} body */
function json(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    "Access-Control-Allow-Origin": "*",
  });
  res.end(text);
}

/** @param {Res} res @param {number} status @param {{ html: string, csp: string }} page */
function html(res, status, page) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(page.html),
    "Cache-Control": "no-store",
    "Content-Security-Policy": page.csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  });
  res.end(page.html);
}

/** @param {Req} req @returns {Promise<unknown>} */
async function readJson(req) {
  let text;
  try {
    text = await readBody(req, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RequestError(413, "Body too large");
    throw error;
  }
  try {
    return JSON.parse(text || "null");
  } catch {
    throw new RequestError(400, "Body must be valid JSON");
  }
}

/**
 * @param {{ log: (msg: string) => void, env: NodeJS.ProcessEnv, mediaOrigin?: string }} ctx
 * `mediaOrigin` fixes the origin of image URLs (by default the request's own); "" answers them
 * as site-relative paths (/store-api/media/…), which is what a build-time catalogue needs: the
 * prerendered pages then load their images from whichever port the local site runs on.
 */
export async function createService({ log, env, mediaOrigin }) {
  let catalogue = loadCatalogue();
  let stock = initialStock(catalogue);
  const storeId = env.VITE_STORE_ID || LOCAL_STORE_ID;
  /** @type {Map<string, { id: string, order: import("./catalogue.mjs").CheckoutOrder, status: "open" | "paid" | "cancelled" }>} */
  const sessions = new Map();

  /** @param {Req} req @param {Res} res @param {URL} url @param {string[]} rest */
  async function handleApi(req, res, url, rest) {
    const [store, id, resource, productId, ...extra] = rest;
    if (store !== "store" || !id || !resource || extra.length > 0) throw new RequestError(404, "Not found");
    if (id !== storeId) throw new RequestError(404, `Store ${id} not found`);
    const origin = mediaOrigin ?? url.origin;
    if (resource === "products" && req.method === "GET") {
      return json(res, 200, productId ? getProduct(catalogue, decodeURIComponent(productId), origin) : listProducts(catalogue, url.searchParams, origin));
    }
    if (resource === "variants" && !productId && req.method === "GET") return json(res, 200, listVariants(catalogue, stock, url.searchParams));
    if (resource === "checkout" && !productId && req.method === "POST") {
      const order = validateCheckout(catalogue, stock, await readJson(req));
      const session = { id: `cs_local_${randomBytes(12).toString("hex")}`, order, status: /** @type {const} */ ("open") };
      sessions.set(session.id, session);
      log(`store-api: checkout ${session.id} for ${order.lines.map((l) => `${l.quantity}× ${l.variant.id}`).join(", ")}`);
      return json(res, 200, { url: `${url.origin}${PREFIX}/hosted-checkout/${session.id}` });
    }
    if (["products", "variants", "checkout"].includes(resource)) throw new RequestError(405, "Method not allowed");
    throw new RequestError(404, "Not found");
  }

  /** @param {Req} req @param {Res} res @param {URL} url @param {string[]} rest */
  async function handleHostedCheckout(req, res, url, rest) {
    const [, sessionId = "", action, ...extra] = rest;
    const session = sessions.get(sessionId);
    if (!session || extra.length > 0) return html(res, 404, renderNotFoundPage("This checkout does not exist or has expired."));
    if (!action && (req.method === "GET" || req.method === "HEAD")) return html(res, 200, renderCheckoutPage(session, url.origin));
    if (req.method !== "POST" || (action !== "pay" && action !== "cancel")) return html(res, 405, renderNotFoundPage("Unsupported action."));
    if (session.status !== "open") return html(res, 409, renderCheckoutPage(session, url.origin));
    if (action === "cancel") {
      session.status = "cancelled";
      res.writeHead(303, { Location: session.order.cancelUrl, "Cache-Control": "no-store" }).end();
      return;
    }
    try {
      payOrder(stock, session.order);
    } catch (error) {
      return html(res, 409, renderCheckoutPage(session, url.origin, error instanceof Error ? error.message : String(error)));
    }
    session.status = "paid";
    log(`store-api: ${session.id} paid`);
    res.writeHead(303, { Location: session.order.successUrl, "Cache-Control": "no-store" }).end();
  }

  /** @param {Res} res @param {string} file */
  async function handleMedia(res, file) {
    if (!/^[a-z0-9-]+\.svg$/.test(file)) throw new RequestError(404, "Not found");
    let body;
    try {
      body = await readFile(path.join(here, "media", file));
    } catch {
      throw new RequestError(404, "Not found");
    }
    res.writeHead(200, { "Content-Type": "image/svg+xml", "Content-Length": body.length, "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" });
    res.end(body);
  }

  return {
    name: "Store API (hosted e-commerce stand-in)",
    prefix: PREFIX,
    /** @param {Req} req @param {Res} res @param {URL} url */
    async handle(req, res, url) {
      const rest = url.pathname.slice(PREFIX.length).split("/").filter(Boolean);
      try {
        if (req.method === "OPTIONS") {
          res.writeHead(204, {
            "Access-Control-Allow-Origin": "*",
            "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
            "Access-Control-Allow-Headers": "Content-Type, Accept",
          }).end();
          return;
        }
        if (rest[0] === "hosted-checkout") return await handleHostedCheckout(req, res, url, rest);
        if (rest[0] === "media" && rest.length === 2 && (req.method === "GET" || req.method === "HEAD")) return await handleMedia(res, rest[1] ?? "");
        if (rest[0] === "__reset" && req.method === "POST") {
          // For tests and demos: catalogue and stock back to catalogue.json.
          catalogue = loadCatalogue();
          stock = initialStock(catalogue);
          sessions.clear();
          return json(res, 200, { ok: true });
        }
        if (rest[0] === "__stock" && req.method === "POST") {
          setStock(catalogue, stock, await readJson(req));
          return json(res, 200, { ok: true });
        }
        if (rest[0] === "__products" && req.method === "POST") {
          const product = upsertProduct(catalogue, await readJson(req));
          for (const v of product.variants) if (v.manage_inventory && !stock.has(v.id)) stock.set(v.id, v.stock ?? 0);
          log(`store-api: catalogue now has ${product.id}`);
          return json(res, 200, { ok: true });
        }
        return await handleApi(req, res, url, rest);
      } catch (error) {
        if (error instanceof RequestError) return json(res, error.status, { message: error.message, statusCode: error.status });
        throw error;
      }
    },
  };
}
