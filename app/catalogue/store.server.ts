// The catalogue as the database holds it (migration 0008 seeds it with
// categories.ts and products.ts): what the back office edits. Read here
// into the shapes the site already uses, plus what only staff see.

import type { Db, Trx } from "#app/platform/db.server.ts";
import type { ProductStatus } from "./product-schema.ts";
import type { Category, CategorySlug, IllustrationKind, ProductRecord } from "./types.ts";

export interface StoredCategory extends Category {
  readonly id: string;
  readonly position: number;
}

export interface StoredProduct extends ProductRecord {
  readonly status: ProductStatus;
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
  /** Private: quotes start from it; never in a public response. */
  readonly listPriceCents: number | null;
  readonly version: number;
  readonly updatedAt: string;
}

/** Every category in order, and every product (any status) in catalogue order. */
export async function readCatalogue(
  db: Db,
): Promise<{ categories: StoredCategory[]; products: StoredProduct[] }> {
  const [categoryRows, productRows] = await Promise.all([
    db.selectFrom("categories").selectAll().orderBy("position").execute(),
    db
      .selectFrom("products")
      .innerJoin("categories", "categories.id", "products.category_id")
      .selectAll("products")
      .select("categories.slug as category_slug")
      .orderBy("categories.position")
      .orderBy("products.position")
      .execute(),
  ]);
  return {
    categories: categoryRows.map((row) => ({
      id: row.id,
      slug: row.slug as CategorySlug,
      name: row.name,
      icon: row.icon,
      description: row.description,
      position: row.position,
    })),
    products: productRows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      categorySlug: row.category_slug as CategorySlug,
      description: row.description,
      specifications: JSON.parse(row.specifications) as string[],
      illustration: row.illustration as IllustrationKind,
      ...(row.featured ? { featured: true } : {}),
      status: row.status,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      listPriceCents: row.list_price_cents,
      version: row.version,
      updatedAt: row.updated_at,
    })),
  };
}

/**
 * Raises the catalogue's version, inside the transaction that changed it:
 * how every server learns that its copy is old (live.server.ts), even one
 * that missed the notice.
 */
export async function touchCatalogue(trx: Db | Trx): Promise<void> {
  await trx
    .insertInto("counters")
    .values({ name: CATALOGUE_VERSION, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb("counters.value", "+", 1) })),
    )
    .execute();
}

const CATALOGUE_VERSION = "catalogue_version";

/** The catalogue's version: 0 until its first change. */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("counters")
    .select("value")
    .where("name", "=", CATALOGUE_VERSION)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Every former slug → the id of the product that had it. */
export async function readOldSlugs(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("product_old_slugs").select(["slug", "product_id"]).execute();
  return new Map(rows.map((row) => [row.slug, row.product_id]));
}

/** Every former category slug → the category's current slug. */
export async function readOldCategorySlugs(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("category_old_slugs")
    .innerJoin("categories", "categories.id", "category_old_slugs.category_id")
    .select(["category_old_slugs.slug as old", "categories.slug as current"])
    .execute();
  return new Map(rows.map((row) => [row.old, row.current]));
}

/** A product as a quote names it: every one not archived, in catalogue order, with its private list price. */
export interface QuotableProduct {
  readonly id: string;
  readonly name: string;
  readonly listPriceCents: number | null;
}

export async function quotableProducts(db: Db): Promise<QuotableProduct[]> {
  const rows = await db
    .selectFrom("products")
    .innerJoin("categories", "categories.id", "products.category_id")
    .select(["products.id", "products.name", "products.list_price_cents"])
    .where("products.status", "!=", "archived")
    .orderBy("categories.position")
    .orderBy("products.position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    listPriceCents: row.list_price_cents === null ? null : Number(row.list_price_cents),
  }));
}

/** Every product's current name by id, archived ones too: what a quote line was. */
export async function productNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("products").select(["id", "name"]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
