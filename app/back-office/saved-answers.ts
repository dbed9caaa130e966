// Saved answers' placeholders: what an owner may write in braces, what each
// becomes in a reply, and the form's checks. The business's facts come from
// business/details.ts, so an answer stays right when they change.

import { z } from "zod";
import { addressLine, formatKenyanPhone, phoneDisplay } from "#app/business/contact-links.ts";
import { business } from "#app/business/details.ts";

/** What a placeholder is filled from: the inquiry, and who replies. */
export interface AnswerContext {
  readonly customerName: string;
  readonly product: string | null;
  readonly reference: string;
  readonly staffName: string;
}

const openingHours = business.hours.map((day) => `${day.days} ${day.label}`).join(", ");

/** Each placeholder, what the owner reads about it, and its value. */
export const PLACEHOLDERS = {
  customer_name: {
    means: "The customer's name, as they wrote it",
    fill: (c: AnswerContext) => c.customerName,
  },
  product: {
    means: "The product they asked about (“your inquiry” when none)",
    fill: (c: AnswerContext) => c.product ?? "your inquiry",
  },
  reference: {
    means: "The inquiry's reference, e.g. MW-10042",
    fill: (c: AnswerContext) => c.reference,
  },
  staff_name: {
    means: "Your name: whoever sends the reply",
    fill: (c: AnswerContext) => c.staffName,
  },
  business_name: { means: business.name, fill: () => business.name },
  business_phone: { means: phoneDisplay, fill: () => phoneDisplay },
  business_whatsapp: {
    means: formatKenyanPhone(business.whatsapp),
    fill: () => formatKenyanPhone(business.whatsapp),
  },
  business_email: { means: business.email, fill: () => business.email },
  business_address: { means: addressLine(), fill: () => addressLine() },
  opening_hours: { means: openingHours, fill: () => openingHours },
} as const satisfies Record<string, { means: string; fill: (c: AnswerContext) => string }>;

export type Placeholder = keyof typeof PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDERS, name);

/** Anything in braces is meant as a placeholder ({custmer} too); a brace pair spans no line. */
const BRACED = /\{([^{}\n]*)\}/g;

/** The placeholders a text writes that do not exist, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(BRACED)]
    .filter((match) => !isPlaceholder(match[1] ?? ""))
    .map((match) => match[0]);
  return [...new Set(unknown)];
}

/** The answer as it reads for one inquiry. */
export function fillPlaceholders(text: string, context: AnswerContext): string {
  return text.replace(BRACED, (whole, name: string) =>
    isPlaceholder(name) ? PLACEHOLDERS[name].fill(context) : whole,
  );
}

export const ANSWER_LIMITS = { title: 80, body: 5000 } as const;

/** The owner's form: a title staff pick it by, and its text. */
export const savedAnswerSchema = z.object({
  title: z
    .string({ error: "Give the answer a title." })
    .trim()
    .min(1, { error: "Give the answer a title." })
    .max(ANSWER_LIMITS.title, {
      error: `The title must be at most ${ANSWER_LIMITS.title} characters.`,
    }),
  body: z
    .string({ error: "Write the answer." })
    .trim()
    .min(1, { error: "Write the answer." })
    .max(ANSWER_LIMITS.body, {
      error: `The answer must be at most ${ANSWER_LIMITS.body} characters.`,
    })
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length === 0) return;
      ctx.addIssue({
        code: "custom",
        message: `${unknown.length === 1 ? "There is no placeholder" : "There are no placeholders"} ${unknown.join(", ")}: use one of those listed on this page, or take the braces away.`,
      });
    }),
});
export type SavedAnswerInput = z.infer<typeof savedAnswerSchema>;
