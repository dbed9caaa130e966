// Categories as staff keep them, on SQLite and PostgreSQL: listed in order
// with their products counted, added last under a free name and slug, edited
// (when recorded), moved up and down, and deleted only when they hold no
// product, archived ones included.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { categories as seed } from "./categories.ts";
import type { CategoryValues } from "./category-schema.ts";
import {
  CategoryConflict,
  CategoryError,
  categoryHistory,
  createCategory,
  deleteCategory,
  listCategories,
  moveCategory,
  readCategoryForm,
  updateCategory,
} from "./categories.server.ts";
import { readOldCategorySlugs } from "./store.server.ts";

const NOW = new Date("2026-11-24T09:00:00.000Z");
const AMINA = { id: "owner-1", name: "Amina Otieno" };
const BRIAN = { id: "staff-2", name: "Brian Mwangi" };
const LATER = new Date("2026-11-25T10:30:00.000Z");

const FURNITURE: CategoryValues = {
  name: "Office Furniture",
  slug: "office-furniture",
  icon: "🪑",
  description: "Desks, chairs and storage for offices of every size.",
};

describe("the category form", () => {
  it("reads a good category, trimmed", () => {
    expect(readCategoryForm({ ...FURNITURE, name: "  Office Furniture " })).toEqual({
      ok: true,
      values: FURNITURE,
    });
    // A flag and an emoji with its variation selector are one emoji each.
    expect(readCategoryForm({ ...FURNITURE, icon: "🇰🇪" }).ok).toBe(true);
    expect(readCategoryForm({ ...FURNITURE, icon: "🖨️" }).ok).toBe(true);
  });

  it("says what is wrong beside each field", () => {
    const result = readCategoryForm({
      name: "",
      slug: "Office Furniture",
      icon: "chair",
      description: "Desks.",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        slug: "Slug: lowercase letters and digits, joined by single hyphens",
        icon: "Icon: one emoji, such as 💻 or 🖨️",
        description: "Description must be at least 10 characters",
      },
    });
    expect(readCategoryForm({ ...FURNITURE, icon: "🪑🪑" }).ok).toBe(false);
    expect(readCategoryForm({ ...FURNITURE, name: "Office\nFurniture" })).toMatchObject({
      errors: { name: "Name must be on one line" },
    });
  });
});

describe.each(databaseTargets("catalogue_categories"))("categories on $name", (target) => {
  const database = useDatabase(target);

  it("lists the categories in the site's order, with the products each holds", async () => {
    const list = await listCategories(database.handle.db);
    expect(list.map((category) => category.slug)).toEqual(seed.map((category) => category.slug));
    expect(list.find((category) => category.slug === "services")?.products).toBe(5);
    expect(list.reduce((sum, category) => sum + category.products, 0)).toBe(71);
  });

  it("adds a category last, and refuses a slug or a name another has", async () => {
    const db = database.handle.db;
    const id = await createCategory(db, FURNITURE, { now: NOW });
    const list = await listCategories(db);
    expect(list.at(-1)).toEqual({
      id,
      ...FURNITURE,
      position: 10,
      products: 0,
      updatedAt: NOW.toISOString(),
      version: 1,
    });
    const taken = await createCategory(db, { ...FURNITURE, name: "Furniture" }).catch(
      (error: unknown) => error,
    );
    expect(taken).toBeInstanceOf(CategoryError);
    expect(taken).toMatchObject({ field: "slug" });
    await expect(
      createCategory(db, { ...FURNITURE, name: "services", slug: "services-2" }),
    ).rejects.toMatchObject({ field: "name", message: expect.stringContaining("name") });
    expect(await listCategories(db)).toHaveLength(10);
  });

  it("edits a category and records when", async () => {
    const db = database.handle.db;
    const [first] = await listCategories(db);
    await updateCategory(
      db,
      first?.id ?? "",
      { ...FURNITURE, name: "Computers & Screens", slug: "computers-peripherals" },
      { version: 1, now: LATER },
    );
    expect((await listCategories(db))[0]).toMatchObject({
      name: "Computers & Screens",
      slug: "computers-peripherals",
      icon: "🪑",
      products: 17,
      updatedAt: LATER.toISOString(),
    });
    await expect(
      updateCategory(db, first?.id ?? "", { ...FURNITURE, slug: "storage-memory" }, { version: 2 }),
    ).rejects.toMatchObject({ field: "slug" });
    await expect(updateCategory(db, "no-such-id", FURNITURE, { version: 1 })).rejects.toThrow(
      CategoryError,
    );
  });

  it("keeps a renamed category's old slugs, each pointing one hop to the current one", async () => {
    const db = database.handle.db;
    const [, second] = await listCategories(db);
    const id = second?.id ?? "";
    const values = { ...FURNITURE, name: second?.name ?? "", slug: "storage" };
    await updateCategory(db, id, values, { version: 1 });
    await updateCategory(db, id, { ...values, slug: "storage-and-memory" }, { version: 2 });
    const moved = await readOldCategorySlugs(db);
    expect(moved.get("storage-memory")).toBe("storage-and-memory");
    expect(moved.get("storage")).toBe("storage-and-memory");
    // Taken back: its first slug is current again, and no longer an old one.
    await updateCategory(db, id, { ...values, slug: "storage-memory" }, { version: 3 });
    const back = await readOldCategorySlugs(db);
    expect(back.has("storage-memory")).toBe(false);
    expect(back.get("storage-and-memory")).toBe("storage-memory");
    expect(back.get("storage")).toBe("storage-memory");
  });

  it("moves a category up and down, the ends staying put", async () => {
    const db = database.handle.db;
    const slugs = async () => (await listCategories(db)).map((category) => category.slug);
    const ids = new Map((await listCategories(db)).map((c) => [c.slug, c.id]));
    const id = (slug: string) => ids.get(slug) ?? "";
    expect(await moveCategory(db, id("storage-memory"), "up", { now: LATER })).toBe(true);
    expect((await slugs()).slice(0, 3)).toEqual([
      "storage-memory",
      "computers-peripherals",
      "accessories-smart-tech",
    ]);
    expect(await moveCategory(db, id("storage-memory"), "up")).toBe(false);
    expect(await moveCategory(db, id("stationery-office"), "down")).toBe(false);
    expect(await moveCategory(db, id("computers-peripherals"), "down")).toBe(true);
    expect((await slugs()).slice(0, 3)).toEqual([
      "storage-memory",
      "accessories-smart-tech",
      "computers-peripherals",
    ]);
    const list = await listCategories(db);
    expect(list.map((category) => category.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list[0]?.updatedAt).toBe(LATER.toISOString());
    await expect(moveCategory(db, "no-such-id", "up")).rejects.toThrow(CategoryError);
  });

  it("deletes an empty category, and refuses one holding products, saying how many", async () => {
    const db = database.handle.db;
    const id = await createCategory(db, FURNITURE, { now: NOW });
    await deleteCategory(db, id);
    expect(await listCategories(db)).toHaveLength(9);

    const services = (await listCategories(db)).find((c) => c.slug === "services");
    await expect(deleteCategory(db, services?.id ?? "")).rejects.toThrow(
      "Services holds 5 products (archived ones count too): move them to another category before deleting it.",
    );
    // Archived products are still in it.
    await db
      .updateTable("products")
      .set({ status: "archived" })
      .where("category_id", "=", services?.id ?? "")
      .execute();
    await expect(deleteCategory(db, services?.id ?? "")).rejects.toThrow("holds 5 products");
    expect(await listCategories(db)).toHaveLength(9);
    await expect(deleteCategory(db, "no-such-id")).rejects.toThrow(CategoryError);
  });
});

describe.each(databaseTargets("category_history"))("a category's versions on $name", (target) => {
  const database = useDatabase(target);

  it("refuses a save based on an older version, saying who changed what since", async () => {
    const db = database.handle.db;
    const [first] = await listCategories(db);
    const id = first?.id ?? "";
    expect(first?.version).toBe(1);
    const values = { ...FURNITURE, name: first?.name ?? "", slug: first?.slug ?? "" };
    // Two tabs open at version 1: the first renames it.
    expect(
      await updateCategory(
        db,
        id,
        { ...values, name: "Computers" },
        { version: 1, actor: AMINA, now: NOW },
      ),
    ).toBe(2);
    // The second, stale, would put the old name back: refused.
    const stale = await updateCategory(
      db,
      id,
      { ...values, description: "Laptops, desktops and what plugs into them." },
      { version: 1, actor: BRIAN, now: LATER },
    ).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(CategoryConflict);
    expect(stale).toMatchObject({
      current: 2,
      since: [
        { by: "Amina Otieno", at: NOW.toISOString(), fields: ["name", "icon", "description"] },
      ],
    });
    expect((await listCategories(db))[0]).toMatchObject({ name: "Computers", version: 2 });
    // Saved again from the version now stored, knowingly: it goes through.
    expect(
      await updateCategory(
        db,
        id,
        { ...values, name: "Computers & More" },
        { version: 2, actor: BRIAN },
      ),
    ).toBe(3);
    // Nothing changed: nothing written, the version stays.
    expect(
      await updateCategory(db, id, { ...values, name: "Computers & More" }, { version: 3 }),
    ).toBe(3);
  });

  it("keeps each category's history: who changed which field from what to what, and when", async () => {
    const db = database.handle.db;
    const id = await createCategory(db, FURNITURE, { actor: AMINA, now: NOW });
    await updateCategory(
      db,
      id,
      { ...FURNITURE, name: "Furniture", slug: "furniture" },
      { version: 1, actor: BRIAN, now: LATER },
    );
    const moved = new Date("2026-11-26T08:00:00.000Z");
    await moveCategory(db, id, "up", { actor: AMINA, now: moved });

    const history = await categoryHistory(db);
    expect(history.get(id)).toMatchObject([
      { version: 3, at: moved.toISOString(), by: "Amina Otieno", changes: { position: [10, 9] } },
      {
        version: 2,
        at: LATER.toISOString(),
        by: "Brian Mwangi",
        changes: {
          name: ["Office Furniture", "Furniture"],
          slug: ["office-furniture", "furniture"],
        },
      },
      {
        version: 1,
        at: NOW.toISOString(),
        by: "Amina Otieno",
        changes: {
          name: [null, "Office Furniture"],
          slug: [null, "office-furniture"],
          icon: [null, "🪑"],
          description: [null, FURNITURE.description],
        },
      },
    ]);
    // The one it swapped with moved too, and says so.
    const stationery = (await listCategories(db)).find((c) => c.slug === "stationery-office");
    expect(history.get(stationery?.id ?? "")?.[0]?.changes).toEqual({ position: [9, 10] });
    expect(stationery?.version).toBe(2);
  });
});
