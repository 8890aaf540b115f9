import { describe, expect, it } from "vitest";
import { htmlToText, productMetaDescription } from "./html-text";
import { sanitizeStoreHtml } from "./sanitize";

describe("sanitizeStoreHtml", () => {
  it("removes scripts, event handlers and javascript: URLs, keeps the formatting", () => {
    const dirty =
      '<p>Friendly <strong>posters</strong>.</p><script>window.__x = 1</script><img src="data:image/gif;base64,broken" alt="" onerror="window.__y = 1"><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe><ul><li>A4</li></ul>';
    const clean = sanitizeStoreHtml(dirty);
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/iframe/i);
    expect(clean).toContain("<strong>posters</strong>");
    expect(clean).toContain("<li>A4</li>");
  });

  it("adds rel=noopener to links that open a new tab, and drops inline styles and forms", () => {
    const clean = sanitizeStoreHtml('<a href="https://x.example" target="_blank">x</a><p style="position:fixed">y</p><form action="/steal"><input name="card"></form>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toContain("style=");
    expect(clean).not.toContain("<form");
    expect(clean).not.toContain("<input");
  });

  it("keeps no class, style or id: a description cannot position itself over the page", () => {
    const clean = sanitizeStoreHtml(
      '<div class="fixed inset-0 z-50 bg-white" id="site-header" style="position:fixed" data-x="1" aria-hidden="true" dir="rtl"><h2 class="x">Title</h2><p>Text <a href="https://x.example" class="y">link</a></p><img src="/store-api/media/a.jpg" alt="A" width="10" class="absolute"></div>',
    );
    expect(clean).not.toMatch(/class=|style=|id=|data-x|aria-hidden|dir=/);
    expect(clean).toContain("<h2>Title</h2>");
    expect(clean).toContain('<a href="https://x.example">link</a>');
    expect(clean).toContain('<img src="/store-api/media/a.jpg" alt="A" width="10">');
  });

  it("drops tags off the list but keeps their text", () => {
    const clean = sanitizeStoreHtml("<h1>Big</h1><svg><circle></circle></svg><button>Buy</button><details><summary>More</summary>x</details>");
    expect(clean).not.toMatch(/<h1|<svg|<button|<details|<summary/);
    expect(clean).toContain("Big");
    expect(clean).toContain("Buy");
  });

  it("answers an empty string for empty input", () => {
    expect(sanitizeStoreHtml(null)).toBe("");
    expect(sanitizeStoreHtml("")).toBe("");
  });
});

describe("htmlToText and the product meta description", () => {
  it("strips tags and script bodies, decodes entities and collapses spaces", () => {
    expect(htmlToText("<p>Tom &amp; Jerry&#39;s&nbsp;place</p>\n<script>evil()</script><ul><li>One</li><li>Two</li></ul>")).toBe("Tom & Jerry's place One Two");
  });

  it("cuts the description text to its first 160 characters, or uses the title", () => {
    const long = `<p>${"a".repeat(200)}</p>`;
    expect(productMetaDescription({ title: "T", description: long })).toBe("a".repeat(160));
    expect(productMetaDescription({ title: "Listing Photo Review", description: "" })).toBe("Listing Photo Review");
    expect(productMetaDescription({ title: "T", description: "<p> </p>" })).toBe("T");
  });
});
