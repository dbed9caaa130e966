import type { Kysely } from "kysely";

// A category's former slugs, so that its old address answers 301 to the
// current one (as a product's does: product_old_slugs). A row goes with
// its category.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("category_old_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("category_id", "text", (c) =>
      c.notNull().references("categories.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
