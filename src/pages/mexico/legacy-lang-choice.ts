import { isLang, LEGACY_LANG_STORAGE_KEY, readLangPreference, saveLangPreference, type CookieJar } from "~/lib/i18n";
import { browserStorage } from "~/lib/storage";

/**
 * A choice a visitor made before the cookie (decision 2026-11-29-islands-store-and-cookies), kept in
 * localStorage under the same name, moves to the cookie once and leaves storage: the head script
 * reads only the cookie. Run after the page has hydrated, when the header's cart has opened
 * localStorage already, so this read does not wait for the store to open. A cookie set since
 * wins over the old choice.
 */
export function moveLegacyLangChoice(storage: Pick<Storage, "getItem" | "removeItem"> | undefined = browserStorage("local"), jar?: CookieJar): void {
  try {
    const legacy = storage?.getItem(LEGACY_LANG_STORAGE_KEY);
    if (legacy === null || legacy === undefined) return;
    storage?.removeItem(LEGACY_LANG_STORAGE_KEY);
    if (isLang(legacy) && readLangPreference(jar) === null) saveLangPreference(legacy, jar);
  } catch {
    /* storage refused: nothing to move */
  }
}
