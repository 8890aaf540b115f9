import type { ProductViewWords } from "~/content/product-view/en";
import { cn } from "~/lib/cn";

/** A price, or a sale price with the original struck through. */
export function PriceTag({
  price,
  salePrice,
  size = "md",
  className,
  words: t,
}: {
  price: string;
  salePrice: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
  words: ProductViewWords["price"];
}) {
  const big = size === "lg" ? "text-3xl" : size === "md" ? "text-xl" : "text-sm";
  const small = size === "lg" ? "text-lg" : size === "md" ? "text-base" : "text-xs";
  if (!salePrice) {
    return (
      <p className={cn("font-bold text-brand-900", big, className)} data-testid="price">
        {price}
      </p>
    );
  }
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)} data-testid="price">
      <span className="sr-only">{t.sale}</span>
      <span className={cn("font-bold text-accent-700", big)}>{salePrice}</span>
      <span className="sr-only">{t.original}</span>
      <s className={cn("font-medium text-muted", small)}>{price}</s>
    </p>
  );
}
