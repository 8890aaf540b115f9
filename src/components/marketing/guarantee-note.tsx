import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The money-back line under a row of kits or packs. */
export function GuaranteeNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-2 text-sm font-medium text-brand-800", className)}>
      <ShieldCheck className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
