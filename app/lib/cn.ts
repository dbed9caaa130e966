import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones; when two Tailwind classes set the
 * same property, the later one wins, whatever the stylesheet's order.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes);
}
