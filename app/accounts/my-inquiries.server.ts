// 'My inquiries': what a signed-in customer may see of their own inquiries,
// found only by their verified e-mail address (never by an id in the URL, so
// no one can read another customer's by changing one). Internal notes,
// assignment and WhatsApp hand-offs stay in the back office: a customer sees
// the status and the replies that were sent to them.

import { readEvent } from "#app/inquiries/events.ts";
import { type InquiryStatus, STATUS_LABELS } from "#app/inquiries/status.ts";
import type { Db } from "#app/platform/db.server.ts";

export interface MyReply {
  readonly at: string;
  readonly body: string;
}

export interface MyInquiry {
  readonly reference: string;
  readonly createdAt: string;
  /** The product asked about; null for a general inquiry. */
  readonly product: string | null;
  readonly status: InquiryStatus;
  readonly statusLabel: string;
  readonly replies: readonly MyReply[];
}

/** Enough for any one customer; the page says when there are more. */
export const MY_INQUIRIES_LIMIT = 50;

/**
 * The inquiries sent from `verifiedEmail`, newest first, with their replies
 * oldest first. Inquiries the business marked as spam are left out: that
 * judgement is the back office's, not something to show a customer.
 */
export async function myInquiries(db: Db, verifiedEmail: string): Promise<MyInquiry[]> {
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", "reference", "created_at", "product", "status"])
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
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    product: row.product,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    replies: replies.get(row.id) ?? [],
  }));
}
