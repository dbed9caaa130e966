import type { Kysely } from "kysely";

// Senders staff blocked when marking their inquiry as spam, by the
// inquiries' normalised address (email_key). A blocked sender's new
// inquiries are still stored, as spam and without any e-mail
// (app/inquiries/store.server.ts). Who blocked and from which inquiry is
// kept, so the unblock is written into that inquiry's trail too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("blocked_senders")
    .addColumn("email_key", "text", (c) => c.primaryKey())
    .addColumn("blocked_at", "text", (c) => c.notNull())
    .addColumn("blocked_by", "text")
    .addColumn("blocked_by_name", "text")
    // The inquiry it was blocked from; null once that inquiry is erased.
    .addColumn("inquiry_id", "text", (c) => c.references("inquiries.id").onDelete("set null"))
    .execute();
}
