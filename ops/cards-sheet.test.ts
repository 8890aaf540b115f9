// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sheetRows } from "./cards-sheet";
import type { CardPage } from "../pipeline/share-cards";

const page = (path: string, lang: string, twin?: string): CardPage => ({ path, lang, card: `/cards${path}.png`, ...(twin ? { twin } : {}), content: { lang, title: path, description: "", brand: "B", host: "h" } });

describe("the contact sheet's rows", () => {
  it("puts each page beside its twin (English left, Spanish right), whichever comes first, and a page without one alone", () => {
    const rows = sheetRows([page("/airbnb-mexico", "es-MX", "/en/airbnb-mexico"), page("/pricing", "en"), page("/en/airbnb-mexico", "en", "/airbnb-mexico"), page("/es/solo", "es-MX")]);
    expect(rows.map(([en, es]) => [en?.path ?? null, es?.path ?? null])).toEqual([
      ["/en/airbnb-mexico", "/airbnb-mexico"],
      ["/pricing", null],
      [null, "/es/solo"],
    ]);
  });
});
