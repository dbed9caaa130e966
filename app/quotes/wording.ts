// What a quote says about its VAT and its validity, in the same words on its
// page, in its PDF and in its e-mails.

import { business } from "#app/business/details.ts";
import { paymentLines } from "#app/business/terms.ts";
import { ZONE_NAME, formatLongDate } from "#app/business/time.ts";
import { formatPercent } from "./money.ts";

/** "VAT 16% included" or "VAT 16% added": how the prices were entered. */
export function vatText(quote: { vatBasisPoints: number; pricesIncludeVat: boolean }): string {
  const rate = formatPercent(quote.vatBasisPoints);
  return `VAT ${rate} ${quote.pricesIncludeVat ? "included" : "added"}`;
}

/** "Valid until the end of Tuesday 8 December 2026, Nairobi time." */
export function validityText(validUntil: string): string {
  return `Valid until the end of ${formatLongDate(validUntil)}, ${ZONE_NAME}.`;
}

/** How to pay a quote: the Paybill's account number is the quote's number. */
export function howToPayLines(number: string): string[] {
  return paymentLines(business.payment, number);
}
