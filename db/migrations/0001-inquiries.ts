import type { Kysely } from "kysely";

// Portable across SQLite and PostgreSQL: text ids made by the app, and
// timestamps as ISO-8601 UTC text (fixed width, so they compare as text).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("inquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("message", "text")
    .addColumn("product", "text")
    .addColumn("page", "text")
    .execute();

  // The notification e-mail, written in the same transaction as the inquiry
  // and sent by the outbox worker (app/platform/outbox.server.ts).
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inquiry_id", "text", (c) => c.notNull().references("inquiries.id"))
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();

  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("inquiries").execute();
}
