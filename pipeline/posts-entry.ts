/**
 * What pipeline/posts-plugin.ts runs of src/: the posts' reader and derivations, and the route
 * table (the pages a post may link to). Loaded through Vite's module runner: these modules import
 * without extensions, which vite.config.ts's native loader cannot follow.
 */
export { ROUTES } from "../src/route-table";
export { fillPlaceholders, loadPosts, postsDir, PostsError } from "../src/content/posts/collection.server";
export { hubCatalogue, postPageRows, toBlogPost } from "../src/content/posts/derive";
