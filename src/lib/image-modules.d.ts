// `?responsive` imports (pipeline/responsive-images.ts): a file's responsive sources, typed.
declare module "*?responsive" {
  const image: import("./responsive-image").ResponsiveImage;
  export default image;
}
