import { loadPosts } from "./collection.server";
import { hubCatalogue, type HubCatalogue } from "./derive";

/**
 * The hub's posts and categories per language. Read from the files in Node; a literal in every
 * Vite build (pipeline/posts-plugin.ts), imported by the hub's routes only: a post page does not
 * carry the list of posts.
 */
// eslint-disable-next-line no-restricted-syntax -- the dev server keeps drafts; Node only (the build replaces this module)
const posts = loadPosts({ lenient: true, includeDrafts: process.env.NODE_ENV === "development" }).posts;

/** Two exports, not one object by language: a hub's bundle keeps only its own language's. */
export const POST_CATALOGUE_EN: HubCatalogue = hubCatalogue(posts, "en");
export const POST_CATALOGUE_ES: HubCatalogue = hubCatalogue(posts, "es");
