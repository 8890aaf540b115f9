import { Check, Quote, ShieldCheck, Star } from "./icon-set";
import type { ReactNode } from "react";
import type { Stat } from "~/content/home";
import type { Testimonial } from "~/content/testimonials";
import { RichText } from "~/components/ui/rich-text";
import { cn } from "~/lib/cn";

/** A local illustration with its intrinsic size set, so nothing shifts when it loads. */
export function Illustration({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once. Otherwise lazy. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className={cn("h-auto w-full", className)}
    />
  );
}

/** The top band of a marketing page: eyebrow, the page's h1, intro, actions and an illustration. */
export function PageHero({
  eyebrow,
  badge,
  title,
  intro,
  children,
  image,
  compact = false,
  className,
}: {
  /** Less bottom space, when the next band continues the story (pricing). */
  compact?: boolean;
  eyebrow?: string;
  badge?: ReactNode;
  title: string;
  intro: string;
  children?: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-48 -top-48 h-[36rem] w-[36rem] bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]"
      />
      <div
        className={cn(
          "relative mx-auto grid max-w-6xl items-center gap-10 px-5 pt-14 sm:px-8 sm:pt-20",
          compact ? "pb-6 sm:pb-8" : "pb-14 sm:pb-20",
          image ? "lg:grid-cols-[1.1fr_0.9fr]" : "text-center",
        )}
      >
        <div className={image ? undefined : "mx-auto max-w-3xl"}>
          {badge}
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-700">{eyebrow}</p>}
          <h1 className="text-4xl font-bold leading-tight text-brand-900 sm:text-5xl">{title}</h1>
          <p className={cn("mt-5 max-w-2xl text-lg leading-relaxed text-muted", !image && "mx-auto")}>{intro}</p>
          {children}
        </div>
        {image && (
          <div className="mx-auto w-full max-w-[18rem] sm:max-w-md lg:max-w-none">
            <Illustration {...image} eager />
          </div>
        )}
      </div>
    </section>
  );
}

/** Headline figures (the marketing claims), as a definition list. */
export function StatStrip({
  stats,
  tone = "light",
  columns = 4,
  className,
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-3 sm:gap-4", columns === 4 ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-3", className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col rounded-2xl px-2 py-5 text-center sm:px-3",
            tone === "light" ? "border border-sand-200 bg-white shadow-[var(--shadow-card)]" : "bg-white/10",
          )}
        >
          <dt className={cn("text-sm", tone === "light" ? "text-muted" : "text-brand-100")}>{s.label}</dt>
          <dd
            className={cn(
              "order-first whitespace-nowrap font-bold",
              columns === 4 ? "text-xl sm:text-3xl" : "text-lg sm:text-2xl",
              tone === "light" ? "text-brand-800" : "text-white",
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Stars({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn("inline-flex gap-0.5 text-amber-500", className)} role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} className="h-4 w-4 fill-current" aria-hidden="true" />
      ))}
    </span>
  );
}

export function TestimonialCard({ t, className }: { t: Testimonial; className?: string }) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)]",
        className,
      )}
    >
      <div className="flex items-center justify-between">
        {t.stars ? <Stars count={t.stars} /> : <span />}
        <Quote className="h-7 w-7 text-brand-100" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-sand-200 pt-4">
        <span className="block font-semibold text-brand-900">{t.author}</span>
        {t.role && <span className="block text-sm text-muted">{t.role}</span>}
      </figcaption>
    </figure>
  );
}

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

export function GuaranteeNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-2 text-sm font-medium text-brand-800", className)}>
      <ShieldCheck className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
