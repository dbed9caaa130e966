import type { FieldErrors } from "./schema.ts";

/**
 * An inquiry form post that was refused (no JavaScript): the inquiry page's
 * action gives the page back with this state, so the visitor sees the
 * errors and keeps what they typed.
 */
export interface InquiryFormState {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: FieldErrors;
}
