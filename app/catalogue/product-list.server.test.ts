// The back office's product list on SQLite and PostgreSQL: the catalogue's
// order a page at a time, counts per status, each filter of the URL, who
// saved a product last, and the inquiries that named it over the last 30
// days, counted by its current name.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { valuesOf, saveProduct } from "./editing.server.ts";
import { productRecords } from "./products.ts";
import { NO_PRODUCT_FILTERS, type ProductFilters } from "./product-list-filters.ts";
import { listProducts } from "./product-list.server.ts";
import type { Db } from "#app/platform/db.server.ts";

const NOW = new Date("2026-11-24T09:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

const filtered = (filters: Partial<ProductFilters>) => ({ ...NO_PRODUCT_FILTERS, ...filters });

async function save(db: Db, id: string, change: Record<string, unknown>, actorId = "grace") {
  const row = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await saveProduct(
    db,
    id,
    { ...valuesOf(row), ...change },
    { version: row.version, actor: { id: actorId, name: "Grace Kamau" }, now: NOW },
  );
}

describe.each(databaseTargets("catalogue_list"))("the product list on $name", (target) => {
  const database = useDatabase(target);

  it("shows the catalogue in its order, fifty to a page", async () => {
    const db = database.handle.db;
    const first = await listProducts(db, NO_PRODUCT_FILTERS, { now: NOW });
    expect(first).toMatchObject({ total: 71, page: 1, pageCount: 2 });
    expect(first.counts).toEqual({ all: 71, published: 71, draft: 0, archived: 0 });
    const second = await listProducts(db, filtered({ page: 2 }), { now: NOW });
    // A page past the last shows the last.
    expect((await listProducts(db, filtered({ page: 9 }), { now: NOW })).page).toBe(2);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(
      productRecords.map((product) => product.id),
    );
    expect(first.rows[0]).toMatchObject({
      id: "1",
      name: productRecords[0]?.name,
      category: { name: "Computers & Peripherals", icon: "💻" },
      status: "published",
      hasPhoto: false,
      updatedBy: null,
      inquiries: 0,
      views: 0,
    });
  });

  it("searches the name, the slug and the description, and filters by category and featured", async () => {
    const db = database.handle.db;
    const names = async (filters: Partial<ProductFilters>) =>
      (await listProducts(db, filtered(filters), { now: NOW })).rows.map((row) => row.name);
    const toner = productRecords.find((p) => p.slug === "hp-85a-black-toner");
    expect(await names({ q: "85A BLACK" })).toContain(toner?.name);
    expect(await names({ q: "hp-85a-black" })).toEqual([toner?.name]);
    const described = productRecords.filter((p) =>
      `${p.name} ${p.slug} ${p.description}`.toLowerCase().includes("office"),
    );
    expect(await names({ q: "Office" })).toHaveLength(described.length);
    expect(await names({ q: "100%_" })).toEqual([]);

    expect(await names({ category: "storage-memory" })).toHaveLength(10);
    expect(await names({ category: "no-such-category" })).toEqual([]);
    expect(await names({ featured: "yes" })).toHaveLength(11);
    // Fifty to a page: the total says how many.
    expect((await listProducts(db, filtered({ featured: "no" }), { now: NOW })).total).toBe(60);
    expect(await names({ featured: "yes", category: "services" })).toHaveLength(2);
  });

  it("counts each status over the other filters, and filters by one", async () => {
    const db = database.handle.db;
    await save(db, "1", { status: "draft" });
    await save(db, "2", { status: "archived" });
    await save(db, "20", { status: "archived" });
    const list = await listProducts(db, filtered({ status: "archived" }), { now: NOW });
    expect(list.counts).toEqual({ all: 71, published: 68, draft: 1, archived: 2 });
    expect(list.rows.map((row) => row.id)).toEqual(["2", "20"]);
    expect(list.total).toBe(2);
    const inCategory = await listProducts(
      db,
      filtered({ status: "draft", category: "computers-peripherals" }),
      { now: NOW },
    );
    expect(inCategory.counts).toEqual({ all: 17, published: 15, draft: 1, archived: 1 });
    expect(inCategory.rows.map((row) => row.id)).toEqual(["1"]);
  });

  it("has no product with a photo until photos are stored", async () => {
    const db = database.handle.db;
    expect((await listProducts(db, filtered({ photo: "with" }), { now: NOW })).total).toBe(0);
    expect((await listProducts(db, filtered({ photo: "without" }), { now: NOW })).total).toBe(71);
  });

  it("says who saved a product last, and when", async () => {
    const db = database.handle.db;
    await db
      .insertInto("user")
      .values({
        id: "grace",
        name: "Grace Kamau",
        email: "grace@example.co.ke",
        emailVerified: 1,
        role: "owner",
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      } as never)
      .execute();
    await save(db, "3", { featured: true });
    const row = (await listProducts(db, NO_PRODUCT_FILTERS, { now: NOW })).rows.find(
      (r) => r.id === "3",
    );
    expect(row).toMatchObject({
      featured: true,
      updatedBy: "Grace Kamau",
      updatedAt: NOW.toISOString(),
    });
  });

  it("counts the inquiries of the last 30 days by the product's current name", async () => {
    const db = database.handle.db;
    const [laptop, other] = productRecords;
    await db
      .insertInto("inquiries")
      .values([
        inquiryRow("a", { product: laptop?.name, created_at: daysAgo(1) }),
        inquiryRow("b", { product: laptop?.name, created_at: daysAgo(29.9) }),
        // Too old, and a general inquiry: not counted.
        inquiryRow("c", { product: laptop?.name, created_at: daysAgo(31) }),
        inquiryRow("d", { product: null, created_at: daysAgo(2) }),
        inquiryRow("e", { product: other?.name, created_at: daysAgo(3) }),
      ])
      .execute();
    const counts = async () =>
      Object.fromEntries(
        (await listProducts(db, NO_PRODUCT_FILTERS, { now: NOW })).rows
          .filter((row) => row.inquiries > 0)
          .map((row) => [row.id, row.inquiries]),
      );
    expect(await counts()).toEqual({ [laptop?.id ?? ""]: 2, [other?.id ?? ""]: 1 });

    // Renamed: the inquiries under its old name are no longer its.
    await save(db, other?.id ?? "", { name: "A New Name Entirely" });
    await db
      .insertInto("inquiries")
      .values(inquiryRow("f", { product: "A New Name Entirely", created_at: daysAgo(0) }))
      .execute();
    expect(await counts()).toEqual({ [laptop?.id ?? ""]: 2, [other?.id ?? ""]: 1 });
    await db
      .insertInto("inquiries")
      .values(inquiryRow("g", { product: "A New Name Entirely", created_at: daysAgo(0) }))
      .execute();
    expect((await counts())[other?.id ?? ""]).toBe(2);
  });
});
