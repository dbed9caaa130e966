// A product as staff edit it: one schema for the editor's page, its action
// and the CSV import, with the catalogue's rules (3 to 6 short
// specifications, a URL-safe slug, a description worth reading). The private
// list price is read as text into whole cents. Browser and server alike.

import { z } from "zod";
import { parseKes } from "#app/quotes/money.ts";

export const PRODUCT_STATUSES = ["published", "draft", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_LIMITS = {
  name: 120,
  slug: 80,
  description: { min: 40, max: 1_000 },
  specifications: { min: 3, max: 6, length: 80 },
  seoTitle: 70,
  seoDescription: 160,
  /** KES 100 million: beyond it is a typo. */
  listPriceCents: 10_000_000_000,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name: "HP 85A Black Toner" → "hp-85a-black-toner". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PRODUCT_LIMITS.slug)
    .replace(/-+$/, "");
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Trimmed text of at most `max` characters with no line break or control character. */
export const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !CONTROL.test(value), { error: `${label} must be on one line` });

const optionalLine = (label: string, max: number) =>
  oneLine(label, max).transform((value) => (value === "" ? null : value));

export const productFormSchema = z.object({
  name: oneLine("Name", PRODUCT_LIMITS.name).pipe(z.string().min(2, { error: "Name is required" })),
  slug: z
    .string()
    .trim()
    .min(1, { error: "Slug is required" })
    .max(PRODUCT_LIMITS.slug, { error: `Slug must be at most ${PRODUCT_LIMITS.slug} characters` })
    .regex(SLUG, { error: "Slug: lowercase letters and digits, joined by single hyphens" }),
  categoryId: z.string().trim().min(1, { error: "Choose a category" }),
  description: z
    .string()
    .trim()
    .min(PRODUCT_LIMITS.description.min, {
      error: `Description must be at least ${PRODUCT_LIMITS.description.min} characters`,
    })
    .max(PRODUCT_LIMITS.description.max, {
      error: `Description must be at most ${PRODUCT_LIMITS.description.max} characters`,
    }),
  specifications: z
    .array(
      oneLine("Each specification", PRODUCT_LIMITS.specifications.length).pipe(
        z.string().min(1, { error: "A specification cannot be empty" }),
      ),
    )
    .min(PRODUCT_LIMITS.specifications.min, {
      error: `Give ${PRODUCT_LIMITS.specifications.min} to ${PRODUCT_LIMITS.specifications.max} specifications`,
    })
    .max(PRODUCT_LIMITS.specifications.max, {
      error: `Give ${PRODUCT_LIMITS.specifications.min} to ${PRODUCT_LIMITS.specifications.max} specifications`,
    }),
  featured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES, { error: "Choose published, draft or archived" }),
  seoTitle: optionalLine("SEO title", PRODUCT_LIMITS.seoTitle),
  seoDescription: optionalLine("SEO description", PRODUCT_LIMITS.seoDescription),
  listPrice: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const cents = parseKes(value);
      if (cents === null || cents > PRODUCT_LIMITS.listPriceCents) {
        ctx.addIssue({
          code: "custom",
          message: "List price: an amount in KES such as 12,500 or 1999.99",
        });
        return z.NEVER;
      }
      return cents;
    }),
});

/** What the editor sends (text), and what a save stores (cents, nulls). */
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;
