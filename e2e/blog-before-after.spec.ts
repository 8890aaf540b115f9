import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { POSTS_BEFORE, snapshotFile, snapshotPost, type PostSnapshot } from "./blog-snapshot";

/**
 * Today's three posts moved from TypeScript to MDX files with their words and URLs unchanged
 * (issue 45 part 2): each post page's prerendered text and head, as the build before the move
 * wrote them (e2e/fixtures/blog-before/, saved with BLOG_SNAPSHOT_WRITE=1), against this build's.
 * No script runs: this is what a reader without JavaScript and a crawler get.
 */
const FIXTURES = path.join(import.meta.dirname, "fixtures", "blog-before");

test.use({ javaScriptEnabled: false });

for (const url of POSTS_BEFORE) {
  test(`${url} reads as it did before the posts became files`, async ({ page }) => {
    const now = await snapshotPost(page, url);
    const file = path.join(FIXTURES, snapshotFile(url));
    if (process.env.BLOG_SNAPSHOT_WRITE === "1") {
      mkdirSync(FIXTURES, { recursive: true });
      writeFileSync(file, JSON.stringify(now, null, 2) + "\n");
      return;
    }
    const before = JSON.parse(readFileSync(file, "utf8")) as PostSnapshot;
    // Reading time was typed by hand before; now it is computed from the body (content/posts/rules.ts).
    const minutes = (s: PostSnapshot) => ({ ...s, text: s.text.replace(/^\d+ (min read|min de lectura)$/m, "N $1") });
    expect(minutes(now)).toEqual(minutes(before));
    expect(now.text).toMatch(/^\d+ (min read|min de lectura)$/m);
  });
}
