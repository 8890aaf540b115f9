import type { ComponentProps, ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { Eyebrow, type EyebrowTone } from "./eyebrow";

const tones = { white: "bg-white", sand: "bg-sand-50", brand: "bg-brand-900 text-white" } as const;

/** A full-width page band with the site's container and vertical rhythm. */
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

/**
 * The site's one section heading: an optional eyebrow, the heading, an optional intro.
 * - `align="center"` (default): centred over the band's content, with the space below it.
 * - `align="start"`: in a column of its own (a two-column band), no space of its own below.
 * - `tone="dark"`: on the deep brand band.
 * - `size="md"`: a smaller heading for a short, single-column band.
 * `id` goes on the heading, so its section can be labelled by it (`aria-labelledby`).
 */
export function SectionHeading({
  id,
  eyebrow,
  eyebrowIcon,
  eyebrowTone,
  title,
  intro,
  tone = "light",
  align = "center",
  size = "lg",
  className,
  as: Tag = "h2",
}: {
  id?: string;
  eyebrow?: ReactNode;
  eyebrowIcon?: LucideIcon;
  /** The eyebrow's colour when the tone's own does not fit (the home teaser's warm eyebrow). */
  eyebrowTone?: EyebrowTone;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  align?: "center" | "start";
  size?: "lg" | "md";
  className?: string;
  as?: "h1" | "h2";
}) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" && "mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && (
        <Eyebrow tone={eyebrowTone ?? (dark ? "cool" : "accent")} icon={eyebrowIcon} className="mb-2">
          {eyebrow}
        </Eyebrow>
      )}
      <Tag
        id={id}
        className={cn("font-bold", size === "lg" ? "text-3xl sm:text-4xl" : "text-2xl sm:text-3xl", dark ? "text-white" : "text-brand-900")}
      >
        {title}
      </Tag>
      {intro && <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-brand-100" : "text-muted")}>{intro}</p>}
    </div>
  );
}
