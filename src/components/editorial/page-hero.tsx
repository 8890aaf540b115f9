import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type HeroImage = { src: string; alt: string; width: number; height: number };

/**
 * The editorial pages' opening band: eyebrow, the page's one h1, an intro, actions and an
 * optional illustration. The image is above the fold, so it loads eagerly with priority.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  image,
  className,
  aside,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  image?: HeroImage;
  /** Rendered in the image column when there is no image. */
  aside?: ReactNode;
  className?: string;
}) {
  const hasMedia = Boolean(image || aside);
  return (
    <section className={cn("relative overflow-hidden bg-gradient-to-b from-brand-50 via-sand-50 to-white", className)}>
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 sm:px-8 sm:py-20",
          hasMedia && "lg:grid-cols-[1.1fr_0.9fr]",
        )}
      >
        <div className={cn(!hasMedia && "mx-auto max-w-3xl text-center")}>
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-700">{eyebrow}</p>}
          <h1 className="text-4xl font-extrabold leading-tight text-brand-900 sm:text-5xl">{title}</h1>
          {intro && <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{intro}</p>}
          {children && (
            <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap", !hasMedia && "sm:justify-center")}>{children}</div>
          )}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-full max-w-xl rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
          />
        )}
        {!image && aside}
      </div>
    </section>
  );
}
