import { Check } from "lucide-react";
import { RichText } from "./rich-text";
import { cn } from "~/lib/cn";

/** Short claims with check marks; items may carry [label](href) links. `light` sits on a dark band. */
export function CheckList({
  items,
  className,
  tone = "brand",
}: {
  items: readonly string[];
  className?: string;
  tone?: "brand" | "light";
}) {
  return (
    <ul className={cn("grid content-start gap-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check
            className={cn("mt-0.5 h-5 w-5 shrink-0", tone === "brand" ? "text-brand-600" : "text-brand-200")}
            aria-hidden="true"
          />
          <span
            className={cn(
              "[&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2",
              tone === "brand" ? "text-ink [&_a]:text-brand-700 hover:[&_a]:text-brand-900" : "text-white [&_a]:text-white",
            )}
          >
            <RichText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
