/**
 * The one door to the browser's Web Storage (decision 2026-11-25-one-purchase-domain): every
 * reader of localStorage or sessionStorage in src/ takes it from `browserStorage` and reads and
 * writes it through the functions below; `npm run lint` refuses a direct use anywhere else.
 * None of them throws. Storage can be missing (the prerender runs in Node), blocked (cookies
 * off, a sandboxed frame: merely reading `window.localStorage` throws), full (quota: `setItem`
 * throws) or hold what another version of the site, an extension or a person wrote (not JSON,
 * or not the shape expected). A read gives null or undefined and the caller carries on; a write
 * that cannot be kept is dropped, and the visitor keeps what they did for this page view.
 * Checking the shape of what was read is the caller's job: it knows the shape.
 */

/** The two areas: "local" outlives the tab and is shared by the origin's tabs, "session" is this tab's. */
export type StorageArea = "local" | "session";

/** What the functions below need of a Storage; a test passes a fake. null or undefined: no storage. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
export type MaybeStorage = StorageLike | null | undefined;

/** The one accessor: the browser's storage area, or undefined where there is none (the prerender: no `window`) or it is blocked. */
export function browserStorage(area: StorageArea): Storage | undefined {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The text stored under `key`, or null: nothing stored, no storage, or reading refused. */
export function readText(storage: MaybeStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it). No storage, blocked or full: nothing is kept, and nothing thrown. */
export function writeText(storage: MaybeStorage, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* the visitor keeps what they did for this page view */
  }
}

/** The value stored under `key` as JSON, or undefined: nothing stored, no storage, or not JSON. */
export function readJson(storage: MaybeStorage, key: string): unknown {
  const text = readText(storage, key);
  try {
    // Nothing stored (most visitors' cart, every page's load): no parse, and so no SyntaxError to
    // build, which was a millisecond of a phone's page load at 1x CPU (bench:script-time).
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON (undefined removes the key); a value with no JSON form (a cycle) is not kept either. */
export function writeJson(storage: MaybeStorage, key: string, value: unknown): void {
  try {
    writeText(storage, key, JSON.stringify(value) ?? null);
  } catch {
    /* not JSON: nothing kept */
  }
}
