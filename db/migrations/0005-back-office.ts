import { type Kysely, sql } from "kysely";
import { replyDueAt } from "#app/business/business-hours.ts";
import { normalizePhone } from "#app/inquiries/phone.ts";
import { inquiryReference } from "#app/inquiries/reference.ts";

/** References start above this number: MW-10001 is the first. */
export const FIRST_REFERENCE_NUMBER = 10_000;

// The back office: staff roles on better-auth's admin plugin, an
// inquiry's work (status, assignee, the reply promise) beside it, an audit
// trail that is only ever added to, and e-mails that belong to no inquiry
// (reminders, the digest).
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const boolean = dialect === "postgres" ? "boolean" : "integer";
  const timestamp = dialect === "postgres" ? "timestamptz" : "date";

  // better-auth's admin plugin: the role (owner, staff; customers have none
  // or "user") and its ban fields, which it reads on every session.
  await db.schema.alterTable("user").addColumn("role", "text").execute();
  await db.schema
    .alterTable("user")
    .addColumn("banned", boolean, (c) => c.defaultTo(sql.lit(dialect === "postgres" ? false : 0)))
    .execute();
  await db.schema.alterTable("user").addColumn("banReason", "text").execute();
  await db.schema.alterTable("user").addColumn("banExpires", timestamp).execute();
  await db.schema.alterTable("session").addColumn("impersonatedBy", "text").execute();

  for (const column of [
    "reference",
    "email_key",
    "phone_key",
    "assignee_id",
    "due_at",
    "first_reply_at",
    "closed_at",
    "updated_at",
  ]) {
    await db.schema.alterTable("inquiries").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("inquiries")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();

  // One row per counter; the inquiry's insert takes the next number in its
  // own transaction, so two processes never hand out one reference twice.
  await db.schema
    .createTable("counters")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();

  // Inquiries from before: a reference each, in the order they came.
  const existing = await sql<{
    id: string;
    created_at: string;
    email: string;
    phone: string | null;
  }>`select id, created_at, email, phone from inquiries order by created_at, id`.execute(db);
  let number = FIRST_REFERENCE_NUMBER;
  for (const row of existing.rows) {
    number += 1;
    await sql`update inquiries set reference = ${inquiryReference(number)}, email_key = ${row.email.toLowerCase()},
      phone_key = ${normalizePhone(row.phone)}, due_at = ${replyDueAt(new Date(row.created_at)).toISOString()},
      updated_at = ${row.created_at} where id = ${row.id}`.execute(db);
  }
  await sql`insert into counters (name, value) values ('inquiry_reference', ${number})`.execute(db);

  await db.schema
    .createIndex("inquiries_reference")
    .unique()
    .on("inquiries")
    .column("reference")
    .execute();
  await db.schema.createIndex("inquiries_created").on("inquiries").column("created_at").execute();
  await db.schema
    .createIndex("inquiries_status_created")
    .on("inquiries")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("inquiries_assignee_created")
    .on("inquiries")
    .columns(["assignee_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("inquiries_product_created")
    .on("inquiries")
    .columns(["product", "created_at"])
    .execute();
  await db.schema.createIndex("inquiries_email_key").on("inquiries").column("email_key").execute();
  await db.schema.createIndex("inquiries_phone_key").on("inquiries").column("phone_key").execute();

  // The audit trail: rows are added, never changed (an erasure removes an
  // inquiry with its trail).
  await db.schema
    .createTable("inquiry_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inquiry_id", "text", (c) =>
      c.notNull().references("inquiries.id").onDelete("cascade"),
    )
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .execute();
  await db.schema
    .createIndex("inquiry_events_inquiry")
    .on("inquiry_events")
    .columns(["inquiry_id", "at"])
    .execute();

  // Reminders and the digest are e-mails of no one inquiry, and replies are
  // threaded under the acknowledgement: inquiry_id may be empty, and each
  // message says what it is and what it answers.
  if (dialect === "postgres") {
    await sql`alter table mail_outbox alter column inquiry_id drop not null`.execute(db);
    await db.schema
      .alterTable("mail_outbox")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("notification"))
      .execute();
    await db.schema.alterTable("mail_outbox").addColumn("in_reply_to", "text").execute();
  } else {
    // SQLite cannot relax NOT NULL in place: the table is copied.
    await sql`create table mail_outbox_next (
      id text primary key,
      inquiry_id text references inquiries(id),
      kind text not null default 'notification',
      message_id text not null unique,
      in_reply_to text,
      recipient text not null,
      reply_to text,
      subject text not null,
      text_body text not null,
      html_body text not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      next_attempt_at text not null,
      lease_token text,
      lease_until text,
      last_error text,
      created_at text not null,
      sent_at text
    )`.execute(db);
    await sql`insert into mail_outbox_next (id, inquiry_id, message_id, recipient, reply_to, subject,
      text_body, html_body, status, attempts, next_attempt_at, lease_token, lease_until, last_error,
      created_at, sent_at)
      select id, inquiry_id, message_id, recipient, reply_to, subject, text_body, html_body, status,
      attempts, next_attempt_at, lease_token, lease_until, last_error, created_at, sent_at
      from mail_outbox`.execute(db);
    await sql`drop table mail_outbox`.execute(db);
    await sql`alter table mail_outbox_next rename to mail_outbox`.execute(db);
    await db.schema
      .createIndex("mail_outbox_due")
      .on("mail_outbox")
      .columns(["status", "next_attempt_at"])
      .execute();
  }
  await db.schema
    .createIndex("mail_outbox_inquiry")
    .on("mail_outbox")
    .column("inquiry_id")
    .execute();

  // Reminders and digests already queued, by a key naming what and when:
  // the insert that claims the key is the one that sends it, in any process.
  await db.schema
    .createTable("sent_notices")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
