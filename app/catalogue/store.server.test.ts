// The catalogue's seed on SQLite and PostgreSQL: a fresh database holds
// exactly the catalogue written in categories.ts and products.ts (which the
// catalogue test checks against the spec), every product published, with
// no private price, at its first version.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { categories } from "./categories.ts";
import { productRecords } from "./products.ts";
import { readCatalogue } from "./store.server.ts";

describe.each(databaseTargets("catalogue_seed"))("the catalogue's seed on $name", (target) => {
  const database = useDatabase(target, { once: true });

  it("holds the 9 categories and 71 products as written, in order", async () => {
    const stored = await readCatalogue(database.handle.db);
    const pick = (item: object, keys: readonly string[]) =>
      Object.fromEntries(Object.entries(item).filter(([key]) => keys.includes(key)));
    const categoryKeys = ["name", "slug", "icon", "description"];
    expect(stored.categories.map((category) => pick(category, categoryKeys))).toEqual(categories);
    expect(stored.categories).toHaveLength(9);
    const recordKeys = [
      ...["id", "name", "slug", "categorySlug", "description"],
      ...["specifications", "illustration", "featured"],
    ];
    expect(stored.products.map((product) => pick(product, recordKeys))).toEqual(productRecords);
    expect(stored.products).toHaveLength(71);
    expect(stored.products.filter((product) => product.featured)).toHaveLength(11);
    for (const product of stored.products)
      expect(product).toMatchObject({ status: "published", listPriceCents: null, version: 1 });
  });

  it("numbers new products after the seed's", async () => {
    const counter = await database.handle.db
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "product_id")
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(71);
  });
});
