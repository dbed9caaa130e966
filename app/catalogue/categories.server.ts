// The catalogue's categories as staff keep them (/staff/catalogue/categories):
// listed in the site's order with how many products each holds, added and
// edited under the rules of category-schema.ts (a free name and slug, one
// emoji), moved up or down, and deleted only when empty. Each change records
// when it was made (updated_at); categories keep no history.

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db, Trx } from "#app/platform/db.server.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
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
  }));
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

/** A new category, last in the order. Its id. */
export async function createCategory(
  db: Db,
  values: CategoryValues,
  { now = new Date() }: { now?: Date } = {},
): Promise<string> {
  const at = now.toISOString();
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
    return id;
  });
}

/** Saves a category's name, slug, icon and description. */
export async function updateCategory(
  db: Db,
  id: string,
  values: CategoryValues,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkFree(trx, id, values);
    const before = await trx
      .selectFrom("categories")
      .select("slug")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw new CategoryError("There is no such category.");
    await trx
      .updateTable("categories")
      .set({ ...values, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
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
  { now = new Date() }: { now?: Date } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("categories")
      .select(["id", "position"])
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
        .set({ position: i + 1, ...(swapped ? { updated_at: at } : {}) })
        .where("id", "=", row.id)
        .execute();
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
