// The catalogue's categories as staff keep them (/staff/catalogue/categories):
// listed in the site's order with how many products each holds, added and
// edited under the rules of category-schema.ts (a free name and slug, one
// emoji), moved up or down, and deleted only when empty. Every change
// raises the category's version and records who changed which fields from
// what to what (category_changes); a save based on an older version is
// refused with what changed in between, as a product's is.

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db, Trx } from "#app/platform/db.server.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import type { Actor } from "./editing.server.ts";
import { touchCatalogue } from "./store.server.ts";
import {
  type CategoryField,
  type CategoryFormInput,
  type CategoryValues,
  categoryFormSchema,
} from "./category-schema.ts";

export interface CategorySummary {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly icon: string;
  readonly description: string;
  readonly position: number;
  /** Products in it, whatever their status (archived ones too). */
  readonly products: number;
  readonly updatedAt: string;
  /** What a save starts from. */
  readonly version: number;
}

/** What a change can change, in the order the history lists them. */
export const CATEGORY_HISTORY_FIELDS = ["name", "slug", "icon", "description", "position"] as const;
export type CategoryHistoryField = (typeof CATEGORY_HISTORY_FIELDS)[number];
export type CategoryChanges = Partial<Record<CategoryHistoryField, [unknown, unknown]>>;

/** One change to a category, as its history shows it. */
export interface CategoryVersion {
  readonly id: string;
  readonly version: number;
  readonly at: string;
  readonly by: string | null;
  readonly changes: CategoryChanges;
}

/** Who makes a change, and when. */
export interface CategoryChangeBy {
  readonly actor?: Actor | null;
  readonly now?: Date;
}

/** Another change came first: what it changed, and who made it. */
export class CategoryConflict extends Error {
  readonly current: number;
  readonly since: readonly { by: string | null; at: string; fields: CategoryHistoryField[] }[];
  constructor(current: number, since: CategoryConflict["since"]) {
    super("Someone else changed this category after you opened the page.");
    this.current = current;
    this.since = since;
  }
}

/** A refusal a person can act on: which field, and what to do. */
export class CategoryError extends Error {
  readonly field: CategoryField | "form";
  constructor(message: string, field: CategoryField | "form" = "form") {
    super(message);
    this.field = field;
  }
}

export type CategoryErrors = Partial<Record<CategoryField | "form", string>>;

/** A posted category form: its values, or a message for each field that is wrong. */
export function readCategoryForm(
  input: Partial<Record<keyof CategoryFormInput, unknown>>,
): { ok: true; values: CategoryValues } | { ok: false; errors: CategoryErrors } {
  const parsed = categoryFormSchema.safeParse(input);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : { ok: false, errors: fieldErrors<CategoryField>(parsed.error) };
}

/** Every category in the site's order, with its product count. */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  const rows = await db
    .selectFrom("categories")
    .leftJoin("products", "products.category_id", "categories.id")
    .select((eb) => [
      "categories.id",
      "categories.slug",
      "categories.name",
      "categories.icon",
      "categories.description",
      "categories.position",
      "categories.updated_at",
      "categories.version",
      eb.fn.count<number | string>("products.id").as("products"),
    ])
    .groupBy([
      "categories.id",
      "categories.slug",
      "categories.name",
      "categories.icon",
      "categories.description",
      "categories.position",
      "categories.updated_at",
      "categories.version",
    ])
    .orderBy("categories.position")
    .orderBy("categories.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    description: row.description,
    position: row.position,
    products: Number(row.products),
    updatedAt: row.updated_at,
    version: row.version,
  }));
}

/** Records a category's change as its `version`. */
async function record(
  trx: Trx,
  categoryId: string,
  version: number,
  changes: CategoryChanges,
  { actor = null, now = new Date() }: CategoryChangeBy,
): Promise<void> {
  await trx
    .insertInto("category_changes")
    .values({
      id: randomUUID(),
      category_id: categoryId,
      version,
      at: now.toISOString(),
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      changes: JSON.stringify(changes),
    })
    .execute();
}

/** Every category's changes, newest first, by category id. */
export async function categoryHistory(db: Db): Promise<Map<string, CategoryVersion[]>> {
  const rows = await db
    .selectFrom("category_changes")
    .select(["id", "category_id", "version", "at", "actor_name", "changes"])
    .orderBy("category_id")
    .orderBy("version", "desc")
    .execute();
  const history = new Map<string, CategoryVersion[]>();
  for (const row of rows) {
    const list = history.get(row.category_id) ?? [];
    list.push({
      id: row.id,
      version: row.version,
      at: row.at,
      by: row.actor_name,
      changes: JSON.parse(row.changes) as CategoryChanges,
    });
    history.set(row.category_id, list);
  }
  return history;
}

async function conflict(trx: Trx, id: string, from: number, current: number) {
  const since = await trx
    .selectFrom("category_changes")
    .select(["actor_name", "at", "changes"])
    .where("category_id", "=", id)
    .where("version", ">", from)
    .orderBy("version")
    .execute();
  return new CategoryConflict(
    current,
    since.map((change) => ({
      by: change.actor_name,
      at: change.at,
      fields: Object.keys(JSON.parse(change.changes) as CategoryChanges) as CategoryHistoryField[],
    })),
  );
}

/** Refuses a slug or a name (in any case) another category has. */
async function checkFree(trx: Trx, id: string | null, values: CategoryValues) {
  const others = await trx
    .selectFrom("categories")
    .select(["slug", "name"])
    .where("id", "!=", id ?? "")
    .where((eb) =>
      eb.or([eb("slug", "=", values.slug), eb(sql`lower(name)`, "=", values.name.toLowerCase())]),
    )
    .execute();
  if (others.some((other) => other.slug === values.slug))
    throw new CategoryError("Another category has this slug. Choose another.", "slug");
  if (others.length > 0)
    throw new CategoryError("Another category has this name. Choose another.", "name");
}

/** A new category, last in the order, its first version recorded. Its id. */
export async function createCategory(
  db: Db,
  values: CategoryValues,
  by: CategoryChangeBy = {},
): Promise<string> {
  const at = (by.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    await checkFree(trx, null, values);
    const last = await trx
      .selectFrom("categories")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const id = randomUUID();
    await trx
      .insertInto("categories")
      .values({
        id,
        ...values,
        position: Number(last?.position ?? 0) + 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await touchCatalogue(trx);
    const fields = ["name", "slug", "icon", "description"] as const;
    await record(trx, id, 1, Object.fromEntries(fields.map((f) => [f, [null, values[f]]])), by);
    return id;
  });
}

/**
 * Saves a category's name, slug, icon and description as edited from
 * `version`; one based on an older version is refused (CategoryConflict).
 * Nothing changed: nothing is written. The version now stored.
 */
export async function updateCategory(
  db: Db,
  id: string,
  values: CategoryValues,
  { version, ...by }: CategoryChangeBy & { version: number },
): Promise<number> {
  const now = by.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("categories")
      .select(["slug", "name", "icon", "description", "version"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw new CategoryError("There is no such category.");
    if (before.version !== version) throw await conflict(trx, id, version, before.version);
    const changes: CategoryChanges = {};
    for (const field of ["name", "slug", "icon", "description"] as const) {
      if (before[field] !== values[field]) changes[field] = [before[field], values[field]];
    }
    if (Object.keys(changes).length === 0) return version;
    await checkFree(trx, id, values);
    // Conditional on the version read: another process's change in between
    // changes no row here, and is refused as a conflict.
    const updated = await trx
      .updateTable("categories")
      .set({ ...values, updated_at: now.toISOString(), version: version + 1 })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw await conflict(trx, id, version, version + 1);
    if (before.slug !== values.slug) {
      // The old address answers 301 from now on; the new one is no longer
      // anyone's old one (a category may take back a slug it had).
      await trx
        .deleteFrom("category_old_slugs")
        .where("slug", "in", [before.slug, values.slug])
        .execute();
      await trx
        .insertInto("category_old_slugs")
        .values({ slug: before.slug, category_id: id, created_at: now.toISOString() })
        .execute();
    }
    await touchCatalogue(trx);
    await record(trx, id, version + 1, changes, { ...by, now });
    return version + 1;
  });
}

/**
 * Swaps a category with the one before it (up) or after it (down). Whether
 * it moved: the first cannot go up, nor the last down.
 */
export async function moveCategory(
  db: Db,
  id: string,
  direction: "up" | "down",
  by: CategoryChangeBy = {},
): Promise<boolean> {
  const now = by.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("categories")
      .select(["id", "position", "version"])
      .orderBy("position")
      .orderBy("id")
      .execute();
    const index = order.findIndex((row) => row.id === id);
    if (index === -1) throw new CategoryError("There is no such category.");
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= order.length) return false;
    const moved = order.map((row, i) =>
      i === index ? order[target] : i === target ? order[index] : row,
    ) as typeof order;
    // Numbered 1, 2, 3… in the new order: gaps and ties (a category
    // deleted, two added at once) go away on the way.
    const at = now.toISOString();
    for (const [i, row] of moved.entries()) {
      const swapped = i === index || i === target;
      if (row.position === i + 1 && !swapped) continue;
      await trx
        .updateTable("categories")
        .set({
          position: i + 1,
          ...(swapped ? { updated_at: at, version: row.version + 1 } : {}),
        })
        .where("id", "=", row.id)
        .execute();
      // The two that swapped places, as people count them (from 1).
      if (swapped) {
        const from = order.indexOf(row) + 1;
        await record(trx, row.id, row.version + 1, { position: [from, i + 1] }, { ...by, now });
      }
    }
    await touchCatalogue(trx);
    return true;
  });
}

/** Deletes an empty category; one that holds products is refused, with how many. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const category = await trx
      .selectFrom("categories")
      .select("name")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!category) throw new CategoryError("There is no such category.");
    const held = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("category_id", "=", id)
      .executeTakeFirstOrThrow();
    const count = Number(held.count);
    if (count > 0)
      throw new CategoryError(
        `${category.name} holds ${count} product${count === 1 ? "" : "s"} (archived ones count too): move ${count === 1 ? "it" : "them"} to another category before deleting it.`,
      );
    await trx.deleteFrom("categories").where("id", "=", id).execute();
    await touchCatalogue(trx);
  });
}
