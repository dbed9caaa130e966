// A category as staff edit it (/staff/catalogue/categories): one schema for
// the page's forms and the server module that stores it. Browser and server
// alike, so the form can show the same limits it is held to.

import { z } from "zod";

export const CATEGORY_LIMITS = {
  name: 60,
  slug: 60,
  description: { min: 10, max: 200 },
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One emoji, as people type or paste it: one grapheme with a pictograph or a flag in it. */
export function isOneEmoji(value: string): boolean {
  const graphemes = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(value)];
  return (
    graphemes.length === 1 && /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u.test(value)
  );
}

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !CONTROL.test(value), { error: `${label} must be on one line` });

export const categoryFormSchema = z.object({
  name: oneLine("Name", CATEGORY_LIMITS.name).pipe(
    z.string().min(2, { error: "Name is required" }),
  ),
  slug: z
    .string()
    .trim()
    .min(1, { error: "Slug is required" })
    .max(CATEGORY_LIMITS.slug, {
      error: `Slug must be at most ${CATEGORY_LIMITS.slug} characters`,
    })
    .regex(SLUG, { error: "Slug: lowercase letters and digits, joined by single hyphens" }),
  icon: z.string().trim().refine(isOneEmoji, { error: "Icon: one emoji, such as 💻 or 🖨️" }),
  description: oneLine("Description", CATEGORY_LIMITS.description.max).pipe(
    z.string().min(CATEGORY_LIMITS.description.min, {
      error: `Description must be at least ${CATEGORY_LIMITS.description.min} characters`,
    }),
  ),
});

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryValues = z.output<typeof categoryFormSchema>;
export type CategoryField = keyof CategoryValues;
