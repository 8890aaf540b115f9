import { cn } from "~/lib/cn";

/** A centred section heading whose h2 carries an id, so its section can be labelled by it. */
export function BandHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn("mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && (
        <p className={cn("mb-2 text-sm font-semibold uppercase tracking-widest", tone === "dark" ? "text-brand-200" : "text-accent-700")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn("text-3xl font-bold sm:text-4xl", tone === "dark" ? "text-white" : "text-brand-900")}>
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg leading-relaxed", tone === "dark" ? "text-brand-100" : "text-muted")}>{intro}</p>}
    </div>
  );
}
