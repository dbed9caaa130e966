// The insights' figures against a real database: weeks cut at Nairobi's
// Monday midnight, products and categories, each product's views and
// inquiries per view, the median reply in opening hours, the promise share,
// won and lost; spam and rows outside the window left out.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";
import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { replyDueAt } from "#app/business/business-hours.ts";
import type { InquiryStatus } from "#app/inquiries/status.ts";
import { GENERAL_INQUIRY, loadInsights, rank } from "./insights.server.ts";

const HOUR = 3_600_000;
/** Nairobi wall-clock time (UTC+3 all year) as an ISO instant. */
const nairobi = (local: string) => new Date(`${local}+03:00`).toISOString();
const due = (local: string) => replyDueAt(new Date(nairobi(local))).toISOString();

// Wednesday 25 November 2026, 11:00: this week began Monday 23 November, and
// twelve weeks reach back to Monday 7 September.
const NOW = new Date(nairobi("2026-11-25T11:00:00"));

const LAPTOP = "HP ProBook 450 G10";
const LATITUDE = "Dell Latitude 3540";
const PRINTER = "Epson EcoTank Printer";

interface Row {
  created: string;
  product?: string | null;
  status?: InquiryStatus;
  replied?: string;
  dueAt?: string;
}

const rows: Record<string, Row> = {
  // Sunday 23:30 before the window (20:30Z): out.
  before: { created: "2026-09-06T23:30:00", product: PRINTER },
  // Monday 00:30 Nairobi is still Sunday in UTC: the first week. Never
  // answered: missed.
  firstWeek: { created: "2026-09-07T00:30:00" },
  // Last week: four replies of 2, 6, 4 and 1 opening hours.
  r1: {
    created: "2026-11-16T10:00:00",
    replied: "2026-11-16T12:00:00",
    product: LAPTOP,
    status: "won",
  },
  r4: {
    created: "2026-11-17T08:00:00",
    replied: "2026-11-17T14:00:00",
    product: LAPTOP,
    status: "lost",
  },
  // Friday 17:00 to Saturday 12:00: one hour Friday, three Saturday; late.
  r3: {
    created: "2026-11-20T17:00:00",
    replied: "2026-11-21T12:00:00",
    dueAt: nairobi("2026-11-21T10:00:00"),
    product: PRINTER,
    status: "quoted",
  },
  // Saturday 17:55 to Monday 09:00: one opening hour.
  r2: {
    created: "2026-11-21T17:55:00",
    replied: "2026-11-23T09:00:00",
    product: LAPTOP,
    status: "won",
  },
  // Sunday 23:59 is last week; Monday 00:00 is this week. Both are due at
  // noon on Wednesday: not yet.
  sundayNight: { created: "2026-11-22T23:59:00", product: LATITUDE },
  mondayMidnight: { created: "2026-11-23T00:00:00", product: LATITUDE },
  // Unanswered and past due (due Tuesday morning): missed.
  overdue: {
    created: "2026-11-23T08:30:00",
    dueAt: nairobi("2026-11-24T08:30:00"),
    status: "in_progress",
  },
  // Unanswered, not yet due: left out of the promise.
  waiting: { created: "2026-11-25T10:00:00", product: "A product no longer sold" },
  // Spam counts nowhere, even answered late and won.
  spam: {
    created: "2026-11-24T09:00:00",
    replied: "2026-11-25T10:30:00",
    dueAt: nairobi("2026-11-24T10:00:00"),
    product: LAPTOP,
    status: "spam",
  },
  // After `now` (a clock the test holds): out.
  later: { created: "2026-11-25T11:30:00", product: LAPTOP },
};

describe.each(databaseTargets("insights"))("insights on $name", (target) => {
  const database = useDatabase(target);

  async function insertRows() {
    await database.handle.db
      .insertInto("inquiries")
      .values(
        Object.entries(rows).map(([id, row]) =>
          inquiryRow(id, {
            created_at: nairobi(row.created),
            product: row.product ?? null,
            status: row.status ?? "new",
            first_reply_at: row.replied ? nairobi(row.replied) : null,
            due_at: row.dueAt ?? due(row.created),
          }),
        ),
      )
      .execute();
  }

  /** `count` views of the product now named `name`, on `day`, by different visitors. */
  async function views(name: string, day: string, count: number) {
    const { id } = await database.handle.db
      .selectFrom("products")
      .select("id")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto("product_views")
      .values(Array.from({ length: count }, (_, i) => ({ product_id: id, day, visitor: `v${i}` })))
      .execute();
  }

  it("shows twelve empty weeks and no figures before the first inquiry", async () => {
    const insights = await loadInsights(database.handle.db, { now: NOW, catalogue: seedCatalogue });
    expect(insights.weeks).toHaveLength(12);
    expect(insights.weeks.every((week) => week.count === 0)).toBe(true);
    expect(insights).toMatchObject({
      total: 0,
      topProducts: [],
      viewsSince: null,
      topCategories: [],
      medianFirstReplyMs: null,
      replied: 0,
      promise: { kept: 0, missed: 0, share: null },
      won: 0,
      lost: 0,
      winRate: null,
    });
  });

  it("counts each figure over the window, spam left out", async () => {
    await insertRows();

    const insights = await loadInsights(database.handle.db, { now: NOW, catalogue: seedCatalogue });

    expect(insights.weeks.map((week) => week.start)).toEqual([
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(insights.weeks.map((week) => week.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 3]);
    expect(insights.total).toBe(9);

    // No views counted yet: none beside products in the catalogue, and
    // nothing to count for one no longer there.
    expect(insights.viewsSince).toBeNull();
    // Asked about once: counted, not ranked.
    expect(insights.topProducts).toEqual([
      { name: LAPTOP, count: 3, views: 0, rate: null },
      { name: LATITUDE, count: 2, views: 0, rate: null },
    ]);
    expect(insights.unlistedProducts).toEqual({ names: 2, atMost: 1 });
    expect(insights.topCategories).toEqual([
      { name: "Computers & Peripherals", count: 5 },
      { name: GENERAL_INQUIRY, count: 2 },
    ]);
    expect(insights.unlistedCategories).toEqual({ names: 1, atMost: 1 });

    // Replies of 1, 2, 4 and 6 opening hours: the median is 3 hours.
    expect(insights.replied).toBe(4);
    expect(insights.medianFirstReplyMs).toBe(3 * HOUR);
    // Kept: r1, r2, r4. Missed: r3 (late), the overdue one and the first week's.
    expect(insights.promise).toEqual({ kept: 3, missed: 3, share: 0.5 });
    expect(insights).toMatchObject({ won: 2, lost: 1 });
    expect(insights.winRate).toBeCloseTo(2 / 3);
  });

  it("puts each product's views over the window beside its inquiries, joined by its name now", async () => {
    await insertRows();
    const db = database.handle.db;
    // The window's first day and today count; the day before and tomorrow do not.
    await views(LAPTOP, "2026-09-06", 7);
    await views(LAPTOP, "2026-09-07", 10);
    await views(LAPTOP, "2026-11-25", 30);
    await views(LAPTOP, "2026-11-26", 5);
    await views(PRINTER, "2026-10-01", 8);
    // The database's catalogue, not the seed's, names the product.
    await db
      .updateTable("products")
      .set({ name: "A product no longer sold" })
      .where("name", "=", "Canon PIXMA G3420 Printer")
      .execute();
    await views("A product no longer sold", "2026-11-24", 4);

    const insights = await loadInsights(db, { now: NOW, catalogue: seedCatalogue });
    expect(insights.viewsSince).toBe("2026-09-07");
    expect(insights.topProducts).toEqual([
      { name: LAPTOP, count: 3, views: 40, rate: 3 / 40 },
      { name: LATITUDE, count: 2, views: 0, rate: null },
    ]);
  });

  it("counts inquiries per view from the day views began, when that is inside the window", async () => {
    await insertRows();
    await views(LAPTOP, "2026-11-17", 10);
    const insights = await loadInsights(database.handle.db, { now: NOW, catalogue: seedCatalogue });
    expect(insights.viewsSince).toBe("2026-11-17");
    // Three inquiries in the weeks, two since Tuesday 17 November (r4, r2).
    expect(insights.topProducts[0]).toEqual({ name: LAPTOP, count: 3, views: 10, rate: 2 / 10 });
    expect(insights.topProducts[1]).toEqual({ name: LATITUDE, count: 2, views: 0, rate: null });
  });

  it("keeps only the top eight products and categories, most asked first", async () => {
    const names = [
      "Dell Laptop Core i5",
      "HP ProBook 450 G10",
      "Lenovo ThinkPad E14 Gen 5",
      "Dell Latitude 3540",
      "Epson EcoTank Printer",
      "HP LaserJet Pro MFP 4103fdw",
      "Canon PIXMA G3420 Printer",
      "Item eight",
      "Item nine",
      "Item ten",
    ];
    const values = names.flatMap((name, i) =>
      Array.from({ length: names.length - i }, (_, n) =>
        inquiryRow(`p${i}-${n}`, { created_at: nairobi("2026-11-24T10:00:00"), product: name }),
      ),
    );
    await database.handle.db.insertInto("inquiries").values(values).execute();
    const insights = await loadInsights(database.handle.db, { now: NOW, catalogue: seedCatalogue });
    expect(insights.topProducts.map((p) => p.name)).toEqual(names.slice(0, 8));
    expect(insights.topProducts.map((p) => p.count)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    expect(insights.unlistedProducts).toEqual({ names: 2, atMost: 2 });
    expect(insights.weeks.at(-1)?.count).toBe(55);
  });
});

describe("ranking what was asked about", () => {
  const counts = (...entries: [string, number][]) => new Map(entries);
  const letters = (n: number, count: number) =>
    Array.from({ length: n }, (_, i): [string, number] => [
      `P${String(i).padStart(2, "0")}`,
      count,
    ]);

  it("ranks only names asked about at least twice, and counts the rest", () => {
    expect(rank(counts(["A", 1], ["B", 1], ["C", 1]))).toEqual({
      listed: [],
      unlisted: { names: 3, atMost: 1 },
    });
    expect(rank(counts(["A", 1], ["B", 3], ["C", 2]))).toEqual({
      listed: [
        { name: "B", count: 3 },
        { name: "C", count: 2 },
      ],
      unlisted: { names: 1, atMost: 1 },
    });
    expect(rank(new Map())).toEqual({ listed: [], unlisted: null });
  });

  it("never cuts a tie: all tied with the eighth are listed, up to sixteen", () => {
    const tiedAtEighth = rank(counts(...letters(7, 5), ["Q1", 3], ["Q2", 3], ["Q3", 3], ["R", 2]));
    expect(tiedAtEighth.listed.map((entry) => entry.name)).toEqual([
      ...letters(7, 5).map(([name]) => name),
      "Q1",
      "Q2",
      "Q3",
    ]);
    expect(tiedAtEighth.unlisted).toEqual({ names: 1, atMost: 2 });
    // Twenty tied at the cut: listing them all would say nothing either.
    const tooMany = rank(counts(["Top", 9], ...letters(20, 2)));
    expect(tooMany.listed).toEqual([{ name: "Top", count: 9 }]);
    expect(tooMany.unlisted).toEqual({ names: 20, atMost: 2 });
  });
});
