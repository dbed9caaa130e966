import { type Kysely, sql } from "kysely";
import { categories } from "../../app/catalogue/categories.ts";
import { productRecords } from "../../app/catalogue/products.ts";

// The catalogue in the database, so the business can edit it: categories,
// products (with a private list price, a status and a version for edits
// that must not overwrite each other), the slugs a product had before (to
// answer 301), and a record of every change. Seeded with the catalogue as
// it was written in app/catalogue/, so a fresh install shows exactly that.
// The seed is read from those files as they are when this runs: they are
// the seed now, and are kept as the spec's catalogue.
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const money = dialect === "postgres" ? "bigint" : "integer";
  const boolean = dialect === "postgres" ? "boolean" : "integer";
  const now = new Date().toISOString();

  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category_id", "text", (c) => c.notNull().references("categories.id"))
    .addColumn("description", "text", (c) => c.notNull())
    // A JSON array of 3 to 6 short lines.
    .addColumn("specifications", "text", (c) => c.notNull())
    .addColumn("illustration", "text", (c) => c.notNull())
    .addColumn("featured", boolean, (c) => c.notNull())
    // published, draft or archived.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("seo_title", "text")
    .addColumn("seo_description", "text")
    // Never shown to the public: where a quote's unit price starts.
    .addColumn("list_price_cents", money)
    // The catalogue's order within a category.
    .addColumn("position", "integer", (c) => c.notNull())
    // Raised by every save: a save based on an older one is refused.
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createIndex("products_category")
    .on("products")
    .columns(["category_id", "position"])
    .execute();

  await db.schema
    .createTable("product_old_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("product_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    // { field: [before, after] } for each field the save changed.
    .addColumn("changes", "text", (c) => c.notNull())
    // The whole product after the save: what 'restore this version' puts back.
    .addColumn("snapshot", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_changes_product")
    .on("product_changes")
    .columns(["product_id", "at"])
    .execute();

  const flag = (value: boolean) => (dialect === "postgres" ? value : value ? 1 : 0);
  const categoryIds = new Map(categories.map((category, i) => [category.slug, String(i + 1)]));
  await db
    .insertInto("categories" as never)
    .values(
      categories.map((category, i) => ({
        id: String(i + 1),
        slug: category.slug,
        name: category.name,
        icon: category.icon,
        description: category.description,
        position: i + 1,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
  await db
    .insertInto("products" as never)
    .values(
      productRecords.map((product, i) => ({
        id: product.id,
        slug: product.slug,
        name: product.name,
        category_id: categoryIds.get(product.categorySlug),
        description: product.description,
        specifications: JSON.stringify(product.specifications),
        illustration: product.illustration,
        featured: flag(product.featured === true),
        status: "published",
        position: i + 1,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
  // New products are numbered after the seed's.
  await sql`insert into counters (name, value) values ('product_id', ${productRecords.length})`.execute(
    db,
  );
}
