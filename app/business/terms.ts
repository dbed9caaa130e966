import { copy } from "./copy.ts";
import type { BusinessTerms, PaymentWays } from "./details.ts";

export interface TermsRow {
  readonly key: keyof BusinessTerms | "payments";
  readonly label: string;
  readonly lines: readonly string[];
}

/**
 * The ways to pay, each a line, leaving out those left empty. `account` is
 * what to type as the Paybill's account number: a quote's number, or the
 * customer's name when there is no quote yet.
 */
export function paymentLines(payment: PaymentWays, account = "your name"): string[] {
  return [
    payment.mpesaPaybill && `M-Pesa Paybill ${payment.mpesaPaybill}, account: ${account}`,
    payment.mpesaTill && `M-Pesa Till ${payment.mpesaTill}`,
    payment.bankTransfer,
    payment.cashOnDelivery && `Cash on delivery ${payment.cashOnDelivery}`,
  ].filter((line): line is string => Boolean(line.trim()));
}

/** The business's terms as labelled rows, leaving out each one left empty. */
export function termsRows(terms: BusinessTerms, payment: PaymentWays): TermsRow[] {
  const rows: TermsRow[] = [
    { key: "delivery", label: copy.trust.delivery, lines: [terms.delivery] },
    { key: "warranty", label: copy.trust.warranty, lines: [terms.warranty] },
    { key: "payments", label: copy.trust.payments, lines: paymentLines(payment) },
    { key: "registration", label: copy.trust.registration, lines: [terms.registration] },
  ];
  return rows
    .map((row) => ({ ...row, lines: row.lines.map((line) => line.trim()).filter(Boolean) }))
    .filter((row) => row.lines.length > 0);
}
