import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** A round tinted badge holding one decorative icon. */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span className={cn("inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100", className)}>
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
  );
}
