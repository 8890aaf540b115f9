import type { Feature, IconName } from "~/content/page-parts";
import { cn } from "~/lib/cn";
import { ContentIcon } from "./icons";
import { cardVariants } from "~/components/ui/card";

/* Kept apart from blocks.tsx so pages without content icons do not load the icon set. */

export function IconBubble({ name, tone = "brand" }: { name: IconName; tone?: "brand" | "accent" | "light" }) {
  return (
    <span
      className={cn(
        "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl",
        tone === "brand" && "bg-brand-50 text-brand-700",
        tone === "accent" && "bg-accent-50 text-accent-700",
        tone === "light" && "bg-white/10 text-white",
      )}
    >
      <ContentIcon name={name} className="h-5 w-5" />
    </span>
  );
}

/** Icon, title and a sentence per item, in a responsive grid. */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "brand",
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  tone?: "brand" | "accent";
}) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2", columns === 3 && "@5xl:grid-cols-3", columns === 4 && "@5xl:grid-cols-4")}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(cardVariants({ pad: "none" }), "flex gap-4 p-5 transition-transform duration-200 motion-safe:hover:-translate-y-0.5 sm:block sm:p-6")}
        >
          <IconBubble name={item.icon} tone={tone} />
          <div>
            <h3 className="text-lg font-semibold text-pretty text-brand-900 sm:mt-4">{item.title}</h3>
            <p className="mt-1.5 leading-relaxed text-muted sm:mt-2">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
