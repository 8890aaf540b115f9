import { cn } from "~/lib/cn";
import type { ResponsiveImage } from "~/lib/responsive-image";

/**
 * A responsive image (`import img from "./photo.jpg?responsive"`, pipeline/responsive-images.ts):
 * AVIF and WebP sources the browser picks from by `sizes`, the JPEG/PNG fallback's width and
 * height on the img so nothing shifts while it loads. Below the fold by default (lazy, decoded off
 * the main thread); `priority` for the one image a page leads with (eager, fetched first). An
 * image without sources (an SVG, or any image in `npm run dev`) is a plain img.
 */
export function Picture({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  image: ResponsiveImage;
  /** "" for a decorative image. */
  alt: string;
  /** The drawn width per viewport, as in `sizes` ("(min-width: 1024px) 768px, 100vw"). */
  sizes?: string;
  priority?: boolean;
  /** On the img (the picture element adds no box of its own). */
  className?: string;
}) {
  // `sizes` belongs to the sources (it is invalid on an img without srcset); the img is the fallback.
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
      className={cn("h-auto max-w-full", className)}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture className="contents">
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
