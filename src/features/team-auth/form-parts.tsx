import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * The parts every step of the team's sign-in draws the same way (the password form and the
 * second factor's enrolment and challenge): its card with an icon and a heading, a field, the
 * error a step reports, and its submit button.
 */

/** A text field; `className` adds to it (the code field's large digits). */
export const fieldClass = (className?: string) =>
  cn(
    "mt-1.5 block w-full rounded-xl border border-sand-200 bg-white px-4 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200 disabled:opacity-60",
    className ?? "text-base placeholder:text-muted/70",
  );

export function StepCard({ icon: Icon, heading, intro, children }: { icon: LucideIcon; heading: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-md">
      <div className="mb-5 flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-brand-900">{heading}</h2>
          <p className="text-sm text-muted">{intro}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** The error a step reports, read out as it appears. */
export function StepError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="secondary" className="mt-6 w-full" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
