// @vitest-environment node
import { describe, expect, it } from "vitest";
import { confirmUrl, eraseUrl, oneClickUrl, pageShown, privacyUrl, unsubscribePageUrl } from "./links.ts";
import { formatTime } from "./format.ts";

describe("mail links", () => {
  it("go to each page's twin in the mail's language", () => {
    expect(confirmUrl("https://s.example/", "en", "ab")).toBe("https://s.example/confirm-subscription?token=ab");
    expect(confirmUrl("https://s.example", "es", "ab")).toBe("https://s.example/es/confirmar-suscripcion?token=ab");
    expect(unsubscribePageUrl("https://s.example", "es", "ab")).toBe("https://s.example/es/cancelar-suscripcion?token=ab");
    expect(eraseUrl("https://s.example", "en", "ab")).toBe("https://s.example/my-data?erase=ab");
    expect(eraseUrl("https://s.example", "es", "ab")).toBe("https://s.example/es/mis-datos?erase=ab");
    expect(privacyUrl("https://s.example", "es")).toBe("https://s.example/es/aviso-de-privacidad");
    expect(oneClickUrl("http://localhost:4173/supabase/", "es", "ab")).toBe("http://localhost:4173/supabase/functions/v1/unsubscribe?token=ab&lang=es");
  });

  it("show the form's page only when it is a plain path of the site", () => {
    expect(pageShown("https://s.example", "/es/suscribirse?x=1")).toBe("s.example/es/suscribirse");
    expect(pageShown("https://s.example", "//evil.example")).toBeNull();
    expect(pageShown("https://s.example", "https://evil.example")).toBeNull();
    expect(pageShown("https://s.example", "/a b")).toBeNull();
    expect(pageShown("https://s.example", null)).toBeNull();
  });
});

describe("mail times", () => {
  it("are written as each language writes them, in UTC", () => {
    expect(formatTime("2026-11-28T14:05:00Z", "en")).toBe("November 28, 2026 at 2:05 PM UTC");
    expect(formatTime("2026-11-28T14:05:00Z", "es")).toMatch(/^28 de noviembre de 2026(,| a las) 2:05 p\.\s?m\. UTC$/);
    expect(formatTime(null, "en")).toBeNull();
    expect(formatTime("not a date", "en")).toBeNull();
  });
});
