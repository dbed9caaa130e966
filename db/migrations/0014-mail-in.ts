import { type Kysely, type SqlBool, sql } from "kysely";

// Customers' e-mails read from the business mailbox (app/inquiries/mail-in):
// one row per imported message, keyed by what names it in the mailbox (its
// Message-ID, or the mailbox's UIDVALIDITY and UID when it has none). The
// key is unique and the row is written in the transaction that adds the
// timeline entry, so a second reader, or a re-read after a crash before the
// message was flagged, imports nothing twice. Attachments are kept beside
// it; both go with their inquiry. An inquiry the customer wrote back to
// since staff last replied carries the time of that e-mail.
export const CUSTOMER_REPLIED = "customer_replied_at is not null";

export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const bytes = dialect === "postgres" ? "bytea" : "blob";

  await db.schema.alterTable("inquiries").addColumn("customer_replied_at", "text").execute();
  // Few inquiries wait on staff after a customer's answer: the filter reads only those.
  await db.schema
    .createIndex("inquiries_customer_replied")
    .on("inquiries")
    .column("customer_replied_at")
    .where(sql.raw<SqlBool>(CUSTOMER_REPLIED))
    .execute();

  await db.schema
    .createTable("mail_in")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message_key", "text", (c) => c.notNull().unique())
    .addColumn("inquiry_id", "text", (c) =>
      c.notNull().references("inquiries.id").onDelete("cascade"),
    )
    .addColumn("from_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    /** The message's own Date header, when it has a readable one. */
    .addColumn("sent_at", "text")
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_in_inquiry").on("mail_in").column("inquiry_id").execute();

  await db.schema
    .createTable("mail_in_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("mail_id", "text", (c) => c.notNull().references("mail_in.id").onDelete("cascade"))
    .addColumn("inquiry_id", "text", (c) =>
      c.notNull().references("inquiries.id").onDelete("cascade"),
    )
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("content", bytes, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("mail_in_files_inquiry")
    .on("mail_in_files")
    .column("inquiry_id")
    .execute();
}
