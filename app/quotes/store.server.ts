// Quotes in the database: a draft made from an inquiry, its lines saved as
// staff build it, and a revision when a sent quote must change. A quote's
// figures are computed here from its lines (money.ts) and stored with it, so
// lists and totals read them without recomputing.

import { randomUUID } from "node:crypto";
import { localDate } from "#app/business/business-hours.ts";
import { business } from "#app/business/details.ts";
import { nextCount } from "#app/platform/counters.server.ts";
import type { Db, Trx } from "#app/platform/db.server.ts";
import type { Selectable } from "kysely";
import type { QuoteLinesTable, QuotesTable } from "../../db/schema.ts";
import { type Discount, type QuoteTotals, quoteTotals } from "./money.ts";
import type { QuoteForm } from "./schema.ts";
import { type QuoteState, type QuoteStatus, quoteState } from "./status.ts";

export interface QuoteLine {
  readonly id: string;
  readonly productId: string | null;
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly discount: Discount | null;
  readonly vatable: boolean;
}

export interface Quote {
  readonly id: string;
  readonly inquiryId: string;
  readonly number: string;
  readonly series: number;
  readonly revision: number;
  readonly status: QuoteStatus;
  /** The status, with a sent quote the customer has opened told apart ('viewed'). */
  readonly state: QuoteState;
  readonly token: string | null;
  readonly customer: {
    readonly name: string;
    readonly email: string;
    readonly phone: string | null;
    readonly company: string | null;
    readonly kraPin: string | null;
  };
  readonly pricesIncludeVat: boolean;
  readonly vatBasisPoints: number;
  readonly discount: Discount | null;
  readonly note: string | null;
  readonly terms: string | null;
  /** The last day it is valid, on the business's clock (YYYY-MM-DD). */
  readonly validUntil: string;
  readonly lines: readonly QuoteLine[];
  readonly totals: QuoteTotals;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly viewedAt: string | null;
  readonly answeredAt: string | null;
  readonly answer: { name: string | null; po: string | null; note: string | null };
  readonly replacedBy: string | null;
}

export class QuoteError extends Error {}

const DAY_MS = 86_400_000;

/** Q-10001, and Q-10001-2 for its first revision. */
export function quoteNumber(series: number, revision: number): string {
  return revision === 1 ? `Q-${series}` : `Q-${series}-${revision}`;
}

const asDiscount = (kind: string | null, value: number | null): Discount | null =>
  kind === "percent" && value !== null
    ? { kind, basisPoints: value }
    : kind === "amount" && value !== null
      ? { kind, cents: value }
      : null;

const discountColumns = (discount: Discount | null) => ({
  discount_kind: discount?.kind ?? null,
  discount_value: discount
    ? discount.kind === "percent"
      ? discount.basisPoints
      : discount.cents
    : null,
});

function toLine(row: Selectable<QuoteLinesTable>): QuoteLine {
  return {
    id: row.id,
    productId: row.product_id,
    description: row.description,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    discount: asDiscount(row.discount_kind, row.discount_value),
    vatable: Boolean(row.vatable),
  };
}

function toQuote(row: Selectable<QuotesTable>, lines: QuoteLine[]): Quote {
  const pricesIncludeVat = Boolean(row.prices_include_vat);
  const discount = asDiscount(row.discount_kind, row.discount_value);
  return {
    id: row.id,
    inquiryId: row.inquiry_id,
    number: row.number,
    series: row.series,
    revision: row.revision,
    status: row.status,
    state: quoteState({ status: row.status, viewedAt: row.viewed_at }),
    token: row.token,
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      company: row.company,
      kraPin: row.kra_pin,
    },
    pricesIncludeVat,
    vatBasisPoints: row.vat_basis_points,
    discount,
    note: row.note,
    terms: row.terms,
    validUntil: row.valid_until,
    lines,
    totals: quoteTotals({
      lines,
      discount,
      vatBasisPoints: row.vat_basis_points,
      pricesIncludeVat,
    }),
    createdAt: row.created_at,
    sentAt: row.sent_at,
    viewedAt: row.viewed_at,
    answeredAt: row.answered_at,
    answer: { name: row.answer_name, po: row.answer_po, note: row.answer_note },
    replacedBy: row.replaced_by,
  };
}

async function linesOf(db: Db | Trx, quoteIds: readonly string[]) {
  if (quoteIds.length === 0) return new Map<string, QuoteLine[]>();
  const rows = await db
    .selectFrom("quote_lines")
    .selectAll()
    .where("quote_id", "in", quoteIds)
    .orderBy("quote_id")
    .orderBy("position")
    .execute();
  const byQuote = new Map<string, QuoteLine[]>();
  for (const row of rows)
    byQuote.set(row.quote_id, [...(byQuote.get(row.quote_id) ?? []), toLine(row)]);
  return byQuote;
}

/** A quote by its id, its number or its link's token. */
export async function findQuote(
  db: Db | Trx,
  by: { id: string } | { number: string } | { token: string },
): Promise<Quote | null> {
  const [column, value] =
    "id" in by
      ? (["id", by.id] as const)
      : "number" in by
        ? (["number", by.number] as const)
        : (["token", by.token] as const);
  const row = await db
    .selectFrom("quotes")
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirst();
  if (!row) return null;
  return toQuote(row, (await linesOf(db, [row.id])).get(row.id) ?? []);
}

/** The quotes sent for some inquiries (drafts left out), newest first. */
export function sentQuotesOf(db: Db, inquiryIds: readonly string[]) {
  return db
    .selectFrom("quotes")
    .select(["inquiry_id", "number", "status", "total_cents", "valid_until", "token"])
    .where("inquiry_id", "in", inquiryIds.length > 0 ? inquiryIds : [""])
    .where("status", "!=", "draft")
    .orderBy("series", "desc")
    .orderBy("revision", "desc")
    .execute();
}

/** Quotes by their ids, in the order given. */
export async function loadQuotes(db: Db, ids: readonly string[]): Promise<Quote[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("quotes").selectAll().where("id", "in", ids).execute();
  const lines = await linesOf(db, ids);
  const byId = new Map(rows.map((row) => [row.id, toQuote(row, lines.get(row.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An inquiry's quotes, newest first. */
export async function quotesOfInquiry(db: Db, inquiryId: string): Promise<Quote[]> {
  const rows = await db
    .selectFrom("quotes")
    .selectAll()
    .where("inquiry_id", "=", inquiryId)
    .orderBy("series", "desc")
    .orderBy("revision", "desc")
    .execute();
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toQuote(row, lines.get(row.id) ?? []));
}

/**
 * The terms a new quote starts with: delivery and warranty. How to pay is
 * not among them: it carries the quote's own number, so the page and the
 * PDF write it for each quote (howToPay).
 */
export function defaultTerms(): string {
  const { delivery, warranty } = business.terms;
  return [delivery && `Delivery: ${delivery}`, warranty && `Warranty: ${warranty}`]
    .filter(Boolean)
    .join("\n");
}

async function insertLines(trx: Trx, quoteId: string, lines: readonly Omit<QuoteLine, "id">[]) {
  if (lines.length === 0) return;
  await trx
    .insertInto("quote_lines")
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        quote_id: quoteId,
        position,
        product_id: line.productId,
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        ...discountColumns(line.discount),
        vatable: line.vatable,
      })),
    )
    .execute();
}

function storedTotals(quote: {
  lines: readonly Omit<QuoteLine, "id">[];
  discount: Discount | null;
  vatBasisPoints: number;
  pricesIncludeVat: boolean;
}) {
  const totals = quoteTotals(quote);
  return {
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    vat_cents: totals.vatCents,
    total_cents: totals.totalCents,
  };
}

/**
 * A new draft for an inquiry: its customer, the business's VAT setting and
 * terms, valid for the business's usual days, and a first line for the
 * catalogue product the customer asked about, at its list price.
 */
export async function createQuote(
  db: Db,
  { inquiryId, actorId, now = new Date() }: { inquiryId: string; actorId: string; now?: Date },
): Promise<Quote> {
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["id", "name", "email", "phone", "product"])
    .where("id", "=", inquiryId)
    .executeTakeFirst();
  if (!inquiry) throw new QuoteError("There is no such inquiry.");
  const product = inquiry.product
    ? await db
        .selectFrom("products")
        .select(["id", "name", "list_price_cents"])
        .where("name", "=", inquiry.product)
        .executeTakeFirst()
    : undefined;
  const lines = product
    ? [
        {
          productId: product.id,
          description: product.name,
          quantity: 1,
          // The private list price, where the catalogue has one.
          unitPriceCents: Number(product.list_price_cents ?? 0),
          discount: null,
          vatable: true,
        },
      ]
    : [];
  const { vatBasisPoints, pricesIncludeVat, validityDays } = business.quotes;
  const at = now.toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const series = await nextCount(trx, "quote_number");
    const number = quoteNumber(series, 1);
    await trx
      .insertInto("quotes")
      .values({
        id,
        inquiry_id: inquiry.id,
        number,
        series,
        revision: 1,
        customer_name: inquiry.name,
        customer_email: inquiry.email,
        customer_phone: inquiry.phone,
        prices_include_vat: pricesIncludeVat,
        vat_basis_points: vatBasisPoints,
        valid_until: localDate(new Date(now.getTime() + validityDays * DAY_MS)),
        terms: defaultTerms(),
        ...storedTotals({ lines, discount: null, vatBasisPoints, pricesIncludeVat }),
        created_at: at,
        created_by: actorId,
        updated_at: at,
      })
      .execute();
    await insertLines(trx, id, lines);
  });
  return (await findQuote(db, { id })) as Quote;
}

/** Saves a draft as the builder sent it. A sent quote is locked: it changes by a revision. */
export async function saveDraft(
  db: Db,
  quoteId: string,
  form: QuoteForm,
  now = new Date(),
): Promise<Quote> {
  const lines = form.lines.map((line) => ({
    productId: line.productId || null,
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPrice,
    discount: line.discount,
    vatable: line.vatable,
  }));
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quotes")
      .select(["status", "vat_basis_points", "prices_include_vat"])
      .where("id", "=", quoteId)
      .executeTakeFirst();
    if (!row) throw new QuoteError("There is no such quote.");
    if (row.status !== "draft") {
      throw new QuoteError("This quote has been sent, so it cannot change: make a revision.");
    }
    let totals;
    try {
      totals = storedTotals({
        lines,
        discount: form.discount,
        vatBasisPoints: row.vat_basis_points,
        pricesIncludeVat: Boolean(row.prices_include_vat),
      });
    } catch (error) {
      // A discount larger than what it is taken off.
      if (error instanceof RangeError)
        throw new QuoteError(`Check the discounts: ${error.message}.`);
      throw error;
    }
    await trx
      .updateTable("quotes")
      .set({
        company: form.company,
        kra_pin: form.kraPin,
        ...discountColumns(form.discount),
        valid_until: form.validUntil,
        note: form.note,
        terms: form.terms,
        ...totals,
        updated_at: now.toISOString(),
      })
      .where("id", "=", quoteId)
      .execute();
    await trx.deleteFrom("quote_lines").where("quote_id", "=", quoteId).execute();
    await insertLines(trx, quoteId, lines);
  });
  return (await findQuote(db, { id: quoteId })) as Quote;
}

/**
 * A revision of a sent quote: a new draft with its lines, numbered in its
 * series (Q-10001-2). The quote it revises stays as it was until the
 * revision is sent. An accepted quote is not revised: a new quote follows it.
 */
export async function reviseQuote(
  db: Db,
  quoteId: string,
  { actorId, now = new Date() }: { actorId: string; now?: Date },
): Promise<Quote> {
  const quote = await findQuote(db, { id: quoteId });
  if (!quote) throw new QuoteError("There is no such quote.");
  if (quote.status === "draft") throw new QuoteError("A draft can be changed as it is.");
  if (quote.status === "accepted") {
    throw new QuoteError("An accepted quote stays as it was accepted: make a new quote instead.");
  }
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom("quotes")
      .select((eb) => eb.fn.max("revision").as("revision"))
      .where("series", "=", quote.series)
      .executeTakeFirstOrThrow();
    const revision = Number(latest.revision) + 1;
    await trx
      .insertInto("quotes")
      .values({
        id,
        inquiry_id: quote.inquiryId,
        number: quoteNumber(quote.series, revision),
        series: quote.series,
        revision,
        customer_name: quote.customer.name,
        customer_email: quote.customer.email,
        customer_phone: quote.customer.phone,
        company: quote.customer.company,
        kra_pin: quote.customer.kraPin,
        prices_include_vat: quote.pricesIncludeVat,
        vat_basis_points: quote.vatBasisPoints,
        ...discountColumns(quote.discount),
        note: quote.note,
        terms: quote.terms,
        // A revision starts a fresh validity, as a new offer does.
        valid_until: localDate(new Date(now.getTime() + business.quotes.validityDays * DAY_MS)),
        ...storedTotals(quote),
        created_at: at,
        created_by: actorId,
        updated_at: at,
      })
      .execute();
    await insertLines(trx, id, quote.lines);
  });
  return (await findQuote(db, { id })) as Quote;
}
