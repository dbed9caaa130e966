import { copy } from "./copy.ts";
import type { BusinessTerms } from "./details.ts";

export interface TermsRow {
  readonly key: keyof BusinessTerms;
  readonly label: string;
  readonly lines: readonly string[];
}

/** The business's terms as labelled rows, leaving out each one left empty. */
export function termsRows(terms: BusinessTerms): TermsRow[] {
  const rows: TermsRow[] = [
    { key: "delivery", label: copy.trust.delivery, lines: [terms.delivery] },
    { key: "warranty", label: copy.trust.warranty, lines: [terms.warranty] },
    { key: "payments", label: copy.trust.payments, lines: terms.payments },
    { key: "registration", label: copy.trust.registration, lines: [terms.registration] },
  ];
  return rows
    .map((row) => ({ ...row, lines: row.lines.map((line) => line.trim()).filter(Boolean) }))
    .filter((row) => row.lines.length > 0);
}
