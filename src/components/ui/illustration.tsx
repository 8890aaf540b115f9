import { cn } from "~/lib/cn";

export type HeroImage = { src: string; alt: string; width: number; height: number };

/** A local illustration with its intrinsic size set, so nothing shifts when it loads. */
export function Illustration({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: HeroImage & {
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
