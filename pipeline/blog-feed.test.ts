// @vitest-environment node
import { describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
import { blogFeedXml, type FeedArticle } from "./blog-feed";

const articles: FeedArticle[] = [
  { lang: "en", title: "Newest & best", url: "https://x.example/b", date: "2025-08-13", description: "B <i>", card: "https://x.example/cards/b.png" },
  { lang: "en", title: "Older", url: "https://x.example/a", date: "2025-06-02", description: "A", card: "https://x.example/cards/a.png" },
  { lang: "es", title: "Nuevo", url: "https://x.example/es/n", date: "2025-09-01", description: "N", card: "https://x.example/cards/es/n.png" },
];

const children = (el: Element | undefined, name: string) => (el?.elements ?? []).filter((e) => e.name === name);
const text = (el: Element | undefined) => (el?.elements ?? []).map((e) => e.text ?? e.cdata ?? "").join("");

describe("the blog's feed", () => {
  it("is RSS 2.0 that an XML parser reads: the channel, and each article of its language with title, link, date, summary and card", () => {
    const doc = xml2js(blogFeedXml("en", articles, { brand: "CX Fusion", siteOrigin: "https://x.example" })) as Element;
    const rss = children(doc, "rss")[0];
    expect(rss?.attributes?.version).toBe("2.0");
    const channel = children(rss, "channel")[0];
    expect(text(children(channel, "title")[0])).toBe("CX Fusion Blog");
    expect(text(children(channel, "language")[0])).toBe("en-US");
    const items = children(channel, "item");
    expect(items.map((i) => text(children(i, "title")[0]))).toEqual(["Newest & best", "Older"]);
    expect(text(children(items[0], "link")[0])).toBe("https://x.example/b");
    expect(text(children(items[0], "pubDate")[0])).toBe("Wed, 13 Aug 2025 00:00:00 GMT");
    expect(text(children(items[0], "description")[0])).toBe("B <i>");
    expect(children(items[0], "enclosure")[0]?.attributes).toMatchObject({ url: "https://x.example/cards/b.png", type: "image/png" });
  });

  it("the Spanish feed has the Spanish articles only, in Spanish", () => {
    const doc = xml2js(blogFeedXml("es", articles, { brand: "CX Fusion", siteOrigin: "https://x.example" })) as Element;
    const channel = children(children(doc, "rss")[0], "channel")[0];
    expect(text(children(channel, "title")[0])).toBe("Blog de CX Fusion");
    expect(text(children(channel, "link")[0])).toBe("https://x.example/es/blog");
    expect(children(channel, "item")).toHaveLength(1);
  });
});
