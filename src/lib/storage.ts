/**
 * The one door to the browser's Web Storage (decision 2026-11-25-one-purchase-domain): every
 * reader of localStorage or sessionStorage in src/ goes through these functions, and `npm run
 * lint` refuses a direct use anywhere else. None of them throws. Storage can be missing (the
 * prerender runs in Node), blocked (cookies off, a sandboxed frame: merely reading
 * `window.localStorage` throws), full (quota: `setItem` throws) or hold what another version of
 * the site, an extension or a person wrote (not JSON, or not the shape we expect). A reader gets
 * null or undefined and carries on; a writer gets false and the visitor keeps what they did for
 * this page view. Checking the shape of what was read is the caller's job: it knows the shape.
 */

/** The two areas: "local" outlives the tab and is shared by the origin's tabs, "session" is this tab's. */
export type StorageArea = "local" | "session";

/** What these functions need of a Storage; a test passes a fake. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where to read or write: an area of the browser's storage, a given store (tests), or nowhere. */
export type StorageSource = StorageArea | StorageLike | null | undefined;

/** The browser's storage area, or undefined where there is none (the prerender: no `window`) or it is blocked. */
export function browserStorage(area: StorageArea): Storage | undefined {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const storeOf = (source: StorageSource) => (typeof source === "string" ? browserStorage(source) : source);

/** The text stored under `key`, or null: nothing stored, no storage, or reading refused. */
export function readText(source: StorageSource, key: string): string | null {
  try {
    return storeOf(source)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when it could not be kept (no storage, blocked, full). */
export function writeText(source: StorageSource, key: string, value: string | null): boolean {
  try {
    const store = storeOf(source);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
    return !!store;
  } catch {
    return false;
  }
}

/** The value stored under `key` as JSON, or undefined: nothing stored, no storage, or not JSON. */
export function readJson(source: StorageSource, key: string): unknown {
  try {
    // Nothing stored reads as "", which is not JSON either.
    return JSON.parse(readText(source, key) ?? "");
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON (undefined removes the key); false when it could not be kept or has no JSON form. */
export function writeJson(source: StorageSource, key: string, value: unknown): boolean {
  try {
    return writeText(source, key, JSON.stringify(value) ?? null);
  } catch {
    return false;
  }
}
