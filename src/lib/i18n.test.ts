import { describe, expect, it } from "vitest";
import {
  fill,
  fillCount,
  formatDateTime,
  LANG_COOKIE,
  langForPath,
  LOCALIZED_PAGES,
  localizedPageOf,
  preferenceRedirect,
  readLangPreference,
  saveLangPreference,
} from "./i18n";
import { LANG_HEAD_SCRIPT } from "./lang-head-script";
import { formatCents, formatDollars, formatDollarsExact } from "./money";
import { hreflangLinks, localizedMeta } from "./seo";

/** Runs the head script against a fake location and cookies (a look-alike name among them); answers where it went. */
function runHeadScript(pathname: string, stored: string | null, { search = "", hash = "", throws = false } = {}) {
  const replaced: string[] = [];
  const style: Record<string, string> = {};
  const location = { pathname, search, hash, replace: (url: string) => replaced.push(url) };
  const jar = ["a=1", `x${LANG_COOKIE}=en`, ...(stored === null ? [] : [`${LANG_COOKIE}=${stored}`])].join("; ");
  const document = {
    documentElement: { style },
    get cookie() {
      if (throws) throw new Error("SecurityError");
      return jar;
    },
  };
  new Function("location", "document", LANG_HEAD_SCRIPT)(location, document);
  return { replaced, hidden: style.display === "none" };
}

describe("the page's language", () => {
  it.each([
    ["/airbnb-mexico", "es"],
    ["/airbnb-mexico/", "es"],
    ["/en/airbnb-mexico", "en"],
    ["/airbnb-mexico-offer", "en"],
    ["/es/oferta-airbnb-mexico", "es"],
    ["/success", "en"],
    ["/es/compra-exitosa", "es"],
    ["/es/something-else", "es"],
    ["/es/404", "es"],
    ["/", "en"],
    ["/store", "en"],
    ["/product/abc", "en"],
    ["/espresso", "en"],
  ])("%s is %s", (path, lang) => {
    expect(langForPath(path)).toBe(lang);
  });

  it("knows which localized page a path is", () => {
    expect(localizedPageOf("/es/compra-exitosa")).toEqual({ page: "success", lang: "es" });
    expect(localizedPageOf("/airbnb-mexico-offer/")).toEqual({ page: "mexicoOffer", lang: "en" });
    expect(localizedPageOf("/pricing")).toBeNull();
  });
});

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
    ["/airbnb-mexico-offer", "es", "/es/oferta-airbnb-mexico"],
    ["/es/oferta-airbnb-mexico", "en", "/airbnb-mexico-offer"],
    ["/success", "es", "/es/compra-exitosa"],
    ["/es/compra-exitosa", "en", "/success"],
    ["/es/compra-exitosa", "es", null],
    ["/pricing", "es", null],
    ["/", "es", null],
  ];

  it.each(cases)("%s with stored %s goes to %s", (path, stored, target) => {
    expect(preferenceRedirect(path, stored)).toBe(target);
  });

  it.each(cases)("the head script agrees: %s with stored %s", (path, stored, target) => {
    const { replaced, hidden } = runHeadScript(path, stored);
    expect(replaced).toEqual(target ? [target] : []);
    expect(hidden).toBe(Boolean(target));
  });

  it("keeps the query and hash, and survives unreadable cookies", () => {
    expect(runHeadScript("/airbnb-mexico", "en", { search: "?utm_source=x", hash: "#faq" }).replaced).toEqual(["/en/airbnb-mexico?utm_source=x#faq"]);
    expect(runHeadScript("/success", "es", { search: "?checkout=abc" }).replaced).toEqual(["/es/compra-exitosa?checkout=abc"]);
    expect(runHeadScript("/airbnb-mexico", "en", { throws: true }).replaced).toEqual([]);
  });

  it("reads and saves the choice in a year-long cookie, ignoring junk, look-alike names and refused cookies", () => {
    const written: string[] = [];
    let cookies = `other=1; x${LANG_COOKIE}=es`;
    const jar = {
      get cookie() {
        return cookies;
      },
      set cookie(value: string) {
        written.push(value);
        cookies = `${cookies}; ${value.split(";")[0]}`;
      },
    };
    expect(readLangPreference(jar)).toBeNull();
    saveLangPreference("en", jar);
    expect(written).toEqual([`${LANG_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`]);
    expect(readLangPreference(jar)).toBe("en");
    expect(readLangPreference({ cookie: `${LANG_COOKIE}=de` })).toBeNull();
    const broken = {
      get cookie(): string {
        throw new Error("denied");
      },
      set cookie(_: string) {
        throw new Error("denied");
      },
    };
    expect(readLangPreference(broken)).toBeNull();
    expect(() => saveLangPreference("es", broken)).not.toThrow();
  });

  it("the page's own cookies: a choice saved is read back", () => {
    saveLangPreference("es");
    expect(document.cookie).toContain(`${LANG_COOKIE}=es`);
    expect(readLangPreference()).toBe("es");
  });
});

describe("localized pages' meta", () => {
  it.each(Object.keys(LOCALIZED_PAGES) as (keyof typeof LOCALIZED_PAGES)[])("%s has es, en and x-default alternates, x-default being the spec's URL", (page) => {
    const links = hreflangLinks(page) as { hrefLang: string; href: string }[];
    expect(links.map((l) => l.hrefLang)).toEqual(["es", "en", "x-default"]);
    expect(links[0]!.href.endsWith(LOCALIZED_PAGES[page].es)).toBe(true);
    expect(links[1]!.href.endsWith(LOCALIZED_PAGES[page].en)).toBe(true);
    expect(links[2]!.href.endsWith(LOCALIZED_PAGES[page][LOCALIZED_PAGES[page].xDefault])).toBe(true);
  });

  it.each(["es", "en"] as const)("is self-canonical with the page's og:locale (%s)", (lang) => {
    const tags = localizedMeta("mexicoOffer", lang, { title: "T", description: "D" }) as Record<string, string>[];
    expect(tags.find((t) => t.rel === "canonical")?.href?.endsWith(LOCALIZED_PAGES.mexicoOffer[lang])).toBe(true);
    expect(tags.find((t) => t.property === "og:locale")?.content).toBe(lang === "es" ? "es_MX" : "en_US");
    expect(tags.find((t) => t.property === "og:locale:alternate")?.content).toBe(lang === "es" ? "en_US" : "es_MX");
  });
});

describe("formatting for the language", () => {
  it("fills placeholders, and leaves a missing one visible", () => {
    expect(fill("Only {n} left", { n: 2 })).toBe("Only 2 left");
    expect(fill("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });

  it("agrees a counted phrase with its number", () => {
    const left = { one: "Solo queda {n} de {title}", other: "Solo quedan {n} de {title}" };
    expect(fillCount(left, 1, { title: "T" })).toBe("Solo queda 1 de T");
    expect(fillCount(left, 2, { title: "T" })).toBe("Solo quedan 2 de T");
    expect(fillCount(left, 0, { title: "T" })).toBe("Solo quedan 0 de T");
  });

  it("keeps the spec's English amounts", () => {
    expect(formatCents(106900)).toBe("$1069.00");
    expect(formatCents(2900, "en")).toBe("$29.00");
    expect(formatDollars(999)).toBe("$999");
    expect(formatDollarsExact(799)).toBe("$799.00");
  });

  it("writes Spanish amounts as es-MX does for dollars, never as a bare $ (pesos in Mexico)", () => {
    expect(formatCents(106900, "es")).toBe("USD\u00a01,069.00");
    expect(formatCents(2900, "es")).toBe("USD\u00a029.00");
    expect(formatDollars(999, "es")).toBe("USD\u00a0999");
    expect(formatDollars(8.4, "es")).toBe("USD\u00a08.40");
    expect(formatDollarsExact(0, "es")).toBe("USD\u00a00.00");
  });

  it("writes dates in the language", () => {
    const date = Date.UTC(2026, 10, 23, 18, 5);
    expect(formatDateTime(date, "en", { dateStyle: "long", timeZone: "UTC" })).toBe("November 23, 2026");
    expect(formatDateTime(date, "es", { dateStyle: "long", timeZone: "UTC" })).toBe("23 de noviembre de 2026");
    expect(formatDateTime(date, "es", { timeStyle: "short", timeZone: "UTC" })).toMatch(/^6:05\s?p\.\s?m\.$/);
  });
});
