import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A card surface with its tone and padding as variants (cn has no tailwind-merge, so a
 * caller never overrides a surface's colour through className).
 */
const panelVariants = cva("rounded-[var(--radius-card)]", {
  variants: {
    tone: {
      white: "border border-sand-200 bg-white shadow-[var(--shadow-card)]",
      sand: "border border-sand-200 bg-sand-50 shadow-[var(--shadow-card)]",
      mint: "border border-brand-100 bg-brand-50",
      highlight: "border-2 border-accent-500 bg-white shadow-lg",
    },
    pad: { md: "p-6", lg: "p-8" },
  },
  defaultVariants: { tone: "white", pad: "md" },
});

export function Panel({ className, tone, pad, ...props }: ComponentProps<"div"> & VariantProps<typeof panelVariants>) {
  return <div className={cn(panelVariants({ tone, pad }), className)} {...props} />;
}
