import type { StorageLike } from "./storage";

/**
 * The browser session's cookies as a storage area, for a switch a page must read before it
 * paints: one `document.cookie` read costs ~0.4 ms at a page's start, the first read of
 * sessionStorage ~1-3 ms (the browser opens the area then; measured in the hydration record,
 * session 8). Session cookies (no expiry): gone when the browser closes. Only this origin's
 * paths under `/` see them; they ride with its requests, so keep them to a few bytes. Read and
 * written through lib/storage.ts's `readText` and `writeText`, like the storage areas; a module
 * of its own so that only the pages that keep such a switch load it (not the shell).
 */
export function sessionCookies(doc: Pick<Document, "cookie"> | null = typeof document === "undefined" ? null : document): StorageLike | undefined {
  if (!doc) return undefined;
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  const set = (key: string, value: string, extra = "") => {
    doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}${extra}`;
  };
  return {
    getItem(key) {
      const name = `${encodeURIComponent(key)}=`;
      const found = doc.cookie.split("; ").find((c) => c.startsWith(name));
      if (found === undefined) return null;
      try {
        return decodeURIComponent(found.slice(name.length));
      } catch {
        return null;
      }
    },
    setItem: (key, value) => set(key, value),
    removeItem: (key) => set(key, "", "; Max-Age=0"),
  };
}
