// The inquiry form, one schema for the dialog, the
// no-JavaScript page and POST /api/inquiries. Browser and server alike.

import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "#app/lib/email-address.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";

export const INQUIRY_LIMITS = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  phone: 40,
  message: 5000,
  product: 200,
  page: 500,
} as const;

// No control characters anywhere; line breaks only in the message. Fields
// that reach e-mail headers (name, e-mail, product) can then never inject one.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

function text(label: string, max: number, { multiline = false } = {}) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !CONTROL.test(value), {
      error: `${label} contains characters that are not allowed`,
    })
    .refine((value) => multiline || !LINE_BREAK.test(value), {
      error: `${label} must be on one line`,
    });
}

/** Empty optional fields are sent as omitted. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    schema.optional(),
  );
}

export const inquirySchema = z.object({
  name: text("Full Name", INQUIRY_LIMITS.name).pipe(
    z.string().min(1, { error: "Full Name is required" }),
  ),
  email: text("Email Address", INQUIRY_LIMITS.email).pipe(
    z
      .string()
      .min(1, { error: "Email Address is required" })
      .pipe(z.email({ error: "Enter a valid email address" })),
  ),
  phone: optional(
    text("Phone Number", INQUIRY_LIMITS.phone).pipe(
      z.string().regex(/^\+?[\d\s()-]{7,}$/, {
        error: "Enter a phone number, such as 0712 345 678",
      }),
    ),
  ),
  message: optional(text("Message", INQUIRY_LIMITS.message, { multiline: true })),
  product: optional(text("Product", INQUIRY_LIMITS.product)),
  /** The page the inquiry was sent from: a path on this site. */
  page: optional(
    text("Page", INQUIRY_LIMITS.page).pipe(
      z.string().regex(/^\/(?!\/)[^\s\\]*$/, { error: "Page must be a path on this site" }),
    ),
  ),
});

export type InquiryInput = z.output<typeof inquirySchema>;

/** Hidden field people never fill in; bots do. */
export const HONEYPOT_FIELD = "website";

export type FieldErrors = Partial<Record<keyof InquiryInput | "form", string>>;

export const inquiryFieldErrors = (error: z.ZodError): FieldErrors =>
  fieldErrors<keyof InquiryInput>(error);
