import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Eyebrow } from "./eyebrow";

/**
 * The site's one section heading: an optional eyebrow, the heading, an optional intro.
 * - `align="center"` (default): centred over the band's content, with the space below it.
 * - `align="start"`: in a column of its own (a two-column band), no space of its own below.
 * - `tone="dark"`: on the deep brand band.
 * `id` goes on the heading, so its section can be labelled by it (`aria-labelledby`).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  align = "center",
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  align?: "center" | "start";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" && "mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && (
        <Eyebrow tone={dark ? "dark" : "accent"} className="mb-2">
          {eyebrow}
        </Eyebrow>
      )}
      <h2
        id={id}
        className={cn("text-3xl font-bold sm:text-4xl", dark ? "text-white" : "text-brand-900")}
      >
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-brand-100" : "text-muted")}>{intro}</p>}
    </div>
  );
}
