import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

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

export function SectionHeading({
  eyebrow,
  title,
  intro,
  className,
  as: Tag = "h2",
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
  as?: "h1" | "h2";
}) {
  return (
    <div className={cn("mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent-700">{eyebrow}</p>}
      <Tag className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</Tag>
      {intro && <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p>}
    </div>
  );
}
