// Editing the catalogue: a product created, saved, duplicated or put back
// as it was. Every save is one transaction that checks the version the
// editor started from (a save based on an older one is refused, with what
// changed in between), records who changed which fields from what to what,
// and keeps a renamed product's old slug so its old address still leads
// to it. Create and save also run inside a caller's transaction (the CSV
// import applies a whole file as one).

import { randomUUID } from "node:crypto";
import { nextCount } from "#app/platform/counters.server.ts";
import {
  type Db,
  type Dialect,
  type Trx,
  dialectOf,
  inTransaction,
} from "#app/platform/db.server.ts";
import type { ProductForm } from "./product-schema.ts";
import { touchCatalogue } from "./store.server.ts";

/** The fields a save can change, in the order the history lists them. */
export const PRODUCT_FIELDS = [
  "name",
  "slug",
  "categoryId",
  "description",
  "specifications",
  "featured",
  "status",
  "seoTitle",
  "seoDescription",
  "listPriceCents",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** A product's editable fields as a save stores them. */
export type ProductValues = Omit<ProductForm, "listPrice"> & { listPriceCents: number | null };

export type FieldChanges = Partial<Record<ProductField, [unknown, unknown]>>;

export interface Actor {
  readonly id: string;
  readonly name: string;
}

/** A refusal a person can act on: which field, and what to do. */
export class CatalogueError extends Error {
  readonly field: ProductField | "form";
  constructor(message: string, field: ProductField | "form" = "form") {
    super(message);
    this.field = field;
  }
}

/** Another save came first: what it changed, and who made it. */
export class EditConflict extends Error {
  readonly current: number;
  readonly since: readonly { by: string | null; at: string; fields: ProductField[] }[];
  constructor(current: number, since: EditConflict["since"]) {
    super("Someone else saved this product while you were editing it.");
    this.current = current;
    this.since = since;
  }
}

type ProductRow = Awaited<ReturnType<typeof readRow>>;

function readRow(db: Db | Trx, id: string) {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

export function valuesOf(row: NonNullable<ProductRow>): ProductValues {
  return {
    name: row.name,
    slug: row.slug,
    categoryId: row.category_id,
    description: row.description,
    specifications: JSON.parse(row.specifications) as string[],
    featured: Boolean(row.featured),
    status: row.status,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    listPriceCents: row.list_price_cents === null ? null : Number(row.list_price_cents),
  };
}

function columnsOf(values: ProductValues, dialect: Dialect) {
  return {
    name: values.name,
    slug: values.slug,
    category_id: values.categoryId,
    description: values.description,
    specifications: JSON.stringify(values.specifications),
    featured: dialect === "postgres" ? values.featured : values.featured ? 1 : 0,
    status: values.status,
    seo_title: values.seoTitle,
    seo_description: values.seoDescription,
    list_price_cents: values.listPriceCents,
  };
}

/** The fields whose values differ, each as [before, after]. */
export function changesBetween(before: ProductValues, after: ProductValues): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of PRODUCT_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      changes[field] = [before[field], after[field]];
  }
  return changes;
}

/** A new product's fields, each as [null, value]: what its first version changed. */
export function creationChanges(values: ProductValues): FieldChanges {
  return Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, [null, values[field]]]));
}

/** Refuses a slug another product has, or had; a category that is not there. */
async function checkReferences(trx: Trx, id: string | null, values: ProductValues) {
  const taken = await trx
    .selectFrom("products")
    .select("id")
    .where("slug", "=", values.slug)
    .where("id", "!=", id ?? "")
    .executeTakeFirst();
  const held = await trx
    .selectFrom("product_old_slugs")
    .select("product_id")
    .where("slug", "=", values.slug)
    .where("product_id", "!=", id ?? "")
    .executeTakeFirst();
  if (taken || held)
    throw new CatalogueError(
      "Another product uses this slug, or used it before: its old address leads there. Choose another.",
      "slug",
    );
  const category = await trx
    .selectFrom("categories")
    .select("id")
    .where("id", "=", values.categoryId)
    .executeTakeFirst();
  if (!category) throw new CatalogueError("Choose a category", "categoryId");
}

async function record(
  trx: Trx,
  productId: string,
  version: number,
  changes: FieldChanges,
  values: ProductValues,
  actor: Actor | null,
  at: string,
) {
  await touchCatalogue(trx);
  await trx
    .insertInto("product_changes")
    .values({
      id: randomUUID(),
      product_id: productId,
      version,
      at,
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      changes: JSON.stringify(changes),
      snapshot: JSON.stringify(values),
    })
    .execute();
}

/** A new product, numbered after the last; its first version recorded. Its id. */
export async function createProduct(
  db: Db | Trx,
  values: ProductValues,
  { actor, now = new Date() }: { actor: Actor | null; now?: Date },
): Promise<string> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const id = String(await nextCount(trx, "product_id"));
    await checkReferences(trx, id, values);
    const last = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("category_id", "=", values.categoryId)
      .executeTakeFirst();
    await trx
      .insertInto("products")
      .values({
        id,
        ...columnsOf(values, dialectOf(trx)),
        illustration: "software",
        position: Number(last?.position ?? 0) + 1,
        created_at: at,
        updated_at: at,
        updated_by: actor?.id ?? null,
      })
      .execute();
    await record(trx, id, 1, creationChanges(values), values, actor, at);
    return id;
  });
}

/**
 * Saves a product as edited from `version`. Nothing changed: nothing is
 * written. Returns the version now stored.
 */
export async function saveProduct(
  db: Db | Trx,
  id: string,
  values: ProductValues,
  { version, actor, now = new Date() }: { version: number; actor: Actor | null; now?: Date },
): Promise<number> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await readRow(trx, id);
    if (!row) throw new CatalogueError("There is no such product.");
    if (row.version !== version) throw await conflict(trx, id, version, row.version);
    const before = valuesOf(row);
    const changes = changesBetween(before, values);
    if (Object.keys(changes).length === 0) return row.version;
    await checkReferences(trx, id, values);
    const next = row.version + 1;
    // Conditional on the version read: a save in another process between
    // the read and here changes no row, and is reported as a conflict.
    const updated = await trx
      .updateTable("products")
      .set({
        ...columnsOf(values, dialectOf(trx)),
        version: next,
        updated_at: at,
        updated_by: actor?.id ?? null,
      })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw await conflict(trx, id, version, version + 1);
    if (changes.slug) {
      // Its old address keeps leading here; taking back a slug it had drops that row.
      await trx.deleteFrom("product_old_slugs").where("slug", "=", values.slug).execute();
      await trx
        .insertInto("product_old_slugs")
        .values({ slug: before.slug, product_id: id, created_at: at })
        .onConflict((oc) => oc.column("slug").doUpdateSet({ product_id: id, created_at: at }))
        .execute();
    }
    await record(trx, id, next, changes, values, actor, at);
    return next;
  });
}

async function conflict(trx: Trx, id: string, from: number, current: number) {
  const since = await trx
    .selectFrom("product_changes")
    .select(["actor_name", "at", "changes"])
    .where("product_id", "=", id)
    .where("version", ">", from)
    .orderBy("version")
    .execute();
  return new EditConflict(
    current,
    since.map((change) => ({
      by: change.actor_name,
      at: change.at,
      fields: Object.keys(JSON.parse(change.changes) as FieldChanges) as ProductField[],
    })),
  );
}

/** A copy of a product as a draft, under a free name and slug. The copy's id. */
export async function duplicateProduct(
  db: Db,
  id: string,
  { actor, now = new Date() }: { actor: Actor | null; now?: Date },
): Promise<string> {
  const row = await readRow(db, id);
  if (!row) throw new CatalogueError("There is no such product.");
  const values = valuesOf(row);
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? "copy" : `copy-${n}`;
    const slug = `${values.slug.slice(0, 80 - suffix.length - 1)}-${suffix}`;
    const used = await db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", slug)
      .union(db.selectFrom("product_old_slugs").select("product_id as id").where("slug", "=", slug))
      .executeTakeFirst();
    if (used) continue;
    return createProduct(
      db,
      {
        ...values,
        name: `${values.name} (copy${n === 1 ? "" : ` ${n}`})`.slice(0, 120),
        slug,
        featured: false,
        status: "draft",
      },
      { actor, now },
    );
  }
}

export interface ProductVersion {
  readonly id: string;
  readonly version: number;
  readonly at: string;
  readonly by: string | null;
  readonly changes: FieldChanges;
}

/** Every save of a product, newest first. */
export async function productHistory(db: Db, productId: string): Promise<ProductVersion[]> {
  const rows = await db
    .selectFrom("product_changes")
    .select(["id", "version", "at", "actor_name", "changes"])
    .where("product_id", "=", productId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    at: row.at,
    by: row.actor_name,
    changes: JSON.parse(row.changes) as FieldChanges,
  }));
}

/** Saves a product as it was after one of its saves: a new version, recorded like any other. */
export async function restoreVersion(
  db: Db,
  productId: string,
  changeId: string,
  { version, actor, now = new Date() }: { version: number; actor: Actor | null; now?: Date },
): Promise<number> {
  const change = await db
    .selectFrom("product_changes")
    .select("snapshot")
    .where("id", "=", changeId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  if (!change) throw new CatalogueError("There is no such version of this product.");
  const values = JSON.parse(change.snapshot) as ProductValues;
  return saveProduct(db, productId, values, { version, actor, now });
}

/**
 * Saves a product as it was before one of its saves: that save's snapshot
 * with the fields it changed put back. For a product's first recorded save
 * when the one before was never recorded (the seed's version 1).
 */
export async function restoreBeforeChange(
  db: Db,
  productId: string,
  changeId: string,
  { version, actor, now = new Date() }: { version: number; actor: Actor | null; now?: Date },
): Promise<number> {
  const change = await db
    .selectFrom("product_changes")
    .select(["snapshot", "changes"])
    .where("id", "=", changeId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  if (!change) throw new CatalogueError("There is no such version of this product.");
  const values = JSON.parse(change.snapshot) as ProductValues;
  const changes = JSON.parse(change.changes) as FieldChanges;
  const before = { ...values } as Record<ProductField, unknown>;
  for (const [field, [was]] of Object.entries(changes) as [ProductField, [unknown, unknown]][]) {
    before[field] = was;
  }
  // A product's creation has nothing before it.
  if (before.name === null) throw new CatalogueError("There is no version before this one.");
  return saveProduct(db, productId, before as ProductValues, { version, actor, now });
}

/** The product an old slug leads to now, by its current slug; null when none. */
export async function currentSlugFor(db: Db, oldSlug: string): Promise<string | null> {
  const row = await db
    .selectFrom("product_old_slugs")
    .innerJoin("products", "products.id", "product_old_slugs.product_id")
    .select("products.slug")
    .where("product_old_slugs.slug", "=", oldSlug)
    .executeTakeFirst();
  return row?.slug ?? null;
}
