// The catalogue's CSV on SQLite and PostgreSQL: every product in catalogue
// order under a header, as a spreadsheet reads it (a byte-order mark, CRLF),
// prices in shillings without a float, and formulas defused.

import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { CATALOGUE_COLUMNS } from "./csv-columns.ts";
import { catalogueCsv, catalogueFileName } from "./csv-export.server.ts";
import { saveProduct, valuesOf } from "./editing.server.ts";
import { readCatalogue } from "./store.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };

describe.each(databaseTargets("catalogue_csv_export"))("the catalogue's CSV on $name", (target) => {
  const database = useDatabase(target);

  async function edit(id: string, change: (values: ReturnType<typeof valuesOf>) => object) {
    const db = database.handle.db;
    const row = await db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const values = valuesOf(row);
    await saveProduct(
      db,
      id,
      { ...values, ...change(values) },
      { version: row.version, actor: GRACE },
    );
  }

  it("writes every product, whatever its status, in catalogue order under a header", async () => {
    const db = database.handle.db;
    await edit("1", () => ({ listPriceCents: 4_500_000, status: "archived", seoTitle: "Dell i5" }));
    await edit("2", () => ({ listPriceCents: 4_500_050 }));
    const text = await catalogueCsv(db);
    expect(text.startsWith(`\uFEFF${CATALOGUE_COLUMNS.join(",")}\r\n`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);

    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    const { products } = await readCatalogue(db);
    expect(rows.map((row) => row[0])).toEqual(products.map((product) => product.id));
    expect(rows).toHaveLength(71);
    const byId = new Map(rows.map((row) => [row[0], row]));
    expect(byId.get("1")).toEqual([
      "1",
      "dell-laptop-core-i5",
      "Dell Laptop Core i5",
      "computers-peripherals",
      products.find((product) => product.id === "1")?.description,
      "Intel Core i5, 8GB RAM",
      "256GB NVMe SSD",
      "14-inch Full HD display",
      "Windows 11 Pro",
      "",
      "",
      "yes",
      "archived",
      "Dell i5",
      "",
      "45000",
    ]);
    expect(byId.get("2")?.slice(-5)).toEqual(["no", "published", "", "", "45000.50"]);
  });

  it("defuses what a spreadsheet would run as a formula", async () => {
    await edit("3", (values) => ({
      name: '=HYPERLINK("http://example.test","Lenovo")',
      specifications: ["-5 to 45 °C operating", ...values.specifications.slice(1)],
      seoTitle: "@SUM(A1)",
    }));
    const row = (parse(await catalogueCsv(database.handle.db), { bom: true }) as string[][]).find(
      (cells) => cells[0] === "3",
    );
    expect(row?.[2]).toBe(`'=HYPERLINK("http://example.test","Lenovo")`);
    expect(row?.[5]).toBe("'-5 to 45 °C operating");
    expect(row?.[13]).toBe("'@SUM(A1)");
  });

  it("names the file by the local date", () => {
    expect(catalogueFileName(new Date("2026-11-23T22:30:00Z"))).toBe("catalogue-2026-11-24.csv");
  });
});
