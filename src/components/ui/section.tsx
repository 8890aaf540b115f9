import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const tones = { white: "bg-white", sand: "bg-sand-50", brand: "bg-brand-900 text-white" } as const;

/**
 * A full-width page band with the site's container and vertical rhythm. Its rows switch by container query on the page (the
 * body is a size container, app.css): `@5xl:` is `lg:` (64rem) and `@3xl:` is `md:` (48rem),
 * measured in the page's own rem, so a row of cards that only fits at normal text stacks
 * when the visitor enlarges the text (200%, WCAG 1.4.4) instead of pushing the page sideways; a
 * media query's rem is the browser's initial 16 px and would not notice (issue 27).
 */
export function Section({
  className,
  tone = "white",
  children,
  ...props
}: ComponentProps<"section"> & { tone?: keyof typeof tones }) {
  return (
    <section className={cn(tones[tone], "py-16 sm:py-20", className)} {...props}>
      <div className="mx-auto max-w-6xl px-5 sm:px-8">{children}</div>
    </section>
  );
}
