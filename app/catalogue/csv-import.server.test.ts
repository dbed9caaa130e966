// Importing the catalogue's CSV on SQLite and PostgreSQL: its own export
// comes back unchanged; a changed cell is an update with before and after,
// saved as the editor saves (a version, a history row naming who); an empty
// cell leaves a field and "-" clears one; a file with any wrong line changes
// nothing and says where each problem is; a line without an id makes a
// product; a preview the catalogue has moved on from is not applied.

import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { catalogueCsv } from "./csv-export.server.ts";
import {
  type ImportIssue,
  InvalidImport,
  StaleImport,
  applyImport,
  planImport,
} from "./csv-import.server.ts";
import { type ProductValues, productHistory, saveProduct, valuesOf } from "./editing.server.ts";
import { readCatalogue } from "./store.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };
const PETER = { id: "staff-2", name: "Peter Otieno" };
const NOW = new Date("2026-11-24T09:00:00.000Z");

const DESCRIPTION =
  "A small, quiet desktop for reception desks and accounts offices, with room to grow.";

/** A file as a spreadsheet saves it: CRLF after every line. */
const file = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

const where = (errors: readonly ImportIssue[]) =>
  errors.map((error) => [error.line, error.column ?? null]);

describe.each(databaseTargets("catalogue_csv_import"))(
  "importing the catalogue on $name",
  (target) => {
    const database = useDatabase(target);

    async function stored(id: string): Promise<{ values: ProductValues; version: number }> {
      const row = await database.handle.db
        .selectFrom("products")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { values: valuesOf(row), version: row.version };
    }

    async function edit(id: string, change: Partial<ProductValues>, actor = GRACE) {
      const { values, version } = await stored(id);
      await saveProduct(database.handle.db, id, { ...values, ...change }, { version, actor });
    }

    /** The export, its cells changed by `change`, saved again (LF, no mark). */
    async function exportedWith(change: (rows: string[][]) => void): Promise<string> {
      const rows = parse(await catalogueCsv(database.handle.db), { bom: true }) as string[][];
      change(rows);
      return stringify(rows);
    }

    async function apply(text: string, actor = GRACE) {
      const plan = await planImport(database.handle.db, text);
      expect(plan.errors).toEqual([]);
      return applyImport(database.handle.db, text, actor, {
        expectedDigest: plan.digest,
        now: NOW,
      });
    }

    /** Everything an import could change. */
    async function everything() {
      const db = database.handle.db;
      return {
        catalogue: await readCatalogue(db),
        changes: await db.selectFrom("product_changes").selectAll().orderBy("id").execute(),
        oldSlugs: await db.selectFrom("product_old_slugs").selectAll().orderBy("slug").execute(),
        counter: await db
          .selectFrom("counters")
          .selectAll()
          .where("name", "=", "product_id")
          .execute(),
      };
    }

    it("reads its own export back as 71 unchanged lines, and applying it writes nothing", async () => {
      // Cells the export defuses, and a price, come back as they were.
      await edit("3", {
        name: '=HYPERLINK("http://example.test","Lenovo")',
        seoTitle: "'=quoted",
        seoDescription: "-",
        listPriceCents: 123_456,
      });
      const text = await catalogueCsv(database.handle.db);
      const plan = await planImport(database.handle.db, text);
      expect(plan.errors).toEqual([]);
      expect(plan.rows).toHaveLength(71);
      expect(plan.rows.every((row) => row.action === "unchanged")).toBe(true);
      expect(plan.rows.map((row) => row.line)).toEqual(Array.from({ length: 71 }, (_, i) => i + 2));
      const before = await everything();
      expect(
        await applyImport(database.handle.db, text, GRACE, { expectedDigest: plan.digest }),
      ).toEqual({ created: 0, updated: 0, unchanged: 71 });
      expect(await everything()).toEqual(before);
    });

    it("shows a changed description as an update, before and after, and saves it as Grace's", async () => {
      const before = (await stored("2")).values.description;
      const after = `${before} Now with a backlit keyboard.`;
      const text = await exportedWith((rows) => {
        const row = rows.find((cells) => cells[0] === "2");
        if (row) row[4] = after;
      });
      const plan = await planImport(database.handle.db, text);
      expect(plan.rows.filter((row) => row.action !== "unchanged")).toEqual([
        {
          line: plan.rows.findIndex((row) => row.id === "2") + 2,
          id: "2",
          slug: "hp-probook-450-g10",
          name: "HP ProBook 450 G10",
          action: "update",
          changes: { description: [before, after] },
          version: 1,
        },
      ]);
      expect(await apply(text)).toEqual({ created: 0, updated: 1, unchanged: 70 });
      expect(await stored("2")).toMatchObject({ version: 2, values: { description: after } });
      const [saved, ...older] = await productHistory(database.handle.db, "2");
      expect(older).toEqual([]);
      expect(saved).toMatchObject({
        version: 2,
        by: "Grace Kamau",
        at: NOW.toISOString(),
        changes: { description: [before, after] },
      });
    });

    it("leaves a field as it is for an empty cell, or a column the file leaves out", async () => {
      await edit("1", { seoTitle: "Dell Core i5 laptops in Nairobi", listPriceCents: 8_500_000 });
      const text = file(
        "id,name,description,seo_title,list_price_kes,spec_1",
        "1,,,,,",
        "2,HP ProBook 450 G11,  ,,,",
      );
      const plan = await planImport(database.handle.db, text);
      expect(plan.errors).toEqual([]);
      expect(plan.rows.map((row) => [row.id, row.action, row.changes])).toEqual([
        ["1", "unchanged", {}],
        ["2", "update", { name: ["HP ProBook 450 G10", "HP ProBook 450 G11"] }],
      ]);
      await apply(text);
      expect((await stored("1")).values).toMatchObject({
        seoTitle: "Dell Core i5 laptops in Nairobi",
        listPriceCents: 8_500_000,
      });
    });

    it('clears an optional field or a spec line with "-", and refuses to clear a required one', async () => {
      await edit("1", { seoTitle: "Dell Core i5 laptops in Nairobi", listPriceCents: 8_500_000 });
      const { values } = await stored("1");
      const text = file("id,seo_title,list_price_kes,spec_2", "1,-,-,-");
      const plan = await planImport(database.handle.db, text);
      expect(plan.rows[0]?.changes).toEqual({
        specifications: [
          values.specifications,
          [values.specifications[0], ...values.specifications.slice(2)],
        ],
        seoTitle: ["Dell Core i5 laptops in Nairobi", null],
        listPriceCents: [8_500_000, null],
      });
      await apply(text);
      expect((await stored("1")).values).toMatchObject({
        seoTitle: null,
        listPriceCents: null,
        specifications: ["Intel Core i5, 8GB RAM", "14-inch Full HD display", "Windows 11 Pro"],
      });

      const refused = await planImport(
        database.handle.db,
        file("id,name,category,description,featured,status", "2,-,-,-,-,-"),
      );
      expect(refused.rows).toEqual([]);
      expect(where(refused.errors)).toEqual([
        [2, "name"],
        [2, "category"],
        [2, "description"],
        [2, "featured"],
        [2, "status"],
      ]);
      expect(refused.errors[0]?.message).toBe("name cannot be cleared: every product has one.");
    });

    it("refuses a file with wrong lines, saying where, and changes nothing", async () => {
      const nineWas = (await stored("9")).values.slug;
      await edit("9", { slug: "renamed-nine" });
      const text = file(
        "id,slug,name,category,description,spec_2,spec_3,spec_4,status,list_price_kes",
        `1,,,,"${DESCRIPTION}",,,,,`,
        "2,,,,,-,-,-,,",
        "3,,,laptops,,,,,,",
        "4,,,,,,,,sold,",
        "5,,,,,,,,,about 70k",
        "6,dell-laptop-core-i5,,,,,,,,",
        "99,,,,,,,,,",
        "7,brand-new-slug,,,,,,,,",
        "8,brand-new-slug,,,,,,,,",
        "1,,,,,,,,,",
        ",,,storage-memory,,,,,,",
        `10,${nineWas},,,,,,,,`,
      );
      const before = await everything();
      const plan = await planImport(database.handle.db, text);
      expect(where(plan.errors)).toEqual([
        [3, null],
        [4, "category"],
        [5, "status"],
        [6, "list_price_kes"],
        [7, "slug"],
        [8, "id"],
        [10, "slug"],
        [11, "id"],
        [12, null],
        [13, "slug"],
      ]);
      const messages = plan.errors.map((error) => error.message);
      expect(messages).toEqual([
        "Give 3 to 6 specifications: spec_1 to spec_6 (- takes one out).",
        expect.stringMatching(
          /^No category has the slug "laptops"\. The categories are: computers-peripherals, storage-memory, /,
        ),
        'status is published, draft or archived, not "sold".',
        "List price: an amount in KES such as 12,500 or 1999.99",
        `The slug "dell-laptop-core-i5" is product 1's (Dell Laptop Core i5).`,
        "No product has the id 99. Leave id empty to add a new product.",
        'The slug "brand-new-slug" is on line 9 too.',
        "Product 1 is on line 2 too: one line per product.",
        "This line has no id, slug or name: which product is it for?",
        `The slug "${nineWas}" was product 9's (${(await stored("9")).values.name}), and its old address still leads there. Choose another.`,
      ]);
      const refused = await applyImport(database.handle.db, text, GRACE, {
        expectedDigest: plan.digest,
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InvalidImport);
      expect((refused as InvalidImport).errors).toEqual(plan.errors);
      expect(await everything()).toEqual(before);
    });

    it("makes a product of a line without an id, numbered after the seed's, as a draft", async () => {
      const text = file(
        "name,category,description,spec_1,spec_2,spec_3,list_price_kes",
        `Dell OptiPlex 7020,computers-peripherals,"${DESCRIPTION}",Intel Core i5-14500,16GB RAM,512GB SSD,"72,500"`,
      );
      const plan = await planImport(database.handle.db, text);
      expect(plan.errors).toEqual([]);
      const created: ProductValues = {
        name: "Dell OptiPlex 7020",
        slug: "dell-optiplex-7020",
        categoryId: "1",
        description: DESCRIPTION,
        specifications: ["Intel Core i5-14500", "16GB RAM", "512GB SSD"],
        featured: false,
        status: "draft",
        seoTitle: null,
        seoDescription: null,
        listPriceCents: 7_250_000,
      };
      expect(plan.rows).toEqual([
        {
          line: 2,
          id: null,
          slug: "dell-optiplex-7020",
          name: "Dell OptiPlex 7020",
          action: "create",
          changes: Object.fromEntries(
            Object.entries(created).map(([field, value]) => [field, [null, value]]),
          ),
          version: null,
        },
      ]);
      expect(await apply(text)).toEqual({ created: 1, updated: 0, unchanged: 0 });
      expect(await stored("72")).toEqual({ values: created, version: 1 });
      const [first] = await productHistory(database.handle.db, "72");
      expect(first).toMatchObject({ version: 1, by: "Grace Kamau" });

      const incomplete = await planImport(
        database.handle.db,
        file("slug,name,category", "hp-elitedesk,HP EliteDesk,computers-peripherals"),
      );
      expect(incomplete.errors).toEqual([
        { line: 2, column: "description", message: "A new product needs a description." },
        {
          line: 2,
          message: "Give 3 to 6 specifications: spec_1 to spec_6 (- takes one out).",
        },
      ]);
    });

    it("finds a product by its slug, or by a slug it had, when its id is empty", async () => {
      const was = (await stored("3")).values.slug;
      await edit("3", { slug: "thinkpad-e14" });
      const text = file("id,slug,featured", `,${was},yes`, ",hp-probook-450-g10,TRUE");
      const plan = await planImport(database.handle.db, text);
      expect(plan.errors).toEqual([]);
      expect(plan.rows.map((row) => [row.id, row.slug, row.changes])).toEqual([
        ["3", "thinkpad-e14", { featured: [false, true] }],
        ["2", "hp-probook-450-g10", { featured: [false, true] }],
      ]);
      expect(await apply(text)).toEqual({ created: 0, updated: 2, unchanged: 0 });
      expect((await stored("3")).values).toMatchObject({ slug: "thinkpad-e14", featured: true });

      // With its id, a new slug renames it, and the old one keeps leading to it.
      await apply(file("id,slug", "2,hp-probook-450"));
      const again = await planImport(
        database.handle.db,
        file("slug,status", "hp-probook-450-g10,draft"),
      );
      expect(again.rows[0]).toMatchObject({ id: "2", slug: "hp-probook-450", action: "update" });
    });

    it("reads CRLF or LF, with or without a byte-order mark, its columns in any order", async () => {
      const lines = ["Status,ID,featured", "draft,4,no", `archived,5,0`];
      const plans = await Promise.all(
        [
          `\uFEFF${lines.join("\r\n")}\r\n`,
          `${lines.join("\n")}\n`,
          `\uFEFF${lines.join("\n")}`,
          lines.join("\r\n"),
        ].map((text) => planImport(database.handle.db, text)),
      );
      for (const plan of plans) {
        expect(plan.errors).toEqual([]);
        expect(plan.rows.map((row) => [row.line, row.id, row.changes])).toEqual([
          [2, "4", { status: ["published", "draft"] }],
          [3, "5", { status: ["published", "archived"] }],
        ]);
        expect(plan.digest).toBe(plans[0]?.digest);
      }
      // A cell with a line break is one line of the spreadsheet.
      const multiline = await planImport(
        database.handle.db,
        file("id,description", `1,"${DESCRIPTION}\r\nSecond paragraph."`, "2,"),
      );
      expect(multiline.rows.map((row) => [row.line, row.action])).toEqual([
        [2, "update"],
        [3, "unchanged"],
      ]);
    });

    it("refuses columns it does not know, a column twice, and a file it cannot read", async () => {
      const plan = async (text: string) => (await planImport(database.handle.db, text)).errors;
      expect(await plan(file("id,price,Notes", "1,5,x"))).toEqual([
        {
          line: 1,
          column: "price",
          message:
            'Unknown column "price". The columns are: id, slug, name, category, description, spec_1, spec_2, spec_3, spec_4, spec_5, spec_6, featured, status, seo_title, seo_description, list_price_kes.',
        },
        expect.objectContaining({ line: 1, column: "notes" }),
      ]);
      expect(await plan(file("id,name,name", "1,a,b"))).toEqual([
        { line: 1, column: "name", message: 'Column "name" is there twice.' },
      ]);
      expect(where(await plan(file("description,status", `"${DESCRIPTION}",draft`)))).toEqual([
        [1, null],
      ]);
      expect(await plan(file("id;name", "1;Dell"))).toEqual([
        {
          line: 1,
          message: "The cells are separated by semicolons: save the file as CSV with commas.",
        },
      ]);
      expect(await plan("")).toEqual([{ line: 1, message: "The file is empty." }]);
      expect(await plan(file("id,name", "1,Dell", '2,"HP ProBook', "3,Lenovo"))).toEqual([
        { line: 3, message: "A quoted cell is never closed: the file ends inside it." },
      ]);
      expect(await plan(file("id,name", "1,Dell Laptop Core i5,extra"))).toEqual([
        { line: 2, message: "This line has more cells than the header has columns." },
      ]);
      expect(await plan(file("id,name", "1,Caf\uFFFD"))).toEqual([
        {
          line: 2,
          column: "name",
          message: 'This cell is not UTF-8: save the file as "CSV UTF-8".',
        },
      ]);
    });

    it("refuses to apply a preview the catalogue has moved on from", async () => {
      const text = file("id,featured", "1,no", "2,no");
      const plan = await planImport(database.handle.db, text);
      expect(plan.rows.map((row) => row.action)).toEqual(["update", "unchanged"]);
      // Peter saves a product the file leaves as it is: the preview no longer says what would happen.
      await edit("2", { name: "HP ProBook 450 G10 (2026)" }, PETER);
      const before = await everything();
      const refused = await applyImport(database.handle.db, text, GRACE, {
        expectedDigest: plan.digest,
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StaleImport);
      expect((refused as Error).message).toMatch(
        /^The catalogue changed after this file was checked/,
      );
      expect(await everything()).toEqual(before);
      // A new preview can be applied.
      expect(await apply(text)).toEqual({ created: 0, updated: 1, unchanged: 1 });
    });

    it("reads a list price exactly, into whole cents", async () => {
      const text = file(
        "id,list_price_kes",
        "1,1234.56",
        '2,"45,000"',
        "3,45000.5",
        "4,KES 1999.99",
        "5,0.01",
        '6,"1,234,567.89"',
      );
      await apply(text);
      const prices = await Promise.all(
        ["1", "2", "3", "4", "5", "6"].map(async (id) => (await stored(id)).values.listPriceCents),
      );
      expect(prices).toEqual([123_456, 4_500_000, 4_500_050, 199_999, 1, 123_456_789]);

      const refused = await planImport(
        database.handle.db,
        file(
          "id,list_price_kes",
          "1,45.000",
          '2,"45.000,00"',
          "3,-5",
          "4,4.5E+04",
          "5,12.345",
          "6,100000000.01",
        ),
      );
      expect(where(refused.errors)).toEqual(
        [2, 3, 4, 5, 6, 7].map((line) => [line, "list_price_kes"]),
      );
    });
  },
);
