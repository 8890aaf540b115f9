import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)]", className)}
      {...props}
    />
  );
}
