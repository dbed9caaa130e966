import { type Kysely, sql } from "kysely";

// Product photos uploaded in the back office, kept in the database so that
// every server process on it sees them and a backup carries them (ADR 0023).
// A photo holds its normalised original (oriented, metadata stripped, sRGB,
// at most a few thousand pixels a side), from which its variants (AVIF and
// WebP at each width, cropped to 4:3 around its focal point) can be made
// again. A product's photos are ordered by position, 0..n-1 with no gaps;
// position 0 is its main photo, so a product with photos has exactly one.
// A variant's name holds a hash of its bytes: served as immutable, and a
// remade variant gets a new name.
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const bytes = dialect === "postgres" ? "bytea" : "blob";
  // SQLite's real is 64-bit; PostgreSQL's is 32-bit, which would read 0.3 back as 0.30000001.
  const fraction = dialect === "postgres" ? "double precision" : "real";

  await db.schema
    .createTable("product_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`))
    .addColumn("alt", "text", (c) => c.notNull())
    // Where the 4:3 crop is centred, as fractions of the width and height.
    .addColumn("focal_x", fraction, (c) =>
      c
        .notNull()
        .defaultTo(0.5)
        .check(sql`focal_x >= 0 and focal_x <= 1`),
    )
    .addColumn("focal_y", fraction, (c) =>
      c
        .notNull()
        .defaultTo(0.5)
        .check(sql`focal_y >= 0 and focal_y <= 1`),
    )
    .addColumn("original", bytes, (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  // One photo per place: two uploads at once cannot both become the main one.
  await db.schema
    .createIndex("product_photos_place")
    .on("product_photos")
    .columns(["product_id", "position"])
    .unique()
    .execute();

  await db.schema
    .createTable("photo_variants")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("photo_id", "text", (c) =>
      c.notNull().references("product_photos.id").onDelete("cascade"),
    )
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", bytes, (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("photo_variants_photo")
    .on("photo_variants")
    .column("photo_id")
    .execute();
}
