import { type Kysely, sql } from "kysely";

/** Quote numbers start above this: Q-10001 is the first. */
const FIRST_QUOTE_NUMBER = 10_000;

// Priced quotes: one or more per inquiry, each revision a quote of its own
// (Q-10001, Q-10001-2…), its lines, and files an e-mail of the outbox carries
// (a quote's PDF). Money is whole cents: a 64-bit integer on PostgreSQL
// (a 32-bit one would end at KES 21 million), SQLite's integer is 64-bit.
// Times as in 0001: ISO-8601 text; a quote's last day is a date (YYYY-MM-DD)
// on the business's clock.
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const money = dialect === "postgres" ? "bigint" : "integer";
  const boolean = dialect === "postgres" ? "boolean" : "integer";
  const bytes = dialect === "postgres" ? "bytea" : "blob";

  await db.schema
    .createTable("quotes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inquiry_id", "text", (c) =>
      c.notNull().references("inquiries.id").onDelete("cascade"),
    )
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("series", "integer", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    // The customer's link (/quotes/<token>): random, given at sending.
    .addColumn("token", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text")
    .addColumn("company", "text")
    .addColumn("kra_pin", "text")
    .addColumn("prices_include_vat", boolean, (c) => c.notNull())
    .addColumn("vat_basis_points", "integer", (c) => c.notNull())
    .addColumn("discount_kind", "text")
    .addColumn("discount_value", money)
    .addColumn("note", "text")
    .addColumn("terms", "text")
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("subtotal_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("discount_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("vat_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("total_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("viewed_at", "text")
    .addColumn("answered_at", "text")
    .addColumn("answer_name", "text")
    .addColumn("answer_po", "text")
    .addColumn("answer_note", "text")
    .addColumn("replaced_by", "text")
    .addColumn("expired_at", "text")
    .execute();
  // What an accepted quote won: the inquiry's value.
  await db.schema.alterTable("inquiries").addColumn("value_cents", money).execute();

  await db.schema.createIndex("quotes_inquiry").on("quotes").column("inquiry_id").execute();
  await db.schema
    .createIndex("quotes_status_sent")
    .on("quotes")
    .columns(["status", "sent_at"])
    .execute();

  await db.schema
    .createTable("quote_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("quote_id", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price_cents", money, (c) => c.notNull())
    .addColumn("discount_kind", "text")
    .addColumn("discount_value", money)
    .addColumn("vatable", boolean, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("quote_lines_quote")
    .on("quote_lines")
    .columns(["quote_id", "position"])
    .execute();

  await db.schema
    .createTable("mail_attachments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("outbox_id", "text", (c) =>
      c.notNull().references("mail_outbox.id").onDelete("cascade"),
    )
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("content", bytes, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("mail_attachments_outbox")
    .on("mail_attachments")
    .column("outbox_id")
    .execute();

  await sql`insert into counters (name, value) values ('quote_number', ${FIRST_QUOTE_NUMBER})`.execute(
    db,
  );
}
