import { expect, type Page } from "@playwright/test";
import { LOCAL_STORE_ID } from "../local-services/local-env.mjs";
import { FIRST_LOAD, waitForHydration } from "./helpers";

/** Ids of the local demo catalogue (local-services/store-api/catalogue.json). */
export const P = {
  launchKit: "prod_01JCX0LAUNCHKITPRO0000001",
  welcomeBook: "prod_01JCX0WELCOMEBOOK00000002",
  smartLock: "prod_01JCX0SMARTLOCKSESSION003",
  photoReview: "prod_01JCX0LISTINGPHOTOREVW004",
  starterBundle: "prod_01JCX0STARTERBUNDLE000005",
  poster: "prod_01JCX0HOUSERULESPOSTER006",
  playbook: "prod_01JCX0REVIEWPLAYBOOK00008",
  feedbackCards: "prod_01JCX0FEEDBACKCARDS000009",
  /** Touched by the stock-and-price refresh test only: no other test may rely on its figures. */
  wifiCards: "prod_01JCX0WIFICARDSET0000011",
} as const;

export const STORE_API = `/store-api/store/${LOCAL_STORE_ID}`;

/** A product card on /store, by its exact title. */
export const card = (page: Page, title: string) => page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** Current stock of a product's variants, straight from the store API. */
export async function stockOf(page: Page, productId: string): Promise<Record<string, number | null>> {
  const res = await page.request.get(`${STORE_API}/variants?fields=inventory_quantity&product_ids[]=${productId}`);
  const body = (await res.json()) as { variants: { id: string; inventory_quantity: number | null }[] };
  return Object.fromEntries(body.variants.map((v) => [v.id, v.inventory_quantity]));
}

/** The header's cart button (its name carries the count). */
export const cartButton = (page: Page) => page.getByRole("button", { name: /^Open cart, \d+ items?$/ });

export async function expectCartCount(page: Page, n: number) {
  await expect(page.getByRole("button", { name: `Open cart, ${n} ${n === 1 ? "item" : "items"}` })).toBeVisible({ timeout: 15_000 });
}

export async function gotoStore(page: Page) {
  await page.goto("/store");
  await expect(page.getByTestId("product-card").first()).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
}

export async function gotoProduct(page: Page, id: string) {
  await page.goto(`/product/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
}

/**
 * The store owner's back office on the local store API (local-services/store-api): what a
 * change made after the build looks like to the site.
 */
export const storeAdmin = {
  async setStock(page: Page, variantId: string, quantity: number) {
    const res = await page.request.post("/store-api/__stock", { data: { variant_id: variantId, inventory_quantity: quantity } });
    expect(res.ok()).toBe(true);
  },
  /** Adds a product (catalogue.json's shape), or replaces the one with its id. */
  async upsertProduct(page: Page, product: Record<string, unknown>) {
    const res = await page.request.post("/store-api/__products", { data: product });
    expect(res.ok()).toBe(true);
  },
};

/** Picks a style on the product page (the radios are drawn as labelled pills). */
export async function chooseStyle(page: Page, name: string) {
  await page.getByRole("group", { name: "Style" }).getByText(name, { exact: true }).click();
  await expect(page.getByRole("radio", { name })).toBeChecked();
}
