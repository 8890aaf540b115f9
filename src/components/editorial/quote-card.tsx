import { Quote } from "lucide-react";
import { Stars } from "~/components/marketing/blocks";
import { cn } from "~/lib/cn";

export type QuoteItem = {
  quote: string;
  author: string;
  role?: string;
  stars?: number;
  /** Language of the quote when it is not English. */
  lang?: string;
  translation?: string;
};

/** A testimonial or guest quote as a card with its attribution. */
export function QuoteCard({ item, className }: { item: QuoteItem; className?: string }) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8",
        className,
      )}
    >
      <div className="flex items-center justify-between">
        <Quote className="h-8 w-8 text-accent-500" aria-hidden="true" />
        {item.stars ? <Stars count={item.stars} /> : null}
      </div>
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink" lang={item.lang}>
        <p>“{item.quote}”</p>
      </blockquote>
      {item.translation && <p className="mt-3 text-sm italic text-muted">Translation: “{item.translation}”</p>}
      <figcaption className="mt-6 border-t border-sand-200 pt-4">
        <span className="block font-semibold text-brand-900">{item.author}</span>
        {item.role && <span className="block text-sm text-muted">{item.role}</span>}
      </figcaption>
    </figure>
  );
}
