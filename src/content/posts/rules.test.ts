// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bodyWords, buildToday, isScheduled, neighbours, readingMinutes, relatedPosts } from "./rules";

const post = (key: string, published: string, category = "reputation") => ({ key, published, category });

describe("reading time", () => {
  it("counts the words a reader reads: text and the text a component shows, not markup, links' targets or code", () => {
    const body = [
      "## Step one {#one}",
      "",
      "Read the [case study](/case-study/studio-la-boheme) **now**.",
      "",
      '<Callout title="Our take">Three more words.</Callout>',
      "",
      "```",
      "const notRead = 1;",
      "```",
    ].join("\n");
    // Step one / Read the case study now / Our take / Three more words
    expect(bodyWords(body)).toBe(2 + 5 + 2 + 3);
  });

  it("is rounded up, at least a minute, at each language's own pace", () => {
    expect(readingMinutes("word ".repeat(228), "en")).toBe(1);
    expect(readingMinutes("word ".repeat(229), "en")).toBe(2);
    expect(readingMinutes("palabra ".repeat(229), "es")).toBe(2);
    expect(readingMinutes("palabra ".repeat(218), "es")).toBe(1);
    expect(readingMinutes("", "en")).toBe(1);
  });
});

describe("previous and next", () => {
  const listed = [post("b", "2025-02-01"), post("a", "2025-01-01"), post("c", "2025-03-01")];
  it("are the older and the newer post by date", () => {
    expect(neighbours(listed, listed[0]!)).toEqual({ previous: listed[1], next: listed[2] });
    expect(neighbours(listed, listed[1]!)).toEqual({ next: listed[0] });
    expect(neighbours(listed, listed[2]!)).toEqual({ previous: listed[0] });
  });
  it("are none for a post that is not listed (a scheduled one)", () => {
    expect(neighbours(listed, post("z", "2099-01-01"))).toEqual({});
  });
});

describe("related posts", () => {
  const listed = [
    post("old-same", "2025-01-01", "pricing"),
    post("new-other", "2025-06-01", "reputation"),
    post("me", "2025-03-01", "pricing"),
    post("new-same", "2025-05-01", "pricing"),
    post("newest-other", "2025-07-01", "productivity"),
  ];
  it("are its category's first, newest first, then the newest others, never itself, two at most", () => {
    const me = listed[2]!;
    expect(relatedPosts(listed, me).map((p) => p.key)).toEqual(["new-same", "old-same"]);
    expect(relatedPosts(listed, me, 3).map((p) => p.key)).toEqual(["new-same", "old-same", "newest-other"]);
    expect(relatedPosts(listed, listed[1]!).map((p) => p.key)).toEqual(["newest-other", "new-same"]);
  });
  it("are as many as there are others when the blog is small", () => {
    expect(relatedPosts([post("only", "2025-01-01")], post("only", "2025-01-01"))).toEqual([]);
  });
});

describe("scheduled posts and the build's today", () => {
  it("is a post dated after today", () => {
    expect(isScheduled("2026-11-29", "2026-11-28")).toBe(true);
    expect(isScheduled("2026-11-28", "2026-11-28")).toBe(false);
  });
  it("takes BUILD_DATE when set, else the clock's UTC day, and refuses a malformed date", () => {
    expect(buildToday({ BUILD_DATE: "2030-01-02" })).toBe("2030-01-02");
    expect(buildToday({}, new Date("2026-11-28T23:30:00Z"))).toBe("2026-11-28");
    expect(() => buildToday({ BUILD_DATE: "28/11/2026" })).toThrow(/YYYY-MM-DD/);
  });
});
