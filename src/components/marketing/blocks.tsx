import type { ReactNode } from "react";
import type { Stat } from "~/content/offer-facts";
import { quoteCopy } from "~/content/blocks/quote-card";
import type { Testimonial } from "~/content/testimonials";
import { RichText } from "~/components/ui/rich-text";
import { cn } from "~/lib/cn";
import { Check, Quote, ShieldCheck, Star } from "lucide-react";
import { cardVariants } from "~/components/ui/card";

/*
 * The marketing pages' building blocks, in one module so the pages share one small chunk:
 * illustration, page hero, figures, stars, quote card, check list, guarantee note.
 */

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

export type HeroImage = { src: string; alt: string; width: number; height: number };

/**
 * A page's opening band: eyebrow, the page's one h1, an intro, its calls to action, more below
 * them, and an image (or any `aside`) in a second column. The image is above the fold, so it
 * loads at once with high priority.
 * - `tone="sand"` (the sales pages): a warm band, an unframed illustration.
 * - `tone="brand"` (the story pages: founder, case study, why us, hire us): a cool band, a framed photo.
 */
export function PageHero({
  eyebrow,
  badge,
  title,
  intro,
  actions,
  children,
  image,
  aside,
  tone = "sand",
  compact = false,
  className,
}: {
  eyebrow?: string;
  badge?: ReactNode;
  title: string;
  intro?: string;
  /** Buttons and links, laid out in a row (a column on phones). */
  actions?: ReactNode;
  /** Anything below the actions (a note, a checklist). */
  children?: ReactNode;
  image?: HeroImage;
  /** Shown in the image column when there is no image. */
  aside?: ReactNode;
  tone?: "sand" | "brand";
  /** Less space below, when the next band continues the story (pricing). */
  compact?: boolean;
  className?: string;
}) {
  const hasMedia = Boolean(image || aside);
  const sand = tone === "sand";
  return (
    <section
      className={cn(
        "relative overflow-hidden bg-gradient-to-b via-sand-50 to-white",
        sand ? "from-sand-100" : "from-brand-50",
        className,
      )}
    >
      {sand && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-48 -top-48 h-[36rem] w-[36rem] bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]"
        />
      )}
      <div
        className={cn(
          "relative mx-auto grid max-w-6xl items-center gap-10 px-5 pt-14 sm:px-8 sm:pt-20",
          compact ? "pb-6 sm:pb-8" : "pb-14 sm:pb-20",
          hasMedia && "lg:grid-cols-[1.1fr_0.9fr]",
        )}
      >
        <div className={cn(!hasMedia && "mx-auto max-w-3xl text-center")}>
          {badge}
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-700">{eyebrow}</p>}
          <h1 className={cn("text-4xl leading-tight text-brand-900 sm:text-5xl", sand ? "font-bold" : "font-extrabold")}>{title}</h1>
          {intro && (
            <p className={cn("mt-5 text-lg leading-relaxed text-muted", sand ? "max-w-2xl" : "sm:text-xl", !hasMedia && "mx-auto")}>{intro}</p>
          )}
          {actions && (
            <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row", !sand && "sm:flex-wrap", !hasMedia && "sm:justify-center")}>{actions}</div>
          )}
          {children}
        </div>
        {image &&
          (sand ? (
            <div className="mx-auto w-full max-w-[18rem] sm:max-w-md lg:max-w-none">
              <Illustration {...image} eager />
            </div>
          ) : (
            <Illustration {...image} eager className={cn(cardVariants({ tone: "frame", pad: "none" }), "mx-auto max-w-xl")} />
          ))}
        {!image && aside}
      </div>
    </section>
  );
}

/**
 * Headline figures (the marketing claims) as a definition list of small cards; values stay short
 * ("$9k+", "21 days").
 * - `layout="strip"`: a light or dark row under a hero, 3 or 4 across.
 * - `layout="cards"`: bigger figures with an optional detail line (the case study's results).
 * - `layout="compact"`: two across at every width, for a hero's side panel.
 */
export function StatGrid({
  stats,
  layout = "strip",
  tone = "light",
  columns = 4,
  className,
}: {
  stats: readonly (Stat & { detail?: string })[];
  layout?: "strip" | "cards" | "compact";
  tone?: "light" | "dark";
  /** Across on large screens (strip). */
  columns?: 3 | 4;
  className?: string;
}) {
  const dark = tone === "dark";
  const grid =
    layout === "compact" ? "grid-cols-2 gap-4" : layout === "cards" ? "grid-cols-2 gap-4 lg:grid-cols-4" : columns === 4 ? "grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" : "grid-cols-3 gap-3 sm:gap-4";
  const value =
    layout === "strip"
      ? cn("whitespace-nowrap font-bold", columns === 4 ? "text-xl sm:text-3xl" : "text-lg sm:text-2xl")
      : cn("font-extrabold tracking-tight", layout === "compact" ? "whitespace-nowrap text-2xl xl:text-3xl" : "text-3xl sm:text-4xl");
  return (
    <dl className={cn("grid", grid, className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col text-center",
            layout === "strip"
              ? cn("rounded-2xl px-2 py-5 sm:px-3", dark ? "bg-white/10" : "border border-sand-200 bg-white shadow-[var(--shadow-card)]")
              : cn(cardVariants({ tone: dark ? "glass" : "white", pad: "none" }), layout === "compact" ? "p-4" : "p-5 sm:p-6"),
          )}
        >
          <dt className={cn("order-2 text-sm", layout !== "strip" && "mt-1 font-medium", dark ? "text-brand-100" : "text-muted")}>{s.label}</dt>
          <dd className={cn("order-1", value, dark ? "text-white" : "text-brand-800")}>{s.value}</dd>
          {s.detail && (
            <dd className={cn("order-3 mt-3 hidden text-sm leading-relaxed sm:block", dark ? "text-brand-100" : "text-muted")}>{s.detail}</dd>
          )}
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

export type QuoteItem = Testimonial & {
  /** Language of the quote when it is not the page's. */
  lang?: string;
  translation?: string;
};

/**
 * A testimonial or a guest's quote as a card with its attribution.
 * `size="lg"` (the story pages) gives the quote more room and leads with the quote mark.
 */
export function QuoteCard({ item, size = "md", className }: { item: QuoteItem; size?: "md" | "lg"; className?: string }) {
  const lg = size === "lg";
  return (
    <figure
      className={cn(
        cardVariants({ pad: lg ? "lg" : "md" }),
        "flex h-full flex-col",
        className,
      )}
    >
      {/* The quote mark leads on the story pages; elsewhere the stars do. */}
      <div className={cn("flex items-center justify-between", !lg && "flex-row-reverse")}>
        <Quote className={lg ? "h-8 w-8 text-accent-500" : "h-7 w-7 text-brand-100"} aria-hidden="true" />
        {item.stars ? <Stars count={item.stars} /> : null}
      </div>
      <blockquote className={cn("mt-4 flex-1 leading-relaxed text-ink", lg && "text-lg")} lang={item.lang}>
        <p>“{item.quote}”</p>
      </blockquote>
      {item.translation && (
        <p className="mt-3 text-sm italic text-muted">
          {quoteCopy.translation}: “{item.translation}”
        </p>
      )}
      <figcaption className={cn("border-t border-sand-200 pt-4", lg ? "mt-6" : "mt-5")}>
        <span className="block font-semibold text-brand-900">{item.author}</span>
        {item.role && <span className="block text-sm text-muted">{item.role}</span>}
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
