import { loadPosts } from "./collection.server";
import { postPageRows, type PostPageRows } from "./derive";

/**
 * The posts' rows for the page tables (lib/twins TWIN_PAGES, src/route-table ROUTES). Here, in
 * Node (the router's config, unit tests), they are read from the files; every Vite build and the
 * dev server replace this module with the same rows as a literal (pipeline/posts-plugin.ts), so
 * the browser never carries the reader. Lenient: a broken post is left out here and reported by
 * the plugin (the build stops; the dev server shows it in its overlay).
 */
// eslint-disable-next-line no-restricted-syntax -- the dev server keeps drafts; Node only (the build replaces this module)
export const POST_PAGES: PostPageRows = postPageRows(loadPosts({ lenient: true, includeDrafts: process.env.NODE_ENV === "development" }).posts);
