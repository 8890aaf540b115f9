import { useEffect, useRef, type ReactNode } from "react";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * The frame of the subscription pages (confirm, unsubscribe, my-data): a card with an icon and a
 * heading. `announce` marks a result: the heading takes focus (a screen reader reads it, a
 * keyboard continues from it) and the live region around it is `role="status"` (never on the h1:
 * the W3C checker rejects a role on a heading).
 */
export function ResultPanel({
  icon,
  title,
  resultKey,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  /** Changes when a new result is shown; null while checking (nothing is focused then). */
  resultKey: string | null;
  children?: ReactNode;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (resultKey && shown.current !== resultKey) {
      // Not on the first paint of a prerendered page without a result: only when a result arrives.
      if (shown.current !== null || resultKey !== "initial") heading.current?.focus();
      shown.current = resultKey;
    }
  }, [resultKey]);
  return (
    <div className={cn(cardVariants({ pad: "lg" }), "text-center", className)}>
      <div role="status" aria-live="polite">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          {icon}
        </span>
        <h1 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

/** The page around a panel. */
export function SubscriptionPage({ children }: { children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      <div className="mx-auto min-h-[70vh] max-w-2xl px-5 py-12 sm:px-8 sm:py-20">{children}</div>
    </section>
  );
}
