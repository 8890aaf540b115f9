/**
 * What `import img from "./photo.jpg?responsive"` yields (pipeline/responsive-images.ts makes it
 * at build; src/components/ui/picture.tsx draws it). Here in lib/ so content (a post's cover) and
 * components can both name it.
 */
export type ResponsiveImage = {
  /** The fallback file: a JPEG or PNG `width` px wide (an SVG's own file; the original in `npm run dev`). */
  src: string;
  /** The fallback's intrinsic size (an SVG's viewBox): width/height on the img against layout shift. */
  width: number;
  height: number;
  /** Best first, AVIF then WebP, each a `srcset` with width descriptors. Empty for an SVG and in dev. */
  sources: { type: "image/avif" | "image/webp"; srcset: string }[];
};
