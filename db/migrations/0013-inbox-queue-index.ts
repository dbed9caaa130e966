import { type Kysely, type SqlBool, sql } from "kysely";

// The inbox's queue (app/back-office/inbox.server.ts): what still awaits a
// first answer, by due time. A partial index holds only those rows, so the
// queue's first page, its count and the overdue count read a few hundred
// entries, not 100,000 inquiries. The predicate is written out, as the
// query writes it: neither database uses a partial index for a condition
// with parameters in it.
export const AWAITING_ANSWER = "first_reply_at is null and status not in ('won', 'lost', 'spam')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("inquiries_awaiting_due")
    .on("inquiries")
    .columns(["due_at", "created_at", "id"])
    .where(sql.raw<SqlBool>(AWAITING_ANSWER))
    .execute();
}
