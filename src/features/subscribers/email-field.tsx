import { Mail } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The e-mail field every form that takes an address shows (the sign-up forms, the my-data page):
 * the envelope inside a rounded field, and what the field is for told to the browser (type,
 * autocomplete, keyboard). `className` sizes the box around it; the rest goes to the input.
 */
export function EmailField({ className, ...input }: ComponentProps<"input">) {
  return (
    <div className={cn("relative", className)}>
      <Mail className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        {...input}
        className="h-12 w-full rounded-full border border-muted/60 bg-white pl-12 pr-4 text-base text-ink shadow-sm placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/25 disabled:cursor-not-allowed disabled:bg-sand-50 disabled:opacity-70"
      />
    </div>
  );
}
