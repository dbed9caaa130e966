// The quote builder's form, one schema for the page and its action. Prices
// and amounts are read as text into whole cents (money.ts): no float ever
// holds money. Errors are keyed by field name ("lines.2.quantity"), so each
// shows beside its field.

import { z } from "zod";
import { type Discount, parseKes, parsePercent } from "./money.ts";

export const QUOTE_LIMITS = {
  lines: 50,
  quantity: 100_000,
  /** KES 10,000,000 a unit: beyond it is a typo, and 50 such lines stay far below 2^53 cents. */
  unitPriceCents: 1_000_000_000,
  description: 200,
  company: 120,
  note: 2_000,
  terms: 4_000,
  validityDays: 365,
} as const;

/** A KRA PIN: a letter, nine digits, a letter (A123456789B). */
const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((value) => (value === "" ? null : value));

const money = (label: string, { max }: { max: number }) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .transform((value, ctx) => {
      const cents = parseKes(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: `${label}: an amount such as 12,500 or 1999.99` });
        return z.NEVER;
      }
      if (cents > max) {
        ctx.addIssue({ code: "custom", message: `${label} is too large: check the amount` });
        return z.NEVER;
      }
      return cents;
    });

/** A discount as typed beside its kind: "" for none, "5" with "percent", "500" with "amount". */
const discount = z
  .object({ value: z.string().trim().default(""), kind: z.enum(["percent", "amount"]) })
  .transform(({ value, kind }, ctx): Discount | null => {
    if (value === "") return null;
    if (kind === "percent") {
      const basisPoints = parsePercent(value);
      if (basisPoints === null || basisPoints > 10_000) {
        ctx.addIssue({ code: "custom", message: "A percentage from 0 to 100", path: ["value"] });
        return z.NEVER;
      }
      return { kind, basisPoints };
    }
    const cents = parseKes(value);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "An amount such as 500", path: ["value"] });
      return z.NEVER;
    }
    return { kind, cents };
  });

export const quoteLineSchema = z.object({
  /** A catalogue product's id, or "" for a free line (delivery, installation). */
  productId: z.string().trim().default(""),
  description: z
    .string()
    .trim()
    .min(1, { error: "Say what the line is" })
    .max(QUOTE_LIMITS.description, {
      error: `At most ${QUOTE_LIMITS.description} characters`,
    }),
  quantity: z.coerce
    .number({ error: "A whole number" })
    .int({ error: "A whole number" })
    .min(1, { error: `From 1 to ${QUOTE_LIMITS.quantity.toLocaleString("en-US")}` })
    .max(QUOTE_LIMITS.quantity, {
      error: `From 1 to ${QUOTE_LIMITS.quantity.toLocaleString("en-US")}`,
    }),
  unitPrice: money("Unit price", { max: QUOTE_LIMITS.unitPriceCents }),
  discount,
  vatable: z.boolean(),
});

export const quoteFormSchema = z.object({
  company: optionalText(QUOTE_LIMITS.company, "Company"),
  kraPin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || KRA_PIN.test(value), {
      error: "A KRA PIN such as A123456789B",
    })
    .transform((value) => (value === "" ? null : value)),
  lines: z
    .array(quoteLineSchema)
    .min(1, { error: "Add at least one line" })
    .max(QUOTE_LIMITS.lines, { error: `At most ${QUOTE_LIMITS.lines} lines` }),
  discount,
  validUntil: z.iso.date({ error: "A date" }),
  note: optionalText(QUOTE_LIMITS.note, "The note"),
  terms: optionalText(QUOTE_LIMITS.terms, "The terms"),
});

export type QuoteForm = z.output<typeof quoteFormSchema>;
export type QuoteLineForm = z.output<typeof quoteLineSchema>;

/** Field name → the first problem with it ("lines.0.quantity", "discount"). */
export function quoteFormErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".").replace(/\.value$/, "");
    errors[path || "form"] ??= issue.message;
  }
  return errors;
}
