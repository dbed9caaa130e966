// Taking an inquiry from untrusted fields, whichever way it came: the JSON
// API (the dialog) or the inquiry page's form (no JavaScript, a route
// action). One place counts the client's posts, checks the fields against
// the shared schema and stores the inquiry with its e-mail.

import type { InquiryFormState } from "./form-state.ts";
import { INQUIRY_LIMITS, inquiryFieldErrors, inquirySchema } from "./schema.ts";
import { holdReason } from "./spam-check.ts";
import type { Db } from "#app/platform/db.server.ts";
import type { ProductNames } from "./emails.server.ts";
import { submitInquiry } from "./store.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import {
  countInquiryAccepted,
  countInquiryHeld,
  countRateLimited,
} from "#app/ops/metrics.server.ts";
import { type HitCounter, databaseHitCounter } from "#app/platform/hit-counter.server.ts";

/** The inquiry limit's window: INQUIRY_RATE_LIMIT inquiries per client in it. */
export const INQUIRY_WINDOW_MS = 10 * 60_000;

export const MAX_INQUIRY_BYTES = 32 * 1024;

export const INQUIRY_MESSAGES = {
  tooLarge: `The inquiry is too large (at most ${MAX_INQUIRY_BYTES / 1024} KB).`,
  checkFields: "Please check the highlighted fields.",
  limited: "Too many inquiries from this connection. Please try again later.",
  unavailable: "We could not take your inquiry just now. Please try again or contact us directly.",
} as const;

export type IntakeResult =
  | { kind: "accepted"; id: string; reference: string; page: string | undefined }
  | { kind: "refused"; status: 400 | 429 | 503; state: InquiryFormState; retryAfter?: number };

export interface InquiryIntakeOptions {
  readonly db: Db;
  /** The business inbox (INQUIRY_TO). */
  readonly recipient: string;
  readonly origin: string;
  /** Called once an inquiry is stored: the outbox worker sends it now. */
  readonly onAccepted?: () => void;
  /** Posts per client per window; null lifts the limit. */
  readonly rateLimit: { limit: number; windowMs: number } | null;
  /** The live catalogue: the acknowledgement names a product it knows. */
  readonly catalogue: ProductNames;
}

export type InquiryIntake = (
  fields: Record<string, unknown>,
  client: string,
) => Promise<IntakeResult>;

/** What the visitor typed, to give back with the errors: known text fields only, bounded. */
function formValues(data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, max] of Object.entries(INQUIRY_LIMITS)) {
    const value = data[key];
    if (typeof value === "string") values[key] = value.slice(0, max);
  }
  return values;
}

const formError = (message: string): InquiryFormState => ({
  values: {},
  errors: { form: message },
});

export function createInquiryIntake(options: InquiryIntakeOptions): InquiryIntake {
  const counter: HitCounter | null = options.rateLimit
    ? databaseHitCounter(options.db, options.rateLimit.windowMs)
    : null;

  return async (fields, client) => {
    if (counter && options.rateLimit) {
      const { hits, resetAt } = await counter.hit(client);
      if (hits > options.rateLimit.limit) {
        countRateLimited("inquiries");
        const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
        return {
          kind: "refused",
          status: 429,
          state: formError(INQUIRY_MESSAGES.limited),
          retryAfter,
        };
      }
    }
    const parsed = inquirySchema.safeParse(fields);
    if (!parsed.success) {
      return {
        kind: "refused",
        status: 400,
        state: { values: formValues(fields), errors: inquiryFieldErrors(parsed.error) },
      };
    }
    try {
      // A bot (the honeypot), a message of links, a blocked sender: stored
      // as spam, held without e-mail, and answered like any other, so a
      // spammer learns nothing (spam-check.ts, store.server.ts).
      const { id, reference, held } = await submitInquiry(options.db, parsed.data, {
        recipient: options.recipient,
        origin: options.origin,
        catalogue: options.catalogue,
        hold: holdReason(fields, parsed.data.message),
      });
      if (held) countInquiryHeld(held);
      else countInquiryAccepted();
      options.onAccepted?.();
      return { kind: "accepted", id, reference, page: parsed.data.page };
    } catch (error) {
      logger.error({ err: error }, "Could not store an inquiry");
      return {
        kind: "refused",
        status: 503,
        state: { values: formValues(fields), errors: { form: INQUIRY_MESSAGES.unavailable } },
      };
    }
  };
}
