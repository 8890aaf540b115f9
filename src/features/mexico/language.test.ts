import { describe, expect, it } from "vitest";
import { mexicoCopy } from "~/content/mexico";
import {
  hreflangLinks,
  MEXICO_LANG_HEAD_SCRIPT,
  MEXICO_LANG_STORAGE_KEY,
  MEXICO_PATHS,
  mexicoMeta,
  preferenceRedirect,
  readLangPreference,
  saveLangPreference,
} from "./language";

/** Runs the head script against a fake location and storage; answers where it went. */
function runHeadScript(pathname: string, stored: string | null, { search = "", hash = "", throws = false } = {}) {
  const replaced: string[] = [];
  const style: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (throws) throw new Error("SecurityError");
      return key === MEXICO_LANG_STORAGE_KEY ? stored : null;
    },
  };
  const location = { pathname, search, hash, replace: (url: string) => replaced.push(url) };
  const document = { documentElement: { style } };
  new Function("localStorage", "location", "document", MEXICO_LANG_HEAD_SCRIPT)(localStorage, location, document);
  return { replaced, hidden: style.display === "none" };
}

describe("remembered language", () => {
  const cases: [string, string | null, string | null][] = [
    ["/airbnb-mexico", null, null],
    ["/airbnb-mexico", "es", null],
    ["/airbnb-mexico", "en", "/en/airbnb-mexico"],
    ["/airbnb-mexico/", "en", "/en/airbnb-mexico"],
    ["/en/airbnb-mexico", "es", "/airbnb-mexico"],
    ["/en/airbnb-mexico", "en", null],
    ["/en/airbnb-mexico", null, null],
    ["/airbnb-mexico", "fr", null],
    ["/airbnb-mexico-offer", "en", null],
  ];

  it.each(cases)("%s with stored %s goes to %s", (path, stored, target) => {
    expect(preferenceRedirect(path, stored)).toBe(target);
  });

  it.each(cases)("the head script agrees: %s with stored %s", (path, stored, target) => {
    const { replaced, hidden } = runHeadScript(path, stored);
    expect(replaced).toEqual(target ? [target] : []);
    expect(hidden).toBe(Boolean(target));
  });

  it("keeps the query and hash, and survives unreadable storage", () => {
    expect(runHeadScript("/airbnb-mexico", "en", { search: "?utm_source=x", hash: "#faq" }).replaced).toEqual([
      "/en/airbnb-mexico?utm_source=x#faq",
    ]);
    expect(runHeadScript("/airbnb-mexico", "en", { throws: true }).replaced).toEqual([]);
  });

  it("reads and saves the choice, ignoring junk and storage errors", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readLangPreference(storage)).toBeNull();
    saveLangPreference("en", storage);
    expect(readLangPreference(storage)).toBe("en");
    store.set(MEXICO_LANG_STORAGE_KEY, "de");
    expect(readLangPreference(storage)).toBeNull();
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(readLangPreference(broken)).toBeNull();
    expect(() => saveLangPreference("es", broken)).not.toThrow();
  });
});

describe("Mexico page meta", () => {
  it("has es, en and x-default alternates, x-default being the Spanish URL", () => {
    const links = hreflangLinks() as { hrefLang: string; href: string }[];
    expect(links.map((l) => l.hrefLang)).toEqual(["es", "en", "x-default"]);
    expect(links[0]!.href).toMatch(/\/airbnb-mexico$/);
    expect(links[1]!.href).toMatch(/\/en\/airbnb-mexico$/);
    expect(links[2]!.href).toBe(links[0]!.href);
  });

  it.each(["es", "en"] as const)("is self-canonical and in the page's language (%s)", (lang) => {
    const tags = mexicoMeta(lang) as Record<string, string>[];
    const canonical = tags.find((t) => t.rel === "canonical");
    expect(canonical?.href).toMatch(new RegExp(`${MEXICO_PATHS[lang].replace(/\//g, "\\/")}$`));
    expect(tags.find((t) => "title" in t)?.title).toContain(mexicoCopy[lang].meta.title);
    expect(tags.find((t) => t.name === "description")?.content).toBe(mexicoCopy[lang].meta.description);
    expect(tags.find((t) => t.property === "og:locale")?.content).toBe(lang === "es" ? "es_MX" : "en_US");
  });
});
