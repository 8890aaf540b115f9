import { useId, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { DeferHydration, GATE_ATTRIBUTE } from "./defer-hydration";

const tones = { white: "bg-white", sand: "bg-sand-50", brand: "bg-brand-900 text-white" } as const;

/**
 * A full-width page band with the site's container and vertical rhythm. Its rows switch by container query on the page (the
 * body is a size container, app.css): `@5xl:` is `lg:` (64rem) and `@3xl:` is `md:` (48rem),
 * measured in the page's own rem, so a row of cards that only fits at normal text stacks
 * when the visitor enlarges the text (200%, WCAG 1.4.4) instead of pushing the page sideways; a
 * media query's rem is the browser's initial 16 px and would not notice (issue 27).
 * A band is hydrated when it comes near the screen or is touched, not with the page
 * (defer-hydration.tsx, issue 43): most of a page's bands are below the first screen.
 */
export function Section({
  className,
  tone = "white",
  children,
  hydrateWithPage = false,
  ...props
}: ComponentProps<"section"> & {
  tone?: keyof typeof tones;
  /** Hydrated with the page, not when near the screen: a band whose content shows what the page learns after load (a live price, a store lookup). */
  hydrateWithPage?: boolean;
}) {
  const gate = useId();
  const band = (
    <section className={cn(tones[tone], "py-16 sm:py-20", className)} {...props} {...(hydrateWithPage ? {} : { [GATE_ATTRIBUTE]: gate })}>
      <div className="mx-auto max-w-6xl px-5 sm:px-8">{children}</div>
    </section>
  );
  return hydrateWithPage ? band : <DeferHydration id={gate}>{band}</DeferHydration>;
}
