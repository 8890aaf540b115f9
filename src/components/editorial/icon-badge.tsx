import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  accent: "bg-accent-50 text-accent-700 ring-accent-100",
} as const;

/** A round tinted badge holding one decorative icon. */
export function IconBadge({ icon: Icon, tone = "brand", className }: { icon: LucideIcon; tone?: keyof typeof tones; className?: string }) {
  return (
    <span className={cn("inline-flex h-12 w-12 items-center justify-center rounded-2xl ring-1", tones[tone], className)}>
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
  );
}
