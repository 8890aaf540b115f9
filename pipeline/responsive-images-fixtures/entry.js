// The fixture a unit test builds (pipeline/responsive-images.test.ts).
export { default as photo } from "./photo.png?responsive";
export { default as drawing } from "./drawing.svg?responsive";
export const all = import.meta.glob("./*.png", { query: "?responsive", import: "default", eager: true });
