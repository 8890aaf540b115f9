import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** `accent` on white and sand bands, `dark` on the deep brand band. */
export type EyebrowTone = "accent" | "dark";

/**
 * The small capitals line above a heading: the site's one eyebrow. It brings no margin of its
 * own (`cn` has no tailwind-merge): the caller adds the space or layout it needs (mb-2, an
 * icon's inline-flex) and nothing else.
 */
export function Eyebrow({ children, tone = "accent", className }: { children: ReactNode; tone?: EyebrowTone; className?: string }) {
  return <p className={cn("text-sm font-semibold uppercase tracking-widest", tone == "dark" ? "text-brand-200" : "text-accent-700", className)}>{children}</p>;
}
