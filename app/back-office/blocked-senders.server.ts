// Senders whose inquiries are held as spam. Staff block an address when
// they mark its inquiry as spam (bulk.server.ts); the intake holds what
// it sends next (inquiries/store.server.ts). Unblocking is written into
// the trail of the inquiry it was blocked from, and of the one it was
// unblocked on.

import { emailKey } from "#app/inquiries/store.server.ts";
import { addEvent } from "#app/inquiries/trail.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import type { ActionContext } from "./inquiry-work.server.ts";

export interface BlockedSender {
  readonly email: string;
  readonly blockedAt: string;
  readonly blockedByName: string | null;
  /** The inquiry it was blocked from, while it is kept. */
  readonly reference: string | null;
}

function blockedQuery(db: Db) {
  return db
    .selectFrom("blocked_senders")
    .leftJoin("inquiries", "inquiries.id", "blocked_senders.inquiry_id")
    .select([
      "blocked_senders.email_key",
      "blocked_senders.blocked_at",
      "blocked_senders.blocked_by_name",
      "inquiries.reference",
    ]);
}

const blockedSender = (row: {
  email_key: string;
  blocked_at: string;
  blocked_by_name: string | null;
  reference: string | null;
}): BlockedSender => ({
  email: row.email_key,
  blockedAt: row.blocked_at,
  blockedByName: row.blocked_by_name,
  reference: row.reference,
});

/** The block on this address, if there is one. */
export async function findBlock(db: Db, email: string): Promise<BlockedSender | null> {
  const row = await blockedQuery(db)
    .where("blocked_senders.email_key", "=", emailKey(email))
    .executeTakeFirst();
  return row ? blockedSender(row) : null;
}

/** The most recently blocked first, at most `limit`; and how many there are in all. */
export async function listBlocked(
  db: Db,
  limit = 50,
): Promise<{ senders: BlockedSender[]; total: number }> {
  const [rows, count] = await Promise.all([
    blockedQuery(db)
      .orderBy("blocked_senders.blocked_at", "desc")
      .orderBy("blocked_senders.email_key")
      .limit(limit)
      .execute(),
    db
      .selectFrom("blocked_senders")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst(),
  ]);
  return { senders: rows.map(blockedSender), total: Number(count?.n ?? 0) };
}

/**
 * Lifts the block on an address; whether there was one. `onInquiry`: the
 * inquiry page it was done from, whose trail says so too.
 */
export async function unblockSender(
  { db, actor, now = new Date() }: ActionContext,
  email: string,
  onInquiry: string | null = null,
): Promise<boolean> {
  const key = emailKey(email);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("blocked_senders")
      .where("email_key", "=", key)
      .returning("inquiry_id")
      .executeTakeFirst();
    if (!removed) return false;
    const trails = new Set([removed.inquiry_id, onInquiry].filter((id) => id !== null));
    for (const inquiryId of trails) {
      await addEvent(trx, inquiryId, actor, "unblocked", { email: key }, at);
    }
    return true;
  });
}
