import { useContext, type ComponentProps, type MouseEvent } from "react";
import { Link, PlainLinks, type LinkProps } from "~/components/ui/link";
import { buttonVariants, type ButtonVariantProps } from "~/components/ui/button";
import { useShellWords } from "~/content/shared-words";
import { toast, type ToastInput } from "~/lib/toast";
import { cn } from "~/lib/cn";

/** A quiet text link in the site's style. */
export const textLinkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline [&>svg]:ml-1 [&>svg]:inline [&>svg]:align-[-0.15em]";

/** The same on a dark band. */
export const textLinkLightClass =
  "font-semibold text-white underline decoration-accent-500 decoration-2 underline-offset-4 hover:decoration-white [&>svg]:ml-1 [&>svg]:inline [&>svg]:align-[-0.15em]";

type ToastProps = {
  toast?: ToastInput;
  /**
   * Before hydration a tap is kept and replayed, so the message is not lost (default). `false`
   * follows the link at once: for a message that only narrates the trip (a kit's checkout).
   */
  holdForMessage?: boolean;
};

function withToast<E>(input: ToastInput | undefined, onClick?: (e: MouseEvent<E>) => void) {
  return (e: MouseEvent<E>) => {
    onClick?.(e);
    if (input) toast(input);
  };
}

/**
 * The message a link raises itself: none inside an island (PlainLinks), where the islands' boot
 * raises it from the link's attribute (src/islands/messages.ts), on the next page for a link
 * followed in this tab. Raised here too, it would show twice, and fetch the toasts' code as the
 * page goes away (WebKit reports that import, cut short, as an error).
 */
const useOwnMessage = (input: ToastInput | undefined) => (useContext(PlainLinks) ? undefined : input);

/** A tap on a link with a message, made before hydration, is kept and replayed (layout/tap-replay.ts). */
const replayedIf = (input: ToastInput | undefined, hold = true) => (input && hold ? { "data-tap-replay": "" } : {});

/** The attribute a link with a message carries it in, as JSON. */
export const TOAST_ATTRIBUTE = "data-toast";

/**
 * The message, written on the link too: on an islands page no React handles the link, and the
 * islands' boot raises the message from here (src/islands/messages.ts).
 */
const messageOf = (input: ToastInput | undefined) => (input ? { [TOAST_ATTRIBUTE]: JSON.stringify(input) } : {});

/** An internal link styled as a button that raises a toast as it navigates. */
export function ToastButtonLink({
  toast: input,
  holdForMessage,
  onClick,
  className,
  variant,
  size,
  ...props
}: LinkProps & ButtonVariantProps & ToastProps) {
  const own = useOwnMessage(input);
  return <Link className={cn(buttonVariants({ variant, size }), className)} onClick={withToast(own, onClick)} {...replayedIf(input, holdForMessage)} {...messageOf(input)} {...props} />;
}

/** An internal text link that raises a toast as it navigates. */
export function ToastTextLink({ toast: input, holdForMessage, onClick, className, ...props }: LinkProps & ToastProps) {
  const own = useOwnMessage(input);
  return <Link className={cn(textLinkClass, className)} onClick={withToast(own, onClick)} {...replayedIf(input, holdForMessage)} {...messageOf(input)} {...props} />;
}

/**
 * An outside link (calendar, forms) that opens in a new tab, says so to screen readers, and
 * raises a toast. `appearance="text"` drops the button styling.
 */
export function NewTabLink({
  toast: input,
  onClick,
  className,
  variant,
  size,
  appearance = "button",
  children,
  ...props
}: ComponentProps<"a"> & ButtonVariantProps & Pick<ToastProps, "toast"> & { appearance?: "button" | "text" | "text-light" }) {
  const newTab = useShellWords().newTab;
  const own = useOwnMessage(input);
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        appearance === "button" ? buttonVariants({ variant, size }) : appearance === "text" ? textLinkClass : textLinkLightClass,
        className,
      )}
      onClick={withToast(own, onClick)}
      {...messageOf(input)}
      {...props}
    >
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
