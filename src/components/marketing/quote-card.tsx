import { Quote, Star } from "lucide-react";
import { quoteCopy, type QuoteCardWords } from "~/content/blocks/quote-card";
import type { Testimonial } from "~/content/testimonials";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n";

/** `label`: how screen readers name the stars, "{n}" for the count, in the page's words (English by default). */
export function Stars({ count, label = quoteCopy.stars, className }: { count: number; label?: string; className?: string }) {
  return (
    <span className={cn("inline-flex gap-0.5 text-amber-500", className)} role="img" aria-label={fill(label, { n: count })}>
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
 * `words`: the card's own words in the page's language (English when not given).
 */
export function QuoteCard({
  item,
  size = "md",
  className,
  words = quoteCopy,
}: {
  item: QuoteItem;
  size?: "md" | "lg";
  className?: string;
  words?: QuoteCardWords;
}) {
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
        {item.stars ? <Stars count={item.stars} label={words.stars} /> : null}
      </div>
      <blockquote className={cn("mt-4 flex-1 leading-relaxed text-ink", lg && "text-lg")} lang={item.lang}>
        <p>“{item.quote}”</p>
      </blockquote>
      {item.translation && (
        <p className="mt-3 text-sm italic text-muted">
          {words.translation}: “{item.translation}”
        </p>
      )}
      <figcaption className={cn("border-t border-sand-200 pt-4", lg ? "mt-6" : "mt-5")}>
        <span className="block font-semibold text-brand-900">{item.author}</span>
        {item.role && <span className="block text-sm text-muted">{item.role}</span>}
      </figcaption>
    </figure>
  );
}
