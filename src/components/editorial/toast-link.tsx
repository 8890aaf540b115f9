import type { ComponentProps } from "react";
import { ExternalButtonLink, type ButtonVariantProps } from "~/components/ui/button";
import { toast, type ToastDuration } from "~/features/toast/toast-store";

/**
 * An external link (new tab, rel=noopener) that also tells the visitor where it is taking
 * them with a toast. The navigation itself is the browser's: no popup blocker involved.
 */
export function ExternalToastLink({
  toastTitle,
  toastDescription,
  toastDuration = 5000,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> &
  ButtonVariantProps & { href: string; toastTitle: string; toastDescription?: string; toastDuration?: ToastDuration }) {
  return (
    <ExternalButtonLink
      {...props}
      onClick={(e) => {
        onClick?.(e);
        toast({ title: toastTitle, description: toastDescription, duration: toastDuration });
      }}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </ExternalButtonLink>
  );
}
