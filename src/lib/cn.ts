import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (7 KB gzip of first-load JS): primitives keep their
 * variant classes and callers add layout classes (margins, widths) rather than overriding
 * colours or paddings of a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
