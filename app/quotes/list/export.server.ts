// The quotes list as CSV: one row per line of each quote matching the
// list's filters (every page), the quote's own columns repeated on each of
// its lines, so a spreadsheet can sum or pivot either. Money as plain
// decimals (12500.00), read in batches of quotes.

import { ZONE_NAME, formatForSpreadsheet } from "#app/business/time.ts";
import { productNames } from "#app/catalogue/store.server.ts";
import { csvText } from "#app/platform/csv.ts";
import type { Db } from "#app/platform/db.server.ts";
import { formatPercent } from "../money.ts";
import { QUOTE_STATE_LABELS } from "../status.ts";
import { type Quote, loadQuotes } from "../store.server.ts";
import type { QuoteFilters } from "./filters.ts";
import { quoteConditions, quotesWithInquiry } from "./list.server.ts";

const BATCH = 200;

export const QUOTE_EXPORT_COLUMNS = [
  "Quote",
  "Inquiry",
  "State",
  `Created (${ZONE_NAME})`,
  `Sent (${ZONE_NAME})`,
  "Valid until",
  "Customer",
  "E-mail",
  "Phone",
  "Company",
  "KRA PIN",
  "Prices",
  "Line",
  "Description",
  "Product",
  "Quantity",
  "Unit price (KES)",
  "Line discount",
  "VAT",
  "Line amount (KES)",
  "Quote subtotal (KES)",
  "Quote discount (KES)",
  "Quote VAT (KES)",
  "Quote total (KES)",
] as const;

/** 1250000 cents as "12500.00": a number any spreadsheet reads. */
export function decimalKes(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const localTime = (iso: string | null) => (iso ? formatForSpreadsheet(iso) : "");

function records(quote: Quote, reference: string, names: Map<string, string>): string[][] {
  const head = [
    quote.number,
    reference,
    QUOTE_STATE_LABELS[quote.state],
    localTime(quote.createdAt),
    localTime(quote.sentAt),
    quote.validUntil,
    quote.customer.name,
    quote.customer.email,
    quote.customer.phone ?? "",
    quote.customer.company ?? "",
    quote.customer.kraPin ?? "",
    quote.pricesIncludeVat ? "VAT included" : "VAT added",
  ];
  const tail = [
    decimalKes(quote.totals.subtotalCents),
    decimalKes(quote.totals.discountCents),
    decimalKes(quote.totals.vatCents),
    decimalKes(quote.totals.totalCents),
  ];
  // A quote without lines still has its row.
  if (quote.lines.length === 0) return [[...head, "", "", "", "", "", "", "", "", ...tail]];
  return quote.lines.map((line, index) => [
    ...head,
    String(index + 1),
    line.description,
    (line.productId && names.get(line.productId)) ?? "",
    String(line.quantity),
    decimalKes(line.unitPriceCents),
    line.discount
      ? line.discount.kind === "percent"
        ? formatPercent(line.discount.basisPoints)
        : decimalKes(line.discount.cents)
      : "",
    line.vatable ? formatPercent(quote.vatBasisPoints) : "Exempt",
    decimalKes(quote.totals.lines[index]?.amountCents ?? 0),
    ...tail,
  ]);
}

/** The file's name by the Nairobi date: quotes-2026-11-24.csv. */
export function quotesFileName(now: Date): string {
  return `quotes-${localTime(now.toISOString()).slice(0, 10)}.csv`;
}

export async function exportQuotesCsv(db: Db, filters: QuoteFilters): Promise<string> {
  const matching = await quotesWithInquiry(db)
    .where((eb) => quoteConditions(eb, filters))
    .select(["quotes.id", "inquiries.reference"])
    .orderBy("quotes.created_at", "desc")
    .orderBy("quotes.number", "desc")
    .execute();
  const names = await productNames(db);
  const chunks = [csvText([], { columns: QUOTE_EXPORT_COLUMNS, first: true })];
  for (let start = 0; start < matching.length; start += BATCH) {
    const batch = matching.slice(start, start + BATCH);
    const quotes = await loadQuotes(
      db,
      batch.map((row) => row.id),
    );
    const rows = quotes.flatMap((quote, i) => records(quote, batch[i]?.reference ?? "", names));
    chunks.push(csvText(rows, { columns: QUOTE_EXPORT_COLUMNS, first: false }));
  }
  return chunks.join("");
}
