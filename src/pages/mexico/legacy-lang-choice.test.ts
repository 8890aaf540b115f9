import { describe, expect, it } from "vitest";
import { LANG_COOKIE, LEGACY_LANG_STORAGE_KEY, readLangPreference } from "~/lib/i18n";
import { moveLegacyLangChoice } from "./legacy-lang-choice";

const jar = (cookie = "") => ({ cookie });

describe("a choice kept in localStorage before the cookie", () => {
  it("moves to the cookie once and leaves storage", () => {
    localStorage.setItem(LEGACY_LANG_STORAGE_KEY, "en");
    moveLegacyLangChoice();
    expect(readLangPreference()).toBe("en");
    expect(localStorage.getItem(LEGACY_LANG_STORAGE_KEY)).toBeNull();
  });

  it("does not overwrite a choice made since, and drops junk", () => {
    localStorage.setItem(LEGACY_LANG_STORAGE_KEY, "en");
    const since = jar(`${LANG_COOKIE}=es`);
    moveLegacyLangChoice(localStorage, since);
    expect(since.cookie).toBe(`${LANG_COOKIE}=es`);
    expect(localStorage.getItem(LEGACY_LANG_STORAGE_KEY)).toBeNull();

    localStorage.setItem(LEGACY_LANG_STORAGE_KEY, "de");
    const none = jar();
    moveLegacyLangChoice(localStorage, none);
    expect(none.cookie).toBe("");
    expect(localStorage.getItem(LEGACY_LANG_STORAGE_KEY)).toBeNull();
  });

  it("with nothing stored, or storage refused, changes nothing", () => {
    const none = jar();
    moveLegacyLangChoice(localStorage, none);
    expect(none.cookie).toBe("");
    const refused = {
      getItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {},
    };
    expect(() => moveLegacyLangChoice(refused, none)).not.toThrow();
    expect(none.cookie).toBe("");
  });
});
