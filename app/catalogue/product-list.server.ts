// The back office's product list (/staff/catalogue): a page of products in
// the catalogue's order, filtered as the URL says (product-list-filters.ts),
// a count per status for the tabs, and for each row who changed it last and
// how many inquiries named it over the last 30 days. Inquiries store the
// product's name as it was sent, so they are counted by its current name.

import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { type Db, dialectOf } from "#app/platform/db.server.ts";
import { containsPattern } from "#app/platform/sql-like.ts";
import type { Database } from "../../db/schema.ts";
import { hasPhoto } from "./photo-presence.server.ts";
import { PRODUCT_PAGE_SIZE, type ProductFilters, RECENT_DAYS } from "./product-list-filters.ts";
import { PRODUCT_STATUSES, type ProductStatus } from "./product-schema.ts";
import { viewsByProduct } from "./views.server.ts";

type Eb = ExpressionBuilder<Database, "products" | "categories">;

const SEARCH_TEXT = sql`lower(products.name || ' ' || products.slug || ' ' || products.description)`;

/** The filters' conditions; the status's only when `withStatus` (the tabs count without it). */
function conditions(
  eb: Eb,
  filters: ProductFilters,
  flag: (on: boolean) => boolean | number,
  withStatus = true,
) {
  const all: ReturnType<Eb["and"]>[] = [];
  if (filters.q)
    all.push(eb.and([sql<SqlBool>`${SEARCH_TEXT} like ${containsPattern(filters.q)} escape '\\'`]));
  if (filters.category) all.push(eb.and([eb("categories.slug", "=", filters.category)]));
  if (filters.featured)
    all.push(eb.and([eb("products.featured", "=", flag(filters.featured === "yes"))]));
  if (filters.photo)
    all.push(eb.and([filters.photo === "with" ? hasPhoto(eb) : eb.not(hasPhoto(eb))]));
  if (withStatus && filters.status) all.push(eb.and([eb("products.status", "=", filters.status)]));
  return eb.and(all);
}

export interface ProductListRow {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly category: { readonly name: string; readonly icon: string };
  readonly status: ProductStatus;
  readonly featured: boolean;
  readonly hasPhoto: boolean;
  readonly updatedAt: string;
  /** Who saved it last; null for the seed, or an account since removed. */
  readonly updatedBy: string | null;
  /** Inquiries naming it over the last RECENT_DAYS days. */
  readonly inquiries: number;
  /** Views of its page over the same days (ADR 0026). */
  readonly views: number;
}

export interface ProductListPage {
  readonly rows: ProductListRow[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** Over the other filters, whatever the status. */
  readonly counts: Record<ProductStatus | "all", number>;
}

const products = (db: Db) =>
  db.selectFrom("products").innerJoin("categories", "categories.id", "products.category_id");

export async function listProducts(
  db: Db,
  filters: ProductFilters,
  { now = new Date() }: { now?: Date } = {},
): Promise<ProductListPage> {
  // A flag is a boolean on PostgreSQL, 0 or 1 on SQLite.
  const flag = dialectOf(db) === "postgres" ? (on: boolean) => on : (on: boolean) => (on ? 1 : 0);
  const perStatus = await products(db)
    .where((eb) => conditions(eb, filters, flag, false))
    .select((eb) => ["products.status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("products.status")
    .execute();
  const counts = Object.fromEntries([...PRODUCT_STATUSES, "all"].map((s) => [s, 0])) as Record<
    ProductStatus | "all",
    number
  >;
  for (const row of perStatus) {
    counts[row.status] += Number(row.count);
    counts.all += Number(row.count);
  }
  const total = filters.status ? counts[filters.status] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);

  const rows = await products(db)
    .leftJoin("user", "user.id", "products.updated_by")
    .where((eb) => conditions(eb, filters, flag))
    .select((eb) => [
      "products.id",
      "products.name",
      "products.slug",
      "products.status",
      "products.featured",
      "products.updated_at",
      "categories.name as category_name",
      "categories.icon as category_icon",
      "user.name as updated_by",
      hasPhoto(eb).as("has_photo"),
    ])
    .orderBy("categories.position")
    .orderBy("products.position")
    .orderBy("products.id")
    .limit(PRODUCT_PAGE_SIZE)
    .offset((page - 1) * PRODUCT_PAGE_SIZE)
    .execute();

  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [inquiries, views] = await Promise.all([
    inquiriesByName(
      db,
      rows.map((row) => row.name),
      since,
    ),
    viewsByProduct(db, { days: RECENT_DAYS, now }),
  ]);

  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      category: { name: row.category_name, icon: row.category_icon },
      status: row.status,
      featured: Boolean(row.featured),
      hasPhoto: Boolean(row.has_photo),
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      inquiries: inquiries.get(row.name) ?? 0,
      views: views.get(row.id) ?? 0,
    })),
    total,
    page,
    pageCount,
    counts,
  };
}

/** How many inquiries since `since` named each of `names`. */
async function inquiriesByName(
  db: Db,
  names: readonly string[],
  since: string,
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom("inquiries")
    .select((eb) => ["product", eb.fn.countAll<number | string>().as("count")])
    .where("product", "in", [...new Set(names)])
    .where("created_at", ">=", since)
    .groupBy("product")
    .execute();
  return new Map(rows.map((row) => [row.product ?? "", Number(row.count)]));
}
