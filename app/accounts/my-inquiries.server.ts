// 'My inquiries': what a signed-in customer may see of their own inquiries,
// found only by their verified e-mail address (never by an id in the URL, so
// no one can read another customer's by changing one). Internal notes,
// assignment and WhatsApp hand-offs stay in the back office: a customer sees
// the status, the replies that were sent to them, and the quotes sent.

import { readEvent } from "#app/inquiries/events.ts";
import { CLOSED_STATUSES, type InquiryStatus, STATUS_LABELS } from "#app/inquiries/status.ts";
import type { Db } from "#app/platform/db.server.ts";
import { type CustomerQuoteState, customerQuoteState } from "#app/quotes/status.ts";
import { sentQuotesOf } from "#app/quotes/store.server.ts";

export interface MyReply {
  readonly at: string;
  readonly body: string;
}

/** A quote sent to the customer, as they see it: its link while it is the latest. */
export interface MyQuote {
  readonly number: string;
  readonly state: CustomerQuoteState;
  readonly totalCents: number;
  readonly validUntil: string;
  /** The quote's own page; null once a newer quote replaced it. */
  readonly link: string | null;
}

/**
 * Where our first answer stands, told as it is: due by a time, late (with
 * an apology and the quickest way to us), given outside e-mail (WhatsApp,
 * a call), or owed no more (the inquiry is closed).
 */
export type MyReplyPromise =
  | { readonly kind: "due" | "late"; readonly dueAt: string }
  | { readonly kind: "answered" | "closed" };

export interface MyInquiry {
  readonly reference: string;
  readonly promise: MyReplyPromise;
  readonly createdAt: string;
  /** The product asked about; null for a general inquiry. */
  readonly product: string | null;
  readonly status: InquiryStatus;
  readonly statusLabel: string;
  readonly replies: readonly MyReply[];
  readonly quotes: readonly MyQuote[];
}

/** Enough for any one customer; the page says when there are more. */
export const MY_INQUIRIES_LIMIT = 50;

/**
 * The inquiries sent from `verifiedEmail`, newest first, with their replies
 * oldest first. Inquiries the business marked as spam are left out: that
 * judgement is the back office's, not something to show a customer.
 */
export async function myInquiries(
  db: Db,
  verifiedEmail: string,
  now = new Date(),
): Promise<MyInquiry[]> {
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", "reference", "created_at", "product", "status", "due_at", "first_reply_at"])
    .where("email_key", "=", verifiedEmail.trim().toLowerCase())
    .where("status", "!=", "spam")
    .orderBy("created_at", "desc")
    .limit(MY_INQUIRIES_LIMIT)
    .execute();
  if (rows.length === 0) return [];
  const events = await db
    .selectFrom("inquiry_events")
    .select(["id", "inquiry_id", "at", "actor_id", "actor_name", "kind", "detail"])
    .where(
      "inquiry_id",
      "in",
      rows.map((row) => row.id),
    )
    .where("kind", "=", "reply")
    .orderBy("at")
    .execute();
  const replies = new Map<string, MyReply[]>();
  for (const row of events) {
    const event = readEvent(row);
    const detail = event.detail as { body?: unknown } | null;
    if (typeof detail?.body !== "string") continue;
    const list = replies.get(row.inquiry_id) ?? [];
    list.push({ at: event.at, body: detail.body });
    replies.set(row.inquiry_id, list);
  }
  const quotes = new Map<string, MyQuote[]>();
  for (const quote of await sentQuotesOf(
    db,
    rows.map((row) => row.id),
  )) {
    const list = quotes.get(quote.inquiry_id) ?? [];
    list.push({
      number: quote.number,
      state: customerQuoteState(quote.status),
      totalCents: quote.total_cents,
      validUntil: quote.valid_until,
      link: quote.status === "replaced" || !quote.token ? null : `/quotes/${quote.token}`,
    });
    quotes.set(quote.inquiry_id, list);
  }
  const promiseOf = (row: (typeof rows)[number]): MyReplyPromise => {
    if (row.first_reply_at) return { kind: "answered" };
    if (CLOSED_STATUSES.includes(row.status)) return { kind: "closed" };
    const late = Date.parse(row.due_at) <= now.getTime();
    return { kind: late ? "late" : "due", dueAt: row.due_at };
  };
  return rows.map((row) => ({
    reference: row.reference,
    promise: promiseOf(row),
    createdAt: row.created_at,
    product: row.product,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    replies: replies.get(row.id) ?? [],
    quotes: quotes.get(row.id) ?? [],
  }));
}
