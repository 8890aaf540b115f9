/**
 * Words the click-to-load video prints itself. The shared building blocks' words live one file
 * per block (this folder) so each travels in its block's chunk: a shared words file would be a
 * first-load file of its own on every page that uses any of them.
 */
export const videoCopy = { watchOnYouTube: "Watch on YouTube" } as const;
