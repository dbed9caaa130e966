// Retention (RETENTION_MONTHS): closed inquiries (won, lost, spam) are
// deleted some months after they closed, with their trail, their e-mails
// (sent, and read from the mailbox with their attachments) and their reminder keys, so the business keeps no one's details longer than it
// said. Open inquiries are kept whatever their age.

import { sql } from "kysely";
import { CLOSED_STATUSES } from "#app/inquiries/status.ts";
import type { Db } from "#app/platform/db.server.ts";

/** The instant `months` calendar months before `now` (31 March - 1 month: 3 March, as Date does). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes closed inquiries whose closed_at is more than `months` old. Returns how many. */
export async function deleteExpiredInquiries({
  db,
  months,
  now = new Date(),
}: {
  db: Db;
  months: number;
  now?: Date;
}): Promise<number> {
  const cutoff = retentionCutoff(now, months).toISOString();
  // Every statement writes (no read first): in SQLite the transaction takes
  // the write lock at once, so another process's writes cannot make it fail.
  return db.transaction().execute(async (trx) => {
    const expired = trx
      .selectFrom("inquiries")
      .where("status", "in", CLOSED_STATUSES)
      .where("closed_at", "is not", null)
      .where("closed_at", "<", cutoff);
    const ids = expired.select("id");
    await trx.deleteFrom("inquiry_events").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("mail_outbox").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("mail_in_files").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("mail_in").where("inquiry_id", "in", ids).execute();
    await trx
      .deleteFrom("sent_notices")
      .where("key", "in", expired.select(sql<string>`'due-soon:' || id`.as("key")))
      .execute();
    const result = await trx.deleteFrom("inquiries").where("id", "in", ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
