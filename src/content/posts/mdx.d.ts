/**
 * A post file as a module: pipeline/posts-plugin.ts compiles it into a route module (React
 * Router's typegen names it in .react-router/types).
 */
declare module "*.mdx" {
  import type { MetaDescriptor } from "react-router";
  import type { ReactNode } from "react";
  export const meta: () => MetaDescriptor[];
  export default function Post(): ReactNode;
}
