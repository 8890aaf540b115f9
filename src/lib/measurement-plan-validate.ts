import { GA4_MAX_ITEMS, META_STANDARD_EVENTS, PLAN_CURRENCY, type Ga4Event, type MetaEvent, type PlanEntry } from "./measurement-plan";

/**
 * The measurement plan's checks against GA4's and Meta's documented schemas: what the unit tests
 * hold every moment to (measurement-plan.test.ts). Not part of any page.
 */

/** GA4's recommended e-commerce events: each carries `items`. */
export const GA4_ECOMMERCE_EVENTS = ["view_item_list", "select_item", "view_item", "add_to_cart", "remove_from_cart", "view_cart", "begin_checkout", "purchase"];

/** The ones that carry `value` and `currency` (GA4 computes revenue and cart value from them). */
const VALUED = ["view_item", "add_to_cart", "remove_from_cart", "view_cart", "begin_checkout", "purchase"];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === "string" && v.trim() !== "";

/**
 * What is wrong with a GA4 event against GA4's documented schema (empty: nothing). E-commerce
 * events: `items` objects with an `item_id` or an `item_name`, at most 200, numeric prices and
 * whole positive quantities; `currency` set and `value` = Σ price × quantity to the cent where a
 * value is carried; `transaction_id` on a purchase. Every event: GA4's name rules (letters,
 * digits and underscores, starting with a letter, at most 40 characters) and at most 25 parameters.
 */
export function validateGa4Ecommerce(event: Ga4Event): string[] {
  const problems: string[] = [];
  const { name, params } = event;
  if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name)) problems.push(`event name "${name}" is not a GA4 name`);
  if (Object.keys(params).length > 25) problems.push("more than 25 parameters");
  if (!GA4_ECOMMERCE_EVENTS.includes(name)) return problems;
  const items = params.items;
  if (!Array.isArray(items) || items.length === 0) return [...problems, "items is not a non-empty array"];
  if (items.length > GA4_MAX_ITEMS) problems.push(`${items.length} items (GA4 reads at most ${GA4_MAX_ITEMS})`);
  let cents = 0;
  items.forEach((item: unknown, i) => {
    if (!isObject(item)) return problems.push(`items[${i}] is not an object`);
    if (!nonEmpty(item.item_id) && !nonEmpty(item.item_name)) problems.push(`items[${i}] has neither item_id nor item_name`);
    if (typeof item.price !== "number" || !Number.isFinite(item.price) || item.price < 0) problems.push(`items[${i}].price is not a price`);
    if (typeof item.quantity !== "number" || !Number.isInteger(item.quantity) || item.quantity < 1) problems.push(`items[${i}].quantity is not a whole number of units`);
    if (typeof item.price === "number" && typeof item.quantity === "number") cents += Math.round(item.price * 100) * item.quantity;
  });
  if (VALUED.includes(name)) {
    if (params.currency !== PLAN_CURRENCY) problems.push(`currency is ${String(params.currency)}, not ${PLAN_CURRENCY}`);
    if (typeof params.value !== "number") problems.push("value is not a number");
    else if (Math.round(params.value * 100) !== cents) problems.push(`value ${params.value} is not the sum of price × quantity (${cents / 100})`);
  }
  if (name === "purchase" && !nonEmpty(params.transaction_id)) problems.push("purchase has no transaction_id");
  return problems;
}

/** What is wrong with a Meta event: a standard name through `track`, a custom one through `trackCustom`, an eventID, value and currency on a Purchase. */
export function validateMeta(event: MetaEvent): string[] {
  const problems: string[] = [];
  const standard = (META_STANDARD_EVENTS as readonly string[]).includes(event.name);
  if (event.method === "track" && !standard) problems.push(`"${event.name}" is not a Meta standard event`);
  if (event.method === "trackCustom" && standard) problems.push(`"${event.name}" is a standard event sent as custom`);
  if (!nonEmpty(event.eventID)) problems.push("no eventID");
  if (["Purchase", "AddToCart", "InitiateCheckout", "ViewContent"].includes(event.name)) {
    if (event.params.currency !== PLAN_CURRENCY) problems.push("currency not set");
    if (typeof event.params.value !== "number") problems.push("value not a number");
    if (!Array.isArray(event.params.content_ids) || event.params.content_ids.length === 0) problems.push("no content_ids");
  }
  return problems;
}

/** Both halves of a plan entry checked, and their ids agreeing (GA4's `event_id` is Meta's `eventID`). */
export function validatePlanEntry(entry: PlanEntry): string[] {
  const problems = validateGa4Ecommerce(entry.ga4);
  if (entry.meta) {
    problems.push(...validateMeta(entry.meta));
    if (entry.ga4.params.event_id !== entry.meta.eventID) problems.push("GA4's event_id is not Meta's eventID");
  }
  return problems;
}
