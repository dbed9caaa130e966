// The back office's quotes list: a page of quotes newest first, a count per
// state, and what they are worth. One set of conditions (quoteConditions)
// serves the page, the counts and the CSV export alike.

import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "#app/platform/db.server.ts";
import { containsPattern } from "#app/platform/sql-like.ts";
import type { Database } from "../../../db/schema.ts";
import { type QuoteState, quoteState } from "../status.ts";
import { QUOTES_PAGE_SIZE, QUOTE_STATES, type QuoteFilters } from "./filters.ts";

type Eb = ExpressionBuilder<Database, "quotes" | "inquiries">;

/** What a search looks in, lowercased. */
const SEARCH_TEXT = sql`lower(quotes.number || ' ' || inquiries.reference || ' ' || quotes.customer_name || ' ' || quotes.customer_email || ' ' || coalesce(quotes.company, ''))`;

function stateCondition(eb: Eb, state: QuoteState): ReturnType<Eb["and"]> {
  if (state === "sent")
    return eb.and([eb("quotes.status", "=", "sent"), eb("quotes.viewed_at", "is", null)]);
  if (state === "viewed")
    return eb.and([eb("quotes.status", "=", "sent"), eb("quotes.viewed_at", "is not", null)]);
  return eb.and([eb("quotes.status", "=", state)]);
}

/** The filters' conditions; the state's only when `withState`. */
export function quoteConditions(eb: Eb, filters: QuoteFilters, withState = true) {
  const all: ReturnType<Eb["and"]>[] = [];
  if (filters.q)
    all.push(eb.and([sql<SqlBool>`${SEARCH_TEXT} like ${containsPattern(filters.q)} escape '\\'`]));
  if (withState && filters.state) all.push(stateCondition(eb, filters.state));
  return eb.and(all);
}

export const quotesWithInquiry = (db: Db) =>
  db.selectFrom("quotes").innerJoin("inquiries", "inquiries.id", "quotes.inquiry_id");

export interface QuoteRow {
  readonly number: string;
  readonly reference: string;
  readonly state: QuoteState;
  readonly customer: string;
  readonly company: string | null;
  readonly totalCents: number;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly validUntil: string;
}

export interface QuotesPage {
  readonly rows: QuoteRow[];
  readonly total: number;
  readonly pageCount: number;
  readonly counts: Record<QuoteState | "all", number>;
  /** Over the search, whatever the state: what was quoted, is waiting, was won. */
  readonly worth: {
    readonly quotedCents: number;
    readonly waitingCents: number;
    readonly acceptedCents: number;
    readonly accepted: number;
    readonly answered: number;
  };
}

export async function listQuotes(db: Db, filters: QuoteFilters): Promise<QuotesPage> {
  const perState = await quotesWithInquiry(db)
    .where((eb) => quoteConditions(eb, filters, false))
    .select((eb) => [
      "quotes.status",
      sql<boolean>`quotes.viewed_at is not null`.as("viewed"),
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.sum<number | string>("quotes.total_cents").as("cents"),
    ])
    .groupBy(["quotes.status", sql`quotes.viewed_at is not null`])
    .execute();
  const counts = Object.fromEntries([...QUOTE_STATES, "all"].map((s) => [s, 0])) as Record<
    QuoteState | "all",
    number
  >;
  const cents = { ...counts };
  for (const row of perState) {
    const state = quoteState({ status: row.status, viewedAt: row.viewed ? "yes" : null });
    counts[state] += Number(row.count);
    counts.all += Number(row.count);
    cents[state] += Number(row.cents ?? 0);
  }
  const waitingCents = cents.sent + cents.viewed;
  const answered = counts.accepted + counts.declined;

  const total = filters.state ? counts[filters.state] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await quotesWithInquiry(db)
    .where((eb) => quoteConditions(eb, filters))
    .select([
      "quotes.number",
      "inquiries.reference",
      "quotes.status",
      "quotes.viewed_at",
      "quotes.customer_name",
      "quotes.company",
      "quotes.total_cents",
      "quotes.created_at",
      "quotes.sent_at",
      "quotes.valid_until",
    ])
    .orderBy("quotes.created_at", "desc")
    .orderBy("quotes.number", "desc")
    .limit(QUOTES_PAGE_SIZE)
    .offset((page - 1) * QUOTES_PAGE_SIZE)
    .execute();

  return {
    rows: rows.map((row) => ({
      number: row.number,
      reference: row.reference,
      state: quoteState({ status: row.status, viewedAt: row.viewed_at }),
      customer: row.customer_name,
      company: row.company,
      totalCents: row.total_cents,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      validUntil: row.valid_until,
    })),
    total,
    pageCount,
    counts,
    worth: {
      // Replaced quotes live on in their revisions, and drafts were never quoted.
      quotedCents: waitingCents + cents.accepted + cents.declined + cents.expired,
      waitingCents,
      acceptedCents: cents.accepted,
      accepted: counts.accepted,
      answered,
    },
  };
}
