import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Every card surface of the site: the radius, border, background and shadow as one variant.
 * `cn` has no tailwind-merge, so a caller never overrides a surface or its padding through
 * className: it picks a tone and a pad, and adds layout (flex, gaps, heights) only.
 * An element that is not a div (figure, article, aside, li, img) takes `cardVariants(...)` as
 * its className.
 */
export const cardVariants = cva("rounded-[var(--radius-card)]", {
  variants: {
    tone: {
      /** The default: white, a hairline border, the soft shadow. */
      white: "border border-sand-200 bg-white shadow-[var(--shadow-card)]",
      /** White and shadow without the border: offer cards that sit on sand bands. */
      bare: "bg-white shadow-[var(--shadow-card)]",
      sand: "border border-sand-200 bg-sand-50 shadow-[var(--shadow-card)]",
      /** A deeper sand, flat: secondary blocks and image wells. */
      stone: "border border-sand-200 bg-sand-100",
      mint: "border border-brand-100 bg-brand-50",
      /** A callout inside text. */
      note: "border border-brand-200 bg-brand-50",
      /** The deep brand colour with white text: closing offers, the "ours" column. */
      dark: "bg-brand-900 text-white",
      /** On a dark band. */
      glass: "bg-white/10 ring-1 ring-white/20",
      /** The recommended plan, or the featured offer. */
      highlight: "border-2 border-accent-500 bg-white shadow-lg",
      featured: "border-2 border-brand-600 bg-white shadow-[var(--shadow-card)]",
      danger: "border border-red-200 bg-red-50",
      /** A white card whose border tells a healthy result from one that needs a look (the audit's summary). */
      healthy: "border border-emerald-200 bg-white shadow-[var(--shadow-card)]",
      attention: "border border-amber-200 bg-white shadow-[var(--shadow-card)]",
      /** The border alone: image wells whose picture brings its own background. */
      outline: "border border-sand-200",
      /** A white offer box with a brand border: the Mexico kit's purchase box and its terms. */
      offer: "border border-brand-200 bg-white shadow-[var(--shadow-card)]",
      /** The most popular launch kit. */
      popular: "border-2 border-accent-600 bg-white shadow-[var(--shadow-card)] shadow-xl shadow-accent-600/10",
      /** A photo or video: the shape and the shadow, nothing else. */
      frame: "shadow-[var(--shadow-card)]",
      /** White, a hairline border and a light shadow: list rows and small tiles. */
      quiet: "border border-sand-200 bg-white shadow-sm",
      /** A see-through white panel inside a hero band. */
      veil: "border border-sand-200 bg-white/80",
      /** The shape alone (skeletons). */
      flat: "",
    },
    pad: { none: "", tile: "p-5", sm: "p-4 sm:p-5", snug: "p-5 sm:p-6", md: "p-6", lg: "p-6 sm:p-8", xl: "p-8", xxl: "p-8 sm:p-10" },
  },
  defaultVariants: { tone: "white", pad: "md" },
});

export type CardVariants = VariantProps<typeof cardVariants>;

export function Card({ className, tone, pad, ...props }: ComponentProps<"div"> & CardVariants) {
  return <div className={cn(cardVariants({ tone, pad }), className)} {...props} />;
}
