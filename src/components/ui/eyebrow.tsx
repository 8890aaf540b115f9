import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  /** On white and sand bands. */
  accent: "text-accent-700",
  /** On the deep brand band: warm. */
  warm: "text-accent-100",
  /** On the deep brand band: cool. */
  cool: "text-brand-200",
} as const;

export type EyebrowTone = keyof typeof tones;

/**
 * The small capitals line above a heading: the site's one eyebrow. It brings no margin of its
 * own (`cn` has no tailwind-merge): the caller adds the space it needs (mb-2, mb-3…) and nothing
 * else. With `icon`, a small icon leads the text.
 */
export function Eyebrow({
  children,
  tone = "accent",
  icon: Icon,
  className,
}: {
  children: ReactNode;
  tone?: EyebrowTone;
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <p className={cn("text-sm font-semibold uppercase tracking-widest", tones[tone], Icon && "inline-flex items-center gap-2", className)}>
      {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
      {children}
    </p>
  );
}
