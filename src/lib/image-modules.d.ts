// `?responsive` imports (pipeline/responsive-images.ts): a file's responsive sources, typed.
declare module "*?responsive" {
  import type { ResponsiveImage } from "~/lib/responsive-image";
  const image: ResponsiveImage;
  export default image;
}
