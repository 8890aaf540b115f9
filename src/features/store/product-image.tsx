import { ImageOff } from "lucide-react";
import type { ProductViewWords } from "~/content/product-view/en";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n";

/**
 * Store images are drawn 4:3; width/height and the aspect box keep the layout still while they load.
 * One URL per image, no `srcset`/`sizes`: the store API answers one file per image and documents no
 * resized variants (docs/decisions/2026-11-28-responsive-images.md). `sizes` without `srcset` is
 * invalid HTML, and React would copy it into the LCP preload as `imagesizes` without `imagesrcset`.
 */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

export function ProductImage({
  src,
  alt,
  className,
  priority = false,
  words: t,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** The first, above-the-fold image: loaded eagerly with high priority. */
  priority?: boolean;
  words: ProductViewWords["image"];
}) {
  if (!src) {
    return (
      <div
        className={cn("flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-sand-100 text-muted", className)}
        role="img"
        aria-label={alt ? fill(t.comingSoonOf, { alt }) : t.comingSoon}
        data-testid="image-placeholder"
      >
        <ImageOff className="h-8 w-8" aria-hidden="true" />
        <span className="text-sm font-medium" aria-hidden="true">
          {t.comingSoon}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={cn("aspect-[4/3] h-auto w-full bg-sand-100 object-cover", className)}
    />
  );
}
