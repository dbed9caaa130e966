// Quotes waiting for the customer, in the scheduled pass beside the owners'
// reminders: at the end of its last day a sent quote becomes Expired, and
// while it waits the customer is followed up twice, in opening hours:
// 2 opening days after sending, and 2 opening days before its last day.
// Each follow-up's key is claimed in sent_notices in the transaction that
// queues its e-mail, so of any number of processes exactly one sends it.

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { localDate, nthOpeningDay, openingOfDay } from "#app/business/business-hours.ts";
import { threadMessage } from "#app/inquiries/emails.server.ts";
import { addEvent } from "#app/inquiries/trail.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { claimNotice } from "#app/platform/sent-notices.server.ts";
import { followUpEmail } from "./emails.server.ts";
import { quoteLink } from "./send.server.ts";
import { type Quote, findQuote } from "./store.server.ts";

/** Opening days after sending, and before the last day, that a follow-up goes. */
export const FOLLOW_UP_OPENING_DAYS = 2;

const FOLLOW_UP_KINDS = ["after-sending", "before-expiry"] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export interface QuotePass {
  /** Numbers of the quotes that expired in this pass. */
  readonly expired: string[];
  readonly followUps: { readonly number: string; readonly kind: FollowUpKind }[];
}

interface Waiting {
  id: string;
  number: string;
  sent_at: string | null;
  valid_until: string;
}

/** When each follow-up of a quote sent at `sentAt`, valid to `validUntil`, may go. */
export function followUpDates(sentAt: Date, validUntil: string) {
  const sentOn = localDate(sentAt);
  const afterSending = nthOpeningDay(sentOn, FOLLOW_UP_OPENING_DAYS);
  const beforeExpiry = nthOpeningDay(validUntil, -FOLLOW_UP_OPENING_DAYS);
  if (beforeExpiry.date > afterSending.date) return { afterSending, beforeExpiry };
  // A short validity: one follow-up, saying it is about to expire, and not
  // before the next opening day (after the last day: none, it expires first).
  const next = nthOpeningDay(sentOn, 1);
  return { afterSending: null, beforeExpiry: beforeExpiry.date > next.date ? beforeExpiry : next };
}

/** The follow-up due for a waiting quote at `now`, if any (already sent or not). */
export function dueFollowUp(quote: Waiting, now: Date): FollowUpKind | null {
  if (!quote.sent_at) return null;
  const { afterSending, beforeExpiry } = followUpDates(new Date(quote.sent_at), quote.valid_until);
  if (now >= beforeExpiry.opens) return "before-expiry";
  if (afterSending && now >= afterSending.opens) return "after-sending";
  return null;
}

/** Sent quotes past the end of their last day become Expired, each said on its trail. */
async function expireQuotes(db: Db, now: Date): Promise<string[]> {
  const today = localDate(now);
  const due = await db
    .selectFrom("quotes")
    .select(["id", "inquiry_id", "number"])
    .where("status", "=", "sent")
    .where("valid_until", "<", today)
    .execute();
  const expired: string[] = [];
  const at = now.toISOString();
  for (const quote of due) {
    const done = await db.transaction().execute(async (trx) => {
      // Answered, or expired by another process, since it was read.
      const changed = await trx
        .updateTable("quotes")
        .set({ status: "expired", updated_at: at })
        .where("id", "=", quote.id)
        .where("status", "=", "sent")
        .executeTakeFirst();
      if (changed.numUpdatedRows !== 1n) return false;
      await addEvent(
        trx,
        quote.inquiry_id,
        null,
        "quote",
        { quoteId: quote.id, number: quote.number, event: "expired" },
        at,
      );
      return true;
    });
    if (done) expired.push(quote.number);
  }
  return expired;
}

async function queueFollowUp(
  db: Db,
  quote: Quote,
  kind: FollowUpKind,
  { origin, now, queuedAt }: { origin: string; now: Date; queuedAt: string },
): Promise<boolean> {
  if (!quote.token) return false;
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["reference"])
    .where("id", "=", quote.inquiryId)
    .executeTakeFirstOrThrow();
  const mail = followUpEmail(quote, {
    reference: inquiry.reference,
    link: quoteLink(origin, quote.token),
    kind,
  });
  const outboxId = randomUUID();
  return db.transaction().execute(async (trx) => {
    const keys =
      kind === "before-expiry"
        ? // The first follow-up, not yet sent, never goes after this one.
          [`quote-follow-up:before-expiry:${quote.id}`, `quote-follow-up:after-sending:${quote.id}`]
        : [`quote-follow-up:after-sending:${quote.id}`];
    if (!(await claimNotice(trx, keys[0] as string, now))) return false;
    for (const key of keys.slice(1)) await claimNotice(trx, key, now);
    await trx
      .insertInto("mail_outbox")
      .values(
        threadMessage({
          id: outboxId,
          inquiryId: quote.inquiryId,
          kind: "quote_follow_up",
          recipient: quote.customer.email,
          mail,
          origin,
          at: queuedAt,
        }),
      )
      .execute();
    await addEvent(
      trx,
      quote.inquiryId,
      null,
      "quote",
      { quoteId: quote.id, number: quote.number, event: "followed-up", outboxId },
      now.toISOString(),
    );
    return true;
  });
}

/** One pass at `now`: expiries, then the follow-ups due (only within opening hours). */
export async function runQuotePass({
  db,
  origin,
  now = new Date(),
}: {
  db: Db;
  origin: string;
  now?: Date;
}): Promise<QuotePass> {
  const expired = await expireQuotes(db, now);
  const followUps: QuotePass["followUps"] = [];
  const today = openingOfDay(now);
  if (!today || now < today.opens || now >= today.closes) return { expired, followUps };
  // The outbox sends what is due by the real clock: a pass run for a later
  // instant (`npm run staff -- reminders --at`) still sends at once.
  const queuedAt = new Date(Math.min(now.getTime(), Date.now())).toISOString();
  const waiting = await db
    .selectFrom("quotes")
    .select(["id", "number", "sent_at", "valid_until"])
    .select(({ exists, selectFrom }) =>
      FOLLOW_UP_KINDS.map((kind) =>
        exists(
          selectFrom("sent_notices")
            .select("key")
            .where("key", "=", sql<string>`${`quote-follow-up:${kind}:`} || quotes.id`),
        ).as(kind),
      ),
    )
    .where("status", "=", "sent")
    .where("answered_at", "is", null)
    .orderBy("sent_at")
    .execute();
  for (const row of waiting) {
    const kind = dueFollowUp(row, now);
    // A flag is 1 or true, by database.
    if (!kind || Boolean(row[kind])) continue;
    const quote = await findQuote(db, { id: row.id });
    if (quote && (await queueFollowUp(db, quote, kind, { origin, now, queuedAt })))
      followUps.push({ number: row.number, kind });
  }
  return { expired, followUps };
}

/** A quote waiting for its answer, as the owners' digest lists it. */
export interface WaitingQuote {
  readonly number: string;
  readonly customer: string;
  readonly totalCents: number;
  readonly validUntil: string;
  readonly viewed: boolean;
}

/**
 * The digest's quotes: those still waiting for an answer, and of them those
 * whose last day is within FOLLOW_UP_OPENING_DAYS opening days.
 */
export async function waitingQuotes(
  db: Db,
  now: Date,
): Promise<{ expiringSoon: WaitingQuote[]; waiting: WaitingQuote[] }> {
  const rows = await db
    .selectFrom("quotes")
    .select(["number", "customer_name", "total_cents", "valid_until", "viewed_at"])
    .where("status", "=", "sent")
    .where("answered_at", "is", null)
    .orderBy("valid_until")
    .orderBy("number")
    .execute();
  const horizon = nthOpeningDay(localDate(now), FOLLOW_UP_OPENING_DAYS).date;
  const all = rows.map((row) => ({
    number: row.number,
    customer: row.customer_name,
    totalCents: row.total_cents,
    validUntil: row.valid_until,
    viewed: row.viewed_at !== null,
  }));
  return {
    expiringSoon: all.filter((quote) => quote.validUntil <= horizon),
    waiting: all.filter((quote) => quote.validUntil > horizon),
  };
}
