// The scheduled pass. Keeping the reply promise: a "close to overdue" e-mail
// listing the unanswered inquiries near their due time, and on working days
// a morning digest of everything open, each to the members who want it
// (mail-choices.server.ts: the owners unless they chose otherwise). Then
// the quotes' own pass (quotes/follow-ups.server.ts): expiries and the
// customers' follow-ups. Each notice has a key; the insert that claims the
// key in sent_notices is in the same transaction as its e-mails, so of any
// number of processes (and restarts) exactly one queues it, and a claim is
// never left without its e-mails.

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import {
  DUE_SOON_OPENING_HOURS,
  addBusinessHours,
  businessMsBetween,
  isDueSoon,
  openingOfDay,
} from "#app/business/business-hours.ts";
import { CLOSED_STATUSES } from "#app/inquiries/status.ts";
import type { EventDetails } from "#app/inquiries/events.ts";
import type { Db } from "#app/platform/db.server.ts";
import { claimNotice } from "#app/platform/sent-notices.server.ts";
import { addEvent } from "#app/inquiries/trail.server.ts";
import { type QuotePass, runQuotePass, waitingQuotes } from "#app/quotes/follow-ups.server.ts";
import { membersWanting, queueForMembers } from "./mail-choices.server.ts";
import {
  type DigestGroups,
  type InquirySummary,
  digestEmail,
  dueSoonEmail,
} from "./reminder-emails.server.ts";

/**
 * Overdue for longer than this (calendar time), an inquiry gets no
 * "close to overdue" e-mail: the digest lists it. Without it, inquiries from
 * before the back office (none has a recorded reply) would each send one
 * the first time the pass runs.
 */
export const STALE_AFTER_MS = 24 * 60 * 60_000;

export interface ReminderPassOptions {
  readonly db: Db;
  readonly origin: string;
  readonly now?: Date;
}

export interface QueuedNotices {
  /** One entry per inquiry reminded about. */
  readonly dueSoon: { readonly reference: string; readonly recipients: string[] }[];
  readonly digest: {
    readonly date: string;
    readonly recipients: string[];
    readonly open: number;
  } | null;
  /** Quotes expired, and customers followed up about theirs. */
  readonly quotes: QuotePass;
}

type InquiryRow = {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  product: string | null;
  created_at: string;
  due_at: string;
  first_reply_at: string | null;
};

const INQUIRY_COLUMNS = [
  "id",
  "reference",
  "name",
  "email",
  "phone",
  "product",
  "created_at",
  "due_at",
  "first_reply_at",
] as const;

function summary(row: InquiryRow, now: Date): InquirySummary {
  const receivedAt = new Date(row.created_at);
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    product: row.product,
    receivedAt,
    dueAt: new Date(row.due_at),
    waitedMs: businessMsBetween(receivedAt, now),
    answered: row.first_reply_at !== null,
  };
}

/** Runs one pass at `now`. Returns what it queued (nothing twice, in any process). */
export async function queueDueReminders({
  db,
  origin,
  now = new Date(),
}: ReminderPassOptions): Promise<QueuedNotices> {
  const quotes = await runQuotePass({ db, origin, now });
  const host = new URL(origin).hostname;
  // The outbox sends what is due by the real clock: a pass run for a later
  // instant (`npm run staff -- reminders --at`) still sends at once.
  const queuedAt = new Date(Math.min(now.getTime(), Date.now())).toISOString();

  const dueSoon: QueuedNotices["dueSoon"] = [];
  // Nobody wants it: nothing is claimed, and the digest still lists them.
  const to = await membersWanting(db, "due-soon");
  const recipients = to.map((member) => member.email);
  const horizon = addBusinessHours(now, DUE_SOON_OPENING_HOURS);
  const candidates = await db
    .selectFrom("inquiries")
    .select(INQUIRY_COLUMNS)
    .where("first_reply_at", "is", null)
    .where("status", "not in", CLOSED_STATUSES)
    .where("due_at", "<=", horizon.toISOString())
    .where("due_at", ">=", new Date(now.getTime() - STALE_AFTER_MS).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("sent_notices")
            .select("key")
            .where("key", "=", sql<string>`'due-soon:' || inquiries.id`),
        ),
      ),
    )
    // Due together: the longest waiting first, then by reference (a stable list).
    .orderBy("due_at")
    .orderBy("created_at")
    .orderBy("reference")
    .execute();
  // One e-mail a pass, listing every inquiry that became due soon. Each is
  // claimed in the same transaction as the e-mail is queued, so it is
  // listed once, whichever pass (or process) gets to it first.
  const dueRows =
    to.length === 0 ? [] : candidates.filter((row) => isDueSoon(new Date(row.due_at), now));
  if (dueRows.length > 0) {
    const listed = await db.transaction().execute(async (trx) => {
      const claimed: typeof dueRows = [];
      for (const row of dueRows) {
        // The claim first: a write, so that SQLite takes the write lock as
        // the transaction starts (waiting for it) instead of failing to
        // upgrade a read under another pass.
        const key = `due-soon:${row.id}`;
        if (!(await claimNotice(trx, key, now))) continue;
        // Answered or closed since it was read: left out, and unclaimed again.
        const current = await trx
          .selectFrom("inquiries")
          .select(["status", "first_reply_at"])
          .where("id", "=", row.id)
          .executeTakeFirst();
        if (!current || current.first_reply_at || CLOSED_STATUSES.includes(current.status)) {
          await trx.deleteFrom("sent_notices").where("key", "=", key).execute();
          continue;
        }
        const detail: EventDetails["reminder"] = { kind: "due-soon" };
        await addEvent(trx, row.id, null, "reminder", detail, now.toISOString());
        claimed.push(row);
      }
      if (claimed.length === 0) return claimed;
      const pass = randomUUID();
      await queueForMembers(trx, {
        to,
        email: dueSoonEmail(
          claimed.map((row) => summary(row, now)),
          now,
          origin,
        ),
        kind: "reminder",
        // One inquiry: its thread of notices; several: none of them alone.
        inquiryId: claimed.length === 1 ? (claimed[0]?.id ?? null) : null,
        messageId: (member) => `<due-soon-${pass}-${member.id}@${host}>`,
        queuedAt,
      });
      return claimed;
    });
    for (const row of listed) dueSoon.push({ reference: row.reference, recipients });
  }

  return {
    dueSoon,
    digest: await queueDigest(db, { now, origin, host, queuedAt }),
    quotes,
  };
}

/** The morning digest, once a working day has begun; null when none was queued now. */
async function queueDigest(
  db: Db,
  { now, origin, host, queuedAt }: { now: Date; origin: string; host: string; queuedAt: string },
): Promise<QueuedNotices["digest"]> {
  const today = openingOfDay(now);
  // After closing the day's digest is no longer a morning's: a server that
  // was down all day sends the next one.
  if (!today || now < today.opens || now >= today.closes) return null;
  const key = `digest:${today.date}`;
  const claimed = await db
    .selectFrom("sent_notices")
    .select("key")
    .where("key", "=", key)
    .executeTakeFirst();
  if (claimed) return null;
  // Nobody wants it: left unclaimed, for whoever asks for it later today.
  const to = await membersWanting(db, "digest");
  if (to.length === 0) return null;

  const rows = await db
    .selectFrom("inquiries")
    .select(INQUIRY_COLUMNS)
    .where("status", "not in", CLOSED_STATUSES)
    .orderBy("due_at")
    .orderBy("created_at")
    .execute();
  const groups: { overdue: InquirySummary[]; dueToday: InquirySummary[]; rest: InquirySummary[] } =
    { overdue: [], dueToday: [], rest: [] };
  for (const row of rows) {
    const inquiry = summary(row, now);
    if (inquiry.answered) groups.rest.push(inquiry);
    else if (inquiry.dueAt <= now) groups.overdue.push(inquiry);
    else if (inquiry.dueAt < today.closes) groups.dueToday.push(inquiry);
    else groups.rest.push(inquiry);
  }
  // The most recently overdue first: where a reply today still saves the
  // customer. A long list is cut (DIGEST_LIST_LIMIT); the inbox has the rest.
  groups.overdue.reverse();
  const email = digestEmail(groups satisfies DigestGroups, {
    date: today.date,
    origin,
    quotes: await waitingQuotes(db, now),
  });

  return db.transaction().execute(async (trx) => {
    // Claimed even when nothing is open: the digest is the morning's, not
    // the first inquiry's of the afternoon.
    if (!(await claimNotice(trx, key, now))) return null;
    if (rows.length === 0) return null;
    await queueForMembers(trx, {
      to,
      email,
      kind: "digest",
      inquiryId: null,
      messageId: (member) => `<digest-${today.date}-${member.id}@${host}>`,
      queuedAt,
    });
    return { date: today.date, recipients: to.map((member) => member.email), open: rows.length };
  });
}
