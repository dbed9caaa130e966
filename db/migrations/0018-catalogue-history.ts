import type { Kysely } from "kysely";

// What the catalogue's history lacked. Categories get a version, raised by
// every change, so that a save based on an older one is refused (as a
// product's is), and a row per change (`category_changes`: who, when, each
// changed field as [before, after]). A product's photos get a row per
// change too (`product_photo_changes`: an upload, a removal, a new order, a
// new focal point or description), shown in the product's history beside
// its saves. Rows go with their category or product; a photo's stay after
// it is removed, which is the point.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("categories")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("category_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("category_id", "text", (c) =>
      c.notNull().references("categories.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    // { field: [before, after] } for each field the change made.
    .addColumn("changes", "text", (c) => c.notNull())
    .addUniqueConstraint("category_changes_version", ["category_id", "version"])
    .execute();

  await db.schema
    .createTable("product_photo_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    // No reference: a removed photo's changes are kept.
    .addColumn("photo_id", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    // added, removed, moved, main, focal or alt.
    .addColumn("action", "text", (c) => c.notNull())
    // JSON: the photo's description, and [before, after] of what changed.
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_photo_changes_product")
    .on("product_photo_changes")
    .columns(["product_id", "at"])
    .execute();
}
