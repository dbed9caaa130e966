import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// Saved answers: the replies staff send again and again, written once by
// an owner with placeholders ({customer_name}, {reference}…) that the reply
// box fills for the inquiry at hand (app/back-office/saved-answers.ts). Who
// changed each last, and when, as in the catalogue. Three to start from.

const SEEDS = [
  {
    title: "Price and availability",
    body: `Hello {customer_name},

Thank you for asking about the {product}. It is in stock at KSh [price] each, VAT included, and we can deliver within Nairobi the same or next day.

If you would like to go ahead, reply to this e-mail or WhatsApp us on {business_whatsapp}, quoting {reference}, and we will send you a quote or an invoice.`,
  },
  {
    title: "Out of stock for now",
    body: `Hello {customer_name},

Thank you for your inquiry about the {product}. We are out of stock at the moment, and we expect new stock in [number] days.

We can call you on arrival, or suggest a similar model that is available today. Just let us know which you prefer, quoting {reference}.`,
  },
  {
    title: "Visit or call us",
    body: `Hello {customer_name},

You are welcome to see it at our shop: {business_address}. We are open {opening_hours}.

You can also call us on {business_phone} or WhatsApp {business_whatsapp}. Please mention {reference} so we find your inquiry quickly.`,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_answers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // The member who changed it last (null: set up with the shop), and their
    // name as it was: a member may leave the team.
    .addColumn("updated_by", "text")
    .addColumn("updated_by_name", "text")
    .execute();
  const at = new Date().toISOString();
  await (db as Kysely<{ saved_answers: Record<string, string | null> }>)
    .insertInto("saved_answers")
    .values(
      SEEDS.map((seed) => ({
        id: randomUUID(),
        ...seed,
        created_at: at,
        updated_at: at,
        updated_by: null,
        updated_by_name: null,
      })),
    )
    .execute();
}
