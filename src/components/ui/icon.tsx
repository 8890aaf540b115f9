import type { SVGProps } from "react";

/**
 * Icons as tiny components from SVG path data (Lucide's, ISC licence, https://lucide.dev):
 * no icon runtime in the first-load JavaScript.
 */
export type IconNode = [tag: "path" | "circle" | "rect" | "line" | "polyline", attrs: Record<string, string>];

export function icon(nodes: IconNode[]) {
  return function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
        {...props}
      >
        {nodes.map(([Tag, attrs], i) => (
          <Tag key={i} {...attrs} />
        ))}
      </svg>
    );
  };
}

