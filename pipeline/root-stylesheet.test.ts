import { describe, expect, it } from "vitest";
import { checkOneStylesheet, rootStylesheetUrl, SecondStylesheetError } from "./root-stylesheet";

describe("rootStylesheetUrl", () => {
  it("names a lazy import's stylesheet as React Router links it (with its `#`)", () => {
    expect(rootStylesheetUrl("assets/shell-CXKjbK-m.css", { hostType: "js", ssr: false })).toBe("/assets/shell-CXKjbK-m.css#");
    expect(rootStylesheetUrl("assets/shell-CXKjbK-m.css", { hostType: "js", ssr: false }, "/site/")).toBe("/site/assets/shell-CXKjbK-m.css#");
  });

  it("leaves every other URL to Vite: images, CSS's own url()s, the server's build", () => {
    expect(rootStylesheetUrl("assets/hero-casita.svg", { hostType: "js", ssr: false })).toBeUndefined();
    expect(rootStylesheetUrl("assets/shell-CXKjbK-m.css", { hostType: "css", ssr: false })).toBeUndefined();
    expect(rootStylesheetUrl("assets/shell-CXKjbK-m.css", { hostType: "js", ssr: true })).toBeUndefined();
  });

  it("resolves, as Vite's preload helper resolves it, to the very href of the page's link", () => {
    // The helper: new URL(dep, importerUrl).href, compared with each <link>'s href.
    const dep = rootStylesheetUrl("assets/shell-CXKjbK-m.css", { hostType: "js", ssr: false })!;
    const linked = new URL("/assets/shell-CXKjbK-m.css#", "https://example.com/airbnb-mexico").href;
    expect(new URL(dep, "https://example.com/assets/entry.client-COy9Fi_G.js").href).toBe(linked);
  });
});

describe("checkOneStylesheet", () => {
  it("passes the site's one stylesheet", () => {
    expect(() => checkOneStylesheet(["assets/shell-CXKjbK-m.css", "assets/shell-BKRXG5ru.js"])).not.toThrow();
  });

  it("stops a build with a second stylesheet, naming both", () => {
    expect(() => checkOneStylesheet(["assets/shell-a.css", "assets/store-b.css"])).toThrow(SecondStylesheetError);
    expect(() => checkOneStylesheet(["assets/shell-a.css", "assets/store-b.css"])).toThrow(/shell-a\.css, assets\/store-b\.css/);
  });
});
