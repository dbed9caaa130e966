import type { Kysely } from "kysely";

// Views per product, counted on the server (app/catalogue/views.server.ts):
// a row per product, Nairobi day (YYYY-MM-DD) and visitor, so a visitor
// counts once a day per product. The visitor is a keyed hash of address and
// user agent under that day's salt; neither is stored. No foreign key to
// products: a batch of views must not fail as a whole for one product
// removed meanwhile, and the counts are read through products anyway.
// A day's salt is a row, so that every server process on one database hashes
// alike; it is deleted once the day is over, and with it any way back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_views")
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_views_pk", ["product_id", "day", "visitor"])
    .execute();
  // The counts over a window of days, and pruning by day.
  await db.schema
    .createIndex("product_views_day")
    .on("product_views")
    .columns(["day", "product_id"])
    .execute();

  await db.schema
    .createTable("view_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}
