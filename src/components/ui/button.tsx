import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link, type LinkProps } from "~/components/ui/link";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40 disabled:cursor-not-allowed disabled:opacity-60 text-center",
  {
    variants: {
      variant: {
        /** Calls to action: the warm accent. */
        primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
        /** Structure: the deep teal. */
        secondary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        outline: "border-2 border-brand-700 text-brand-800 bg-white hover:bg-brand-50",
        ghost: "text-brand-800 hover:bg-brand-50",
        light: "bg-white text-brand-900 shadow-sm hover:bg-sand-100",
      },
      size: {
        sm: "px-4 py-2 text-sm",
        md: "px-5 py-2.5 text-base",
        lg: "px-7 py-3.5 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button type="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariantProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** An external link styled as a button; always a new tab. */
export function ExternalButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"a"> & ButtonVariantProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
