import { loadPosts } from "./collection.server";
import { postPageRows } from "./derive";

/**
 * The posts' rows (and their category pages') for the page tables (lib/twins TWIN_PAGES, src/route-table ROUTES). Here, in
 * Node (the router's config, unit tests), they are read from the files; every Vite build and the
 * dev server replace this module with the same rows as a literal (pipeline/posts-plugin.ts), so
 * the browser never carries the reader. Lenient: a broken post is left out here and reported by
 * the plugin (the build stops; the dev server shows it in its overlay).
 */
// eslint-disable-next-line no-restricted-syntax -- the dev server keeps drafts; Node only (the build replaces this module)
const rows = postPageRows(loadPosts({ lenient: true, includeDrafts: process.env.NODE_ENV === "development" }).posts);

/** Two exports, not one object: the twin rows travel in every page's bundle, the route rows in none. */
export const POST_TWINS = rows.twins;
export const POST_ROUTES = rows.routes;
