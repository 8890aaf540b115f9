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
