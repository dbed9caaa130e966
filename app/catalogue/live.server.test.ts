// The live catalogue on SQLite and PostgreSQL: a save shows at once in the
// process that made it, with the pages it affects; another process (a
// second server on the same database) hears of it within 2 seconds; an old
// slug answers with the current one, an archived product as gone.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import type { Db } from "#app/platform/db.server.ts";
import { type ProductValues, saveProduct, valuesOf } from "./editing.server.ts";
import { type CatalogueChange, type LiveCatalogue, createLiveCatalogue } from "./live.server.ts";
import sharp from "sharp";
import { drawPictures } from "./pictures.server.ts";
import { addPhoto } from "./photos.server.ts";
import { updateCategory } from "./categories.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };

async function values(db: Db, id: string): Promise<ProductValues> {
  const row = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return valuesOf(row);
}

describe.each(databaseTargets("catalogue_live"))("the live catalogue on $name", (target) => {
  const database = useDatabase(target);
  const open = async (db: Db, checkEveryMs?: number) =>
    createLiveCatalogue({ db, databaseUrl: database.url, drawPictures, checkEveryMs });

  async function save(db: Db, id: string, change: Partial<ProductValues>) {
    const current = await db
      .selectFrom("products")
      .select("version")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await saveProduct(
      db,
      id,
      { ...(await values(db, id)), ...change },
      { version: current.version, actor: GRACE },
    );
  }

  it("starts with the seed: 9 categories, 71 published products, 11 featured", async () => {
    const live = await open(database.handle.db);
    try {
      const catalogue = live.current();
      expect(catalogue.categories).toHaveLength(9);
      expect(catalogue.products).toHaveLength(71);
      expect(catalogue.featured).toHaveLength(11);
      expect(catalogue.paths()).toHaveLength(5 + 9 + 71);
      // Nothing private in what the site is given.
      for (const product of catalogue.products) {
        expect(Object.keys(product)).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/listPrice|version|status|seo/)]),
        );
      }
    } finally {
      await live.close();
    }
  });

  it("shows a save at once, with the pages it affects", async () => {
    const db = database.handle.db;
    const live = await open(db);
    const changes: CatalogueChange[] = [];
    live.onChange(async (change) => void changes.push(change));
    try {
      await save(db, "1", { description: "A quokka-grade business laptop for the whole office." });
      await live.changed();
      expect(live.current().getProduct("dell-laptop-core-i5")?.description).toContain("quokka");
      expect(changes).toHaveLength(1);
      const affected = changes[0]?.affected;
      if (affected === "all" || !affected) throw new Error("expected some pages");
      expect(affected).toContain("/product/dell-laptop-core-i5");
      expect(affected).toContain("/category/computers-peripherals");
      // All Products, which holds every card of the 71.
      expect(affected).toContain("/all-products");
      expect([...affected].filter((path) => path.startsWith("/all-products?"))).toEqual([]);
      // Dell Laptop Core i5 is featured: home shows it.
      expect(affected).toContain("/");
      expect(affected).not.toContain("/about");
      expect(affected).not.toContain("/category/services");
      // Nothing else changed: a second call reads nothing again.
      await live.changed();
      expect(changes).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it("puts first what was changed and what visitors see most: the page, its category, home", async () => {
    const db = database.handle.db;
    const live = await open(db);
    const changes: CatalogueChange[] = [];
    live.onChange(async (change) => void changes.push(change));
    try {
      // A featured product's save: its page (answered on), its category, home.
      await save(db, "1", {
        description: "A business laptop that the whole office can depend on.",
      });
      await live.changed();
      expect(changes[0]?.first).toEqual(["/product/dell-laptop-core-i5"]);
      expect(changes[0]?.urgent).toEqual([
        "/product/dell-laptop-core-i5",
        "/category/computers-peripherals",
        "/",
      ]);
      // Not featured, same category: home does not show it, so it waits its turn.
      const notFeatured = live.current().products.find((p) => !p.featured && p.id !== "1");
      await save(db, notFeatured?.id ?? "", {
        description: "Dependable, and kept in stock in Nairobi.",
      });
      await live.changed();
      expect(changes[1]?.urgent).not.toContain("/");

      // A category renamed: its own page, then home, before the 17 products it holds.
      const category = await db
        .selectFrom("categories")
        .selectAll()
        .where("slug", "=", "storage-memory")
        .executeTakeFirstOrThrow();
      await updateCategory(
        db,
        category.id,
        { ...category, name: "Storage" },
        { version: category.version, actor: GRACE },
      );
      await live.changed();
      expect(changes[2]?.first).toEqual(["/category/storage-memory"]);
      expect(changes[2]?.urgent).toEqual(["/category/storage-memory", "/"]);
      expect(changes[2]?.affected).toBe("all");
    } finally {
      await live.close();
    }
  });

  it("answers a renamed product's old slug with its new one, and an archived product as gone", async () => {
    const db = database.handle.db;
    const live = await open(db);
    try {
      await save(db, "3", { slug: "thinkpad-e14" });
      await save(db, "3", { slug: "thinkpad-e14-g5" });
      const original = "lenovo-thinkpad-e14-gen-5";
      await save(db, "5", { status: "archived" });
      await live.changed();
      const catalogue = live.current();
      expect(catalogue.answerFor(original)).toEqual({
        kind: "moved",
        to: "/product/thinkpad-e14-g5",
      });
      expect(catalogue.answerFor("thinkpad-e14")).toEqual({
        kind: "moved",
        to: "/product/thinkpad-e14-g5",
      });
      expect(catalogue.answerFor("thinkpad-e14-g5")).toBeUndefined();
      const archived = (await values(db, "5")).slug;
      expect(catalogue.getProduct(archived)).toBeUndefined();
      expect(catalogue.answerFor(archived)).toMatchObject({
        kind: "archived",
        category: { slug: "computers-peripherals" },
      });
      expect(catalogue.paths()).not.toContain(`/product/${archived}`);
      expect(catalogue.products).toHaveLength(70);
      expect(catalogue.answerFor("no-such-product")).toBeUndefined();
    } finally {
      await live.close();
    }
  });

  it("shows an uploaded photo in place of the illustration, with its alt text", async () => {
    const db = database.handle.db;
    const live = await open(db);
    try {
      const before = live.current().getProduct("hp-probook-450-g10");
      expect(before?.image).toMatch(/^\/pictures\/.+\.svg$/);
      const jpeg = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: "#0e7490" },
      })
        .jpeg()
        .toBuffer();
      await addPhoto(db, "2", jpeg, { alt: "HP ProBook 450 G10, lid open", actor: GRACE });
      await live.changed();
      const after = live.current().getProduct("hp-probook-450-g10");
      expect(after?.image).toMatch(/^\/photos\/.+\.webp$/);
      expect(after?.imageAlt).toBe("HP ProBook 450 G10, lid open");
      expect(after?.imageSources.map((source) => source.type)).toEqual([
        "image/avif",
        "image/webp",
      ]);
    } finally {
      await live.close();
    }
  });

  it("shows another process's save within 2 seconds", async () => {
    const writer = database.open();
    const reader: LiveCatalogue = await open(database.handle.db);
    const other = await open(writer.db);
    try {
      const started = Date.now();
      await save(writer.db, "2", { name: "HP ProBook 450 G10 Business" });
      await other.changed();
      while (
        reader.current().getProduct("hp-probook-450-g10")?.name !== "HP ProBook 450 G10 Business"
      ) {
        if (Date.now() - started > 2000) throw new Error("not seen within 2 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await other.close();
      await reader.close();
    }
  });
});
