// Editing the catalogue on SQLite and PostgreSQL: a save records who changed
// which field from what to what, a save from an older version is refused
// with what changed in between, a renamed product's old slugs lead to its
// new one (chains collapse), new and duplicated products are numbered after
// the seed's, and a version can be put back. Create and save join a
// caller's transaction.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import {
  CatalogueError,
  EditConflict,
  type ProductValues,
  createProduct,
  currentSlugFor,
  duplicateProduct,
  productHistory,
  restoreBeforeChange,
  restoreVersion,
  saveProduct,
  valuesOf,
} from "./editing.server.ts";
import { readCatalogue } from "./store.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };
const PETER = { id: "staff-2", name: "Peter Otieno" };
const NOW = new Date("2026-11-24T09:00:00.000Z");

describe.each(databaseTargets("catalogue_editing"))("editing the catalogue on $name", (target) => {
  const database = useDatabase(target);

  async function values(id: string): Promise<ProductValues> {
    const row = await database.handle.db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return valuesOf(row);
  }

  it("saves a change as a new version, with who changed what from what to what", async () => {
    const db = database.handle.db;
    const before = await values("1");
    const next = await saveProduct(
      db,
      "1",
      {
        ...before,
        description: `${before.description} Now with a backlit keyboard.`,
        listPriceCents: 8_500_000,
      },
      { version: 1, actor: GRACE, now: NOW },
    );
    expect(next).toBe(2);
    // Saving it again unchanged writes nothing.
    expect(
      await saveProduct(db, "1", await values("1"), { version: 2, actor: GRACE, now: NOW }),
    ).toBe(2);
    const [latest, ...older] = await productHistory(db, "1");
    expect(older).toEqual([]);
    expect(latest).toMatchObject({
      version: 2,
      by: "Grace Kamau",
      at: NOW.toISOString(),
      changes: {
        description: [before.description, `${before.description} Now with a backlit keyboard.`],
        listPriceCents: [null, 8_500_000],
      },
    });
    const stored = (await readCatalogue(db)).products.find((product) => product.id === "1");
    expect(stored).toMatchObject({ version: 2, listPriceCents: 8_500_000 });
  });

  it("refuses a save from an older version, saying what changed in between and who changed it", async () => {
    const db = database.handle.db;
    const start = await values("2");
    await saveProduct(
      db,
      "2",
      { ...start, featured: true },
      { version: 1, actor: PETER, now: NOW },
    );
    const refused = await saveProduct(
      db,
      "2",
      { ...start, name: "HP ProBook 450 G10 (2026)" },
      { version: 1, actor: GRACE, now: NOW },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EditConflict);
    expect((refused as EditConflict).current).toBe(2);
    expect((refused as EditConflict).since).toEqual([
      { by: "Peter Otieno", at: NOW.toISOString(), fields: ["featured"] },
    ]);
    expect((await values("2")).name).toBe(start.name);
  });

  it("keeps a renamed product's old slugs leading to its current one, and refuses them to others", async () => {
    const db = database.handle.db;
    const original = await values("3");
    let version = await saveProduct(
      db,
      "3",
      { ...original, slug: "thinkpad-e14" },
      { version: 1, actor: GRACE },
    );
    version = await saveProduct(
      db,
      "3",
      { ...original, slug: "thinkpad-e14-g5" },
      { version, actor: GRACE },
    );
    expect(await currentSlugFor(db, original.slug)).toBe("thinkpad-e14-g5");
    expect(await currentSlugFor(db, "thinkpad-e14")).toBe("thinkpad-e14-g5");
    expect(await currentSlugFor(db, "no-such-slug")).toBeNull();

    const other = await values("4");
    const refused = await saveProduct(
      db,
      "4",
      { ...other, slug: "thinkpad-e14" },
      { version: 1, actor: GRACE },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogueError);
    expect((refused as CatalogueError).field).toBe("slug");
    // Its own old slug it may take back.
    await saveProduct(db, "3", { ...original }, { version, actor: GRACE });
    expect(await currentSlugFor(db, original.slug)).toBeNull();
    expect(await currentSlugFor(db, "thinkpad-e14")).toBe(original.slug);
  });

  it("numbers a new product after the seed's, and duplicates one as a draft", async () => {
    const db = database.handle.db;
    const template = await values("5");
    const id = await createProduct(
      db,
      { ...template, name: "Dell OptiPlex 7020", slug: "dell-optiplex-7020", featured: false },
      { actor: GRACE, now: NOW },
    );
    expect(id).toBe("72");
    const copy = await duplicateProduct(db, id, { actor: GRACE, now: NOW });
    expect(copy).toBe("73");
    expect(await values(copy)).toMatchObject({
      name: "Dell OptiPlex 7020 (copy)",
      slug: "dell-optiplex-7020-copy",
      status: "draft",
      featured: false,
    });
    expect(await duplicateProduct(db, id, { actor: GRACE, now: NOW })).toBe("74");
    expect((await values("74")).slug).toBe("dell-optiplex-7020-copy-2");
    const [created] = await productHistory(db, id);
    expect(created?.changes.name).toEqual([null, "Dell OptiPlex 7020"]);

    const badCategory = await createProduct(
      db,
      { ...template, slug: "somewhere-else", categoryId: "no-such-category" },
      { actor: GRACE },
    ).catch((error: unknown) => error);
    expect((badCategory as CatalogueError).field).toBe("categoryId");
  });

  it("creates and saves inside a caller's transaction, and rolls back with it", async () => {
    const db = database.handle.db;
    const template = await values("7");
    const refused = await db
      .transaction()
      .execute(async (trx) => {
        await saveProduct(trx, "7", { ...template, featured: true }, { version: 1, actor: GRACE });
        await createProduct(trx, { ...template, slug: "inside-a-file" }, { actor: GRACE });
        throw new Error("the rest of the file was refused");
      })
      .catch((error: unknown) => error);
    expect((refused as Error).message).toBe("the rest of the file was refused");
    expect(await values("7")).toEqual(template);
    expect(await productHistory(db, "7")).toEqual([]);
    expect(await createProduct(db, { ...template, slug: "after-it" }, { actor: GRACE })).toBe("72");
  });

  it("puts back an earlier version as a new one", async () => {
    const db = database.handle.db;
    const first = await values("6");
    await saveProduct(
      db,
      "6",
      { ...first, specifications: ["One", "Two", "Three"], status: "draft" },
      { version: 1, actor: PETER, now: NOW },
    );
    // The seed has no recorded version: the first save's record holds what it saved.
    const [saved] = await productHistory(db, "6");
    await saveProduct(db, "6", { ...first }, { version: 2, actor: PETER, now: NOW });
    const version = await restoreVersion(db, "6", saved?.id ?? "", {
      version: 3,
      actor: GRACE,
      now: NOW,
    });
    expect(version).toBe(4);
    expect(await values("6")).toMatchObject({
      specifications: ["One", "Two", "Three"],
      status: "draft",
    });
    const [restored] = await productHistory(db, "6");
    expect(restored).toMatchObject({
      by: "Grace Kamau",
      changes: { status: ["published", "draft"] },
    });
  });

  it("puts back the seed's version, never recorded, from what the first save changed", async () => {
    const db = database.handle.db;
    const seeded = await values("7");
    await saveProduct(
      db,
      "7",
      { ...seeded, description: `${seeded.description} Edited.`, featured: !seeded.featured },
      { version: 1, actor: PETER, now: NOW },
    );
    const [first] = await productHistory(db, "7");
    expect(
      await restoreBeforeChange(db, "7", first?.id ?? "", { version: 2, actor: GRACE, now: NOW }),
    ).toBe(3);
    expect(await values("7")).toEqual(seeded);

    // A product made here has nothing before its creation.
    const id = await createProduct(db, { ...seeded, slug: "a-new-one" }, { actor: GRACE });
    const [created] = await productHistory(db, id);
    await expect(
      restoreBeforeChange(db, id, created?.id ?? "", { version: 1, actor: GRACE }),
    ).rejects.toThrow(CatalogueError);
  });
});
