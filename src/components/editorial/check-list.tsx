import { CheckCircle2 } from "lucide-react";
import { RichText } from "~/components/ui/rich-text";
import { cn } from "~/lib/cn";

/** A list of short claims with check marks; items may carry [label](href) links. */
export function CheckList({ items, className, tone = "light" }: { items: readonly string[]; className?: string; tone?: "light" | "dark" }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckCircle2 className={cn("mt-0.5 h-5 w-5 shrink-0", tone === "dark" ? "text-brand-200" : "text-brand-600")} aria-hidden="true" />
          <span
            className={cn(
              "leading-relaxed [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2",
              tone === "dark" ? "text-brand-50 [&_a]:text-white" : "text-ink [&_a]:text-brand-700 hover:[&_a]:text-brand-900",
            )}
          >
            <RichText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
