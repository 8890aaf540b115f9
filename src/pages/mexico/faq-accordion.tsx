import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { RichText } from "~/components/ui/rich-text";
import { cn } from "~/lib/cn";
import { cardVariants } from "~/components/ui/card";

export type FaqItem = { question: string; answer: string };

/**
 * An accordion (WAI-ARIA APG pattern): each question is a button inside a heading, with
 * aria-expanded and aria-controls; each answer is a labelled region. One item is open at a
 * time; activating the open one closes it. Enter and Space toggle (native buttons); Arrow
 * Up/Down move between questions and wrap, Home and End go to the first and last.
 */
export function FaqAccordion({ items, headingLevel = 3, idBase }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4; idBase?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // An island (hydrated as a root of its own) cannot have the id React gave it in the whole page: it names its own.
  const generated = useId();
  const base = idBase ?? generated;
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={cn(cardVariants({ pad: "none" }), "divide-y divide-sand-200 overflow-hidden")}>
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              {/* eslint-disable-next-line no-restricted-syntax -- an accordion's heading button spans the whole question row (WAI-ARIA disclosure) */}
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-brand-900 transition-colors hover:bg-sand-50 focus-visible:bg-sand-50 sm:px-6 sm:text-lg"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn("h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200", isOpen && "rotate-180")}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-6 leading-relaxed text-muted sm:px-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2"
            >
              <p>
                <RichText text={item.answer} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
