import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { cardVariants } from "./card";
import { Eyebrow } from "./eyebrow";
import { Illustration, type HeroImage } from "./illustration";

/**
 * A page's opening band, the site's one page hero: eyebrow, the page's one h1, an intro, its
 * calls to action, more below them, and an image (or any `aside`) in a second column. The image
 * is above the fold, so it loads at once with high priority.
 * - `tone="sand"` (the sales pages): a warm band, an unframed illustration.
 * - `tone="brand"` (the story pages: founder, case study, why us, hire us, the blog, the partner
 *   offer): a cool band, a framed photo.
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
  /** Less space below, when the next band continues the story (pricing, the blog). */
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
          // Two columns where the page is 64rem wide in its own rem (a container query: ./section.tsx).
          hasMedia && "@5xl:grid-cols-[1.1fr_0.9fr]",
        )}
      >
        <div className={cn(!hasMedia && "mx-auto max-w-3xl text-center")}>
          {badge}
          {eyebrow && <Eyebrow className="mb-3">{eyebrow}</Eyebrow>}
          <h1 className={cn("text-4xl leading-tight text-brand-900 sm:text-5xl", sand ? "font-bold" : "font-extrabold")}>{title}</h1>
          {intro && (
            <p className={cn("mt-5 text-lg leading-relaxed text-muted", sand ? "max-w-2xl" : "sm:text-xl", !hasMedia && "mx-auto")}>{intro}</p>
          )}
          {actions && (
            // The sand hero's buttons widen its text column rather than wrap, beside the image; stacked
            // (narrow, or text enlarged) they wrap like any other row instead of pushing the page sideways.
            <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row", sand ? "@max-5xl:flex-wrap" : "flex-wrap", !hasMedia && "sm:justify-center")}>{actions}</div>
          )}
          {children}
        </div>
        {image &&
          (sand ? (
            <div className="mx-auto w-full max-w-[18rem] sm:max-w-md @5xl:max-w-none">
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
