import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";

export type QuantityStepperLabels = {
  /** Accessible name of the group, when no visible label names it (see `labelledBy`). */
  group?: string;
  decrease: string;
  increase: string;
};

type QuantityStepperProps = {
  value: number;
  onChange: (next: number) => void;
  labels: QuantityStepperLabels;
  /** Never below this (spec: 1). */
  min?: number;
  /** "+" is disabled at this value (managed stock); unlimited by default. */
  max?: number;
  /** Said beside the disabled "+" once the value reaches `max` ("Only 3 left"). */
  limitNote?: string;
  /** The id of a visible label that names the group. */
  labelledBy?: string;
  size?: "sm" | "md";
  /** data-testid of the shown value. */
  valueTestId?: string;
  className?: string;
};

const sizes = {
  sm: { group: "border", button: "p-2", icon: "h-3.5 w-3.5", value: "min-w-8 text-sm" },
  md: { group: "border-2 bg-white", button: "p-3", icon: "h-4 w-4", value: "min-w-10 text-lg" },
} as const;

/**
 * − value + for a quantity: never below `min`, "+" disabled at `max` with the reason beside it.
 * The one stepper of the product view and the cart drawer; labels come from the caller's
 * dictionary, in the page's language.
 */
export function QuantityStepper({ value, onChange, labels, min = 1, max = Infinity, limitNote, labelledBy, size = "md", valueTestId, className }: QuantityStepperProps) {
  const s = sizes[size];
  const noteId = useId();
  const atMax = value >= max;
  const showNote = atMax && Boolean(limitNote);
  const button = cn(s.button, "rounded-full text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent");
  return (
    <div className={cn("inline-flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      <div
        className={cn("inline-flex items-center rounded-full border-sand-200", s.group)}
        role="group"
        aria-label={labelledBy ? undefined : labels.group}
        aria-labelledby={labelledBy}
      >
        <button type="button" onClick={() => onChange(Math.max(min, value - 1))} disabled={value <= min} aria-label={labels.decrease} className={button}>
          <Minus className={s.icon} aria-hidden="true" />
        </button>
        <output className={cn("text-center font-semibold tabular-nums", s.value)} aria-live="polite" data-testid={valueTestId}>
          {value}
        </output>
        <button
          type="button"
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={atMax}
          aria-label={labels.increase}
          aria-describedby={showNote ? noteId : undefined}
          className={button}
        >
          <Plus className={s.icon} aria-hidden="true" />
        </button>
      </div>
      {showNote && (
        <span id={noteId} className="text-xs font-semibold text-amber-800" data-testid="quantity-limit">
          {limitNote}
        </span>
      )}
    </div>
  );
}
