import { createContext } from "react-router";
import type { FieldErrors } from "./schema.ts";

/**
 * A form post to /api/inquiries that failed validation (no JavaScript): the
 * API renders the /inquiry page with this state, so the visitor sees the
 * errors and keeps what they typed.
 */
export interface InquiryFormState {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: FieldErrors;
}

export const inquiryFormStateContext = createContext<InquiryFormState | null>(null);
