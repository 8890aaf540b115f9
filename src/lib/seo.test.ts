import { describe, expect, it } from "vitest";
import { config } from "./config";
import { pageMeta } from "./seo";

describe("pageMeta", () => {
  it("titles pages '{title} | {brand}' with description, social tags and a canonical URL", () => {
    const tags = pageMeta({ title: "Pricing", description: "Kits and prices", path: "/pricing" });
    expect(tags).toContainEqual({ title: `Pricing | ${config.brand}` });
    expect(tags).toContainEqual({ name: "description", content: "Kits and prices" });
    expect(tags).toContainEqual({ property: "og:title", content: `Pricing | ${config.brand}` });
    expect(tags).toContainEqual({ property: "og:description", content: "Kits and prices" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${config.siteOrigin}/pricing` });
    expect(tags.filter((t) => "title" in t)).toHaveLength(1);
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("marks internal pages noindex", () => {
    const tags = pageMeta({ title: "Email List", description: "x", path: "/email-list", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
