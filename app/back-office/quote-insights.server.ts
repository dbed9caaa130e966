// The quotes' figures beside the inquiries' (/staff/insights), over the
// same weeks: what was quoted and what was won each week, how often a quote
// is accepted, and how long an inquiry waits for its first quote, counted
// in opening hours. A quote replaced by its revision is not counted twice.

import { atLocal, businessMsBetween, localDay } from "#app/business/business-hours.ts";
import { business } from "#app/business/details.ts";
import type { Db } from "#app/platform/db.server.ts";
import { WEEK, firstMonday, median } from "./insights.server.ts";

export interface QuoteInsights {
  /** Oldest first, every week of the window. */
  readonly weeks: readonly {
    readonly start: string;
    readonly quotedCents: number;
    readonly wonCents: number;
  }[];
  readonly quotedCents: number;
  readonly quotes: number;
  readonly wonCents: number;
  readonly accepted: number;
  /** Accepted among those accepted, declined or expired; null when none is. */
  readonly acceptanceRate: number | null;
  readonly decided: number;
  /** From an inquiry to its first quote sent, in opening-hours ms. */
  readonly medianToQuoteMs: number | null;
}

export async function loadQuoteInsights(
  db: Db,
  { now, weeks = 12 }: { now: Date; weeks?: number },
): Promise<QuoteInsights> {
  const monday = firstMonday(now, weeks);
  const from = new Date(atLocal(monday, "00:00", business.timeZone)).toISOString();
  const to = now.toISOString();
  const [sent, won, firsts] = await Promise.all([
    db
      .selectFrom("quotes")
      .select(["sent_at", "total_cents", "status"])
      .where("sent_at", ">=", from)
      .where("sent_at", "<=", to)
      .where("status", "!=", "replaced")
      .execute(),
    db
      .selectFrom("quotes")
      .select(["answered_at", "total_cents"])
      .where("status", "=", "accepted")
      .where("answered_at", ">=", from)
      .where("answered_at", "<=", to)
      .execute(),
    db
      .selectFrom("quotes")
      .innerJoin("inquiries", "inquiries.id", "quotes.inquiry_id")
      .select(["inquiries.created_at", (eb) => eb.fn.min("quotes.sent_at").as("first_sent_at")])
      .where("quotes.sent_at", "is not", null)
      .groupBy(["inquiries.id", "inquiries.created_at"])
      .having((eb) => eb.fn.min("quotes.sent_at"), ">=", from)
      .execute(),
  ]);

  const weekOf = (iso: string) =>
    Math.floor((localDay(Date.parse(iso), business.timeZone) - monday) / WEEK);
  const perWeek = Array.from({ length: weeks }, (_, i) => ({
    start: new Date(monday + i * WEEK).toISOString().slice(0, 10),
    quotedCents: 0,
    wonCents: 0,
  }));
  for (const quote of sent) {
    const week = perWeek[weekOf(quote.sent_at ?? to)];
    if (week) week.quotedCents += quote.total_cents;
  }
  for (const quote of won) {
    const week = perWeek[weekOf(quote.answered_at ?? to)];
    if (week) week.wonCents += quote.total_cents;
  }
  const accepted = sent.filter((quote) => quote.status === "accepted").length;
  const decided = sent.filter((quote) =>
    ["accepted", "declined", "expired"].includes(quote.status),
  ).length;
  return {
    weeks: perWeek,
    quotedCents: sent.reduce((sum, quote) => sum + quote.total_cents, 0),
    quotes: sent.length,
    wonCents: won.reduce((sum, quote) => sum + quote.total_cents, 0),
    accepted,
    decided,
    acceptanceRate: decided ? accepted / decided : null,
    medianToQuoteMs: median(
      firsts.map((row) =>
        businessMsBetween(new Date(row.created_at), new Date(String(row.first_sent_at))),
      ),
    ),
  };
}
