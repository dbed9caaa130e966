import { business } from "#app/business/details.ts";

/** The short reference a customer quotes (MW-10042). */
export function inquiryReference(number: number): string {
  return `${business.referencePrefix}-${number}`;
}

/** A reference as inquiryReference writes them, for input read back from a URL. */
export function isInquiryReference(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Z]{1,6}-\d{1,9}$/.test(value);
}
