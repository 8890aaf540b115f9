import { describe, expect, it } from "vitest";
import { config, introBlogPath } from "~/lib/config";
import { en } from "./en";
import { FOUNDER_SECTION_IDS as founderSectionIds } from "./ids";

describe("founder story", () => {
  it("names its sections after the configured founder and brand", () => {
    expect(Object.values(founderSectionIds)).toEqual([
      `about-${config.founderSlug}`,
      "the-problem",
      `the-${config.brandSlug}-solution`,
      `why-choose-${config.brandSlug}`,
      `${config.brandSlug}-social-links`,
    ]);
    for (const id of Object.values(founderSectionIds)) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("links to the intro blog route", () => {
    expect(en.social.blogPath).toBe(introBlogPath);
    expect(introBlogPath).toBe(`/cxf${config.founderSlug}-blog-intro`);
  });
});
