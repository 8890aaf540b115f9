#!/usr/bin/env node
// @ts-check
/**
 * `npm run stripe:payment-links`: creates, or finds and reuses, one Stripe Payment Link per
 * launch-kit price (docs/architecture.md, decision 5), then prints the `.env` lines the site is built with.
 *
 *   STRIPE_SECRET_KEY=sk_test_... npm run -s stripe:payment-links >> .env
 *
 * - The secret key comes from the environment only: never from a VITE_ variable (those end up
 *   in the browser bundle) and never from a file in the repository.
 * - Links are found again by their metadata (launchkit_price_id), so running it twice creates
 *   nothing new; a link whose after-completion redirect is out of date is updated in place.
 * - Each link redirects after payment to
 *   {VITE_SITE_ORIGIN}/checkout-success?kit={kit id}&session_id={CHECKOUT_SESSION_ID}, so the
 *   success page can name the kit that was bought.
 * - The kits (ids, names, prices, Stripe price ids) are the site's own: src/content/kit-facts.mjs,
 *   which src/content/kits.ts re-exports. Each kit's price must exist in the Stripe account, be
 *   active, one-time, in USD, and cost what the site says; otherwise nothing is created and the
 *   script fails.
 * - STRIPE_API_BASE (e.g. http://127.0.0.1:12111 for stripe-mock) points the SDK at another
 *   API host; the tests use it. The .env lines go to stdout, progress to stderr.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv } from "node:util";
import Stripe from "stripe";
import { KIT_CURRENCY, KIT_FACTS, kitSuccessPath, paymentLinkEnvKey } from "../src/content/kit-facts.mjs";

export const METADATA_PRICE_KEY = "launchkit_price_id";
export const METADATA_KIT_KEY = "launchkit_kit_id";

/**
 * A kit as Stripe knows it: the site's facts, the amount in cents and the .env variable its link goes in.
 * @typedef {import("../src/content/kit-facts.mjs").KitFacts & { unitAmount: number, currency: string, envKey: string }} StripeKit
 */

/** @type {readonly StripeKit[]} */
export const STRIPE_KITS = KIT_FACTS.map((k) => ({ ...k, unitAmount: Math.round(k.price * 100), currency: KIT_CURRENCY, envKey: paymentLinkEnvKey(k.id) }));

/**
 * Where a kit's link sends the buyer after paying.
 * @param {string} origin @param {StripeKit} kit
 */
export function successUrlFor(origin, kit) {
  return `${origin}${kitSuccessPath(kit.id)}`;
}

/**
 * Reads and checks what the script needs; throws an Error with an actionable message.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} cwd where a .env may give VITE_SITE_ORIGIN
 */
export function readSettings(env, cwd) {
  const leaked = Object.entries(env)
    .filter(([k, v]) => k.startsWith("VITE_") && /^\s*(sk|rk)_/.test(v ?? ""))
    .map(([k]) => k);
  if (leaked.length) {
    throw new Error(
      `${leaked.join(", ")} holds a Stripe secret key. VITE_ variables are bundled into the browser code: remove it, rotate the key in the Stripe dashboard, and pass it as STRIPE_SECRET_KEY instead.`,
    );
  }
  const secretKey = (env.STRIPE_SECRET_KEY ?? "").trim();
  if (!secretKey) {
    throw new Error(
      "STRIPE_SECRET_KEY is not set. Export your Stripe secret key in this shell (STRIPE_SECRET_KEY=sk_test_... npm run stripe:payment-links); it is never read from a VITE_ variable or a committed file.",
    );
  }
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey)) {
    throw new Error("STRIPE_SECRET_KEY must be a secret (sk_test_/sk_live_) or restricted (rk_) key; a publishable pk_ key cannot create Payment Links.");
  }

  let origin = (env.VITE_SITE_ORIGIN ?? "").trim();
  const envFile = path.join(cwd, ".env");
  if (!origin && existsSync(envFile)) origin = (parseEnv(readFileSync(envFile, "utf8")).VITE_SITE_ORIGIN ?? "").trim();
  if (!origin) throw new Error("VITE_SITE_ORIGIN is not set (in the environment or .env): the links' success URL is built from it.");
  let originUrl;
  try {
    originUrl = new URL(origin);
  } catch {
    throw new Error(`VITE_SITE_ORIGIN "${origin}" is not a URL.`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(originUrl.hostname);
  if (originUrl.protocol !== "https:" && !(originUrl.protocol === "http:" && loopback)) {
    throw new Error(`VITE_SITE_ORIGIN "${origin}" must use https.`);
  }

  /** @type {{ host: string, port: number, protocol: "http" | "https" } | undefined} */
  let api;
  if (env.STRIPE_API_BASE) {
    const u = new URL(env.STRIPE_API_BASE);
    const protocol = u.protocol === "http:" ? "http" : "https";
    api = { host: u.hostname, port: Number(u.port || (protocol === "http" ? 80 : 443)), protocol };
  }
  return { secretKey, origin: originUrl.origin, api, testMode: /_test_/.test(secretKey) };
}

/**
 * @typedef {{ kit: StripeKit, id: string, url: string, action: "created" | "reused" | "updated" }} ProvisionedLink
 */

/**
 * @param {StripeKit} kit
 * @param {Stripe.Price} price
 */
function priceProblem(kit, price) {
  const id = kit.stripePriceId;
  if (!price.active) return `price ${id} is archived`;
  if (price.type !== "one_time") return `price ${id} is recurring; the kits are one-time payments`;
  if (price.currency !== kit.currency) return `price ${id} is in ${price.currency.toUpperCase()}, not ${kit.currency.toUpperCase()}`;
  if (price.unit_amount !== kit.unitAmount) {
    return `price ${id} costs ${price.unit_amount ?? "a custom amount"} cents in Stripe but ${kit.unitAmount} cents in src/content/kit-facts.mjs`;
  }
  return null;
}

/**
 * Creates or reuses one Payment Link per kit price.
 * @param {Stripe} stripe
 * @param {{ origin: string, kits?: readonly StripeKit[], log?: (msg: string) => void }} options
 * @returns {Promise<ProvisionedLink[]>}
 */
export async function provisionPaymentLinks(stripe, { origin, kits = STRIPE_KITS, log = () => {} }) {
  // Check every price first, so a wrong price creates nothing at all.
  const problems = [];
  for (const kit of kits) {
    const price = await stripe.prices.retrieve(kit.stripePriceId);
    const problem = priceProblem(kit, price);
    if (problem) problems.push(`${kit.name}: ${problem}`);
  }
  if (problems.length) throw new Error(`Fix these prices in Stripe (or src/content/kit-facts.mjs) first:\n  - ${problems.join("\n  - ")}`);

  /** @type {Map<string, Stripe.PaymentLink>} active links made by this script, by price id */
  const existing = new Map();
  for await (const link of stripe.paymentLinks.list({ active: true, limit: 100 })) {
    const priceId = link.metadata?.[METADATA_PRICE_KEY];
    if (priceId && !existing.has(priceId)) existing.set(priceId, link);
  }

  /** @type {ProvisionedLink[]} */
  const out = [];
  for (const kit of kits) {
    const redirectUrl = successUrlFor(origin, kit);
    const found = existing.get(kit.stripePriceId);
    if (found) {
      const current = found.after_completion?.type === "redirect" ? found.after_completion.redirect?.url : undefined;
      if (current === redirectUrl) {
        log(`reused  ${kit.name}: ${found.url}`);
        out.push({ kit, id: found.id, url: found.url, action: "reused" });
      } else {
        const updated = await stripe.paymentLinks.update(found.id, { after_completion: { type: "redirect", redirect: { url: redirectUrl } } });
        log(`updated ${kit.name}: ${updated.url} (success URL was ${current ?? "Stripe's confirmation page"})`);
        out.push({ kit, id: updated.id, url: updated.url, action: "updated" });
      }
      continue;
    }
    const created = await stripe.paymentLinks.create({
      line_items: [{ price: kit.stripePriceId, quantity: 1 }],
      after_completion: { type: "redirect", redirect: { url: redirectUrl } },
      metadata: { [METADATA_PRICE_KEY]: kit.stripePriceId, [METADATA_KIT_KEY]: kit.id },
    });
    log(`created ${kit.name}: ${created.url}`);
    out.push({ kit, id: created.id, url: created.url, action: "created" });
  }
  return out;
}

/** @param {ProvisionedLink[]} links */
export function envLines(links) {
  return links.map((l) => `${l.kit.envKey}=${l.url}`);
}

async function main() {
  const log = (/** @type {string} */ m) => process.stderr.write(`${m}\n`);
  let settings;
  try {
    settings = readSettings(process.env, process.cwd());
  } catch (error) {
    log(`stripe:payment-links: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "launch-kit-payment-links" },
    ...(settings.api ?? {}),
  });
  log(`Stripe ${settings.testMode ? "TEST" : "LIVE"} mode; success URLs ${settings.origin}/checkout-success?kit=…&session_id={CHECKOUT_SESSION_ID}`);
  try {
    const links = await provisionPaymentLinks(stripe, { origin: settings.origin, log });
    process.stdout.write(`# Stripe Payment Links (${settings.testMode ? "test" : "live"} mode) for ${settings.origin}\n${envLines(links).join("\n")}\n`);
  } catch (error) {
    log(`stripe:payment-links failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
