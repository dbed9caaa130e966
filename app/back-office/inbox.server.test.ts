import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import {
  BULK,
  NOW,
  OTHER_STAFF,
  PRINTER,
  STAFF,
  UPS,
  seedInbox,
} from "#tests/fixtures/inbox-rows.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";
import { buildCatalogue } from "#app/catalogue/catalogue.ts";
import { categories } from "#app/catalogue/categories.ts";
import { productRecords } from "#app/catalogue/products.ts";
import { seedCatalogue, seedPictures } from "#app/catalogue/seed-catalogue.ts";
import { INBOX_PAGE_SIZE, type InboxFilters, NO_INBOX_FILTERS } from "./inbox-filters.ts";
import { AWAITING_ANSWER, INBOX_SEARCH_TEXT, PREVIEW_LENGTH, listInbox } from "./inbox.server.ts";
import { AWAITING_ANSWER as INDEXED_QUEUE } from "../../db/migrations/0013-inbox-queue-index.ts";
import { INBOX_SEARCH_TEXT as INDEXED_TEXT } from "../../db/migrations/0006-inbox-indexes.ts";

it("searches the very expression PostgreSQL's trigram index was built on", () => {
  expect(INBOX_SEARCH_TEXT).toBe(INDEXED_TEXT);
});

it("asks for the queue with the very predicate its partial index was built on", () => {
  expect(AWAITING_ANSWER).toBe(INDEXED_QUEUE);
});

describe.each(databaseTargets("inbox"))("the inbox on $name", (target) => {
  const database = useDatabase(target, { once: true, seed: seedInbox });

  const list = (filters: Partial<InboxFilters>) =>
    listInbox(
      database.handle.db,
      { ...NO_INBOX_FILTERS, ...filters },
      { userId: STAFF.id, now: NOW, catalogue: seedCatalogue },
    );
  const ids = async (filters: Partial<InboxFilters>) =>
    (await list({ ...filters, page: 1 })).rows.map((r) => r.id);

  it("opens on the queue: owed an answer first, most overdue on top, then the rest newest first", async () => {
    const page = await list({});
    // a and c are overdue (a the longer), e is due later; d is spam, b answered.
    expect(page.rows.slice(0, 6).map((r) => r.id)).toEqual(["a", "c", "e", "d", "b", "bulk-26"]);
    expect(page).toMatchObject({ overdue: 2, dueToday: 0 });
    expect((await list({ sort: "oldest" })).rows.slice(0, 3).map((r) => r.id)).toEqual([
      "bulk-00",
      "bulk-01",
      "bulk-02",
    ]);
    // Page 2 goes on in the rest: 3 awaiting an answer and 22 others on page 1.
    expect((await list({ page: 2 })).rows.map((r) => r.id)).toEqual(
      ["06", "05", "04", "03", "02", "01", "00"].map((n) => `bulk-${n}`),
    );
    // Overdue only keeps the queue's order.
    expect(await ids({ overdue: true })).toEqual(["a", "c"]);
  });

  it("counts what falls due before the day ends in Nairobi", async () => {
    const morning = new Date("2026-03-20T06:00:00.000Z"); // 09:00 in Nairobi; e is due at 13:00
    const page = await listInbox(database.handle.db, NO_INBOX_FILTERS, {
      userId: STAFF.id,
      now: morning,
      catalogue: seedCatalogue,
    });
    expect(page).toMatchObject({ overdue: 2, dueToday: 1 });
    const evening = new Date("2026-03-19T20:59:00.000Z"); // 23:59 the day before
    expect(
      await listInbox(database.handle.db, NO_INBOX_FILTERS, {
        userId: STAFF.id,
        now: evening,
        catalogue: seedCatalogue,
      }),
    ).toMatchObject({ dueToday: 0 });
  });

  it("lists newest first, ties by id, with the counts per status", async () => {
    const page = await list({ sort: "newest" });
    expect(page.total).toBe(5 + BULK);
    expect(page.pageCount).toBe(2);
    expect(page.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(page.rows.slice(0, 6).map((r) => r.id)).toEqual(["e", "d", "c", "a", "b", "bulk-26"]);
    expect(page.counts).toEqual({
      all: 5 + BULK,
      new: 2,
      in_progress: 1,
      quoted: 1,
      won: BULK,
      lost: 0,
      spam: 1,
    });
  });

  it("pages on, and past the end gives no rows", async () => {
    const second = await list({ page: 2, sort: "newest" });
    expect(second.rows.map((r) => r.id)).toEqual(
      ["06", "05", "04", "03", "02", "01", "00"].map((n) => `bulk-${n}`),
    );
    expect((await list({ page: 3 })).rows).toEqual([]);
  });

  it("gives each row its fields, the assignee's name and a one-line preview", async () => {
    const { rows } = await list({});
    const c = rows.find((r) => r.id === "c");
    expect(c).toMatchObject({
      reference: "MW-10003",
      createdAt: "2026-03-05T10:00:00.000Z",
      name: "Achieng Njeri",
      phone: "+254 733 000 111",
      product: UPS,
      status: "quoted",
      assigneeId: OTHER_STAFF.id,
      assigneeName: OTHER_STAFF.name,
      dueAt: "2026-03-06T10:00:00.000Z",
      firstReplyAt: null,
    });
    expect(c?.preview).toHaveLength(PREVIEW_LENGTH);
    expect(c?.preview).toMatch(/^Good morning, We need a quote .*…$/);
    expect(rows.find((r) => r.id === "e")).toMatchObject({ preview: "", assigneeName: null });
  });

  it("filters by status, keeping the counts of every status", async () => {
    const page = await list({ status: "new" });
    // In the queue's order: a is overdue, e due later.
    expect(page.rows.map((r) => r.id)).toEqual(["a", "e"]);
    expect(page.total).toBe(2);
    expect(page.pageCount).toBe(1);
    expect(page.counts.all).toBe(5 + BULK);
  });

  it("filters by category and by product; the counts follow them", async () => {
    expect(await ids({ category: "printing-scanning" })).toEqual(["a"]);
    const power = await list({ category: "power-backup" });
    expect(power.total).toBe(1 + BULK);
    expect(power.counts).toMatchObject({ all: 1 + BULK, won: BULK, quoted: 1, new: 0 });
    expect(await ids({ product: PRINTER })).toEqual(["a"]);
    expect(await ids({ category: "services" })).toEqual([]);
  });

  it("files a product under its category in the live catalogue, as the owner moved it", async () => {
    const moved = buildCatalogue({
      categories,
      records: productRecords.map((r) => ({
        ...r,
        categorySlug: r.name === PRINTER ? "services" : r.categorySlug,
        status: "published" as const,
      })),
      oldSlugs: new Map(),
      pictureOf: seedPictures.pictureOf,
    });
    const filtered = (category: string) =>
      listInbox(
        database.handle.db,
        { ...NO_INBOX_FILTERS, category },
        { userId: STAFF.id, now: NOW, catalogue: moved },
      );
    expect((await filtered("services")).rows.map((r) => r.id)).toEqual(["a"]);
    expect((await filtered("printing-scanning")).total).toBe(0);
  });

  it("filters by assignee: me, nobody, or one person", async () => {
    expect(await ids({ assignee: "me" })).toEqual(["b"]);
    expect(await ids({ assignee: OTHER_STAFF.id })).toEqual(["c"]);
    expect((await list({ assignee: "none" })).total).toBe(3 + BULK);
  });

  it("takes dates as Nairobi days, both ends inclusive, split at Nairobi's midnight", async () => {
    expect(await ids({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["a"]);
    expect(await ids({ from: "2026-03-01", to: "2026-03-01" })).toEqual(["b"]);
    expect(await ids({ from: "2026-03-02", sort: "newest" })).toEqual(["e", "d", "c", "a"]);
    expect((await list({ to: "2026-02-28" })).total).toBe(BULK);
    expect(await ids({ from: "2026-03-10", to: "2026-03-01" })).toEqual([]);
  });

  it("searches name, e-mail, phone, message and reference, whatever the case", async () => {
    expect(await ids({ q: "WANJIRU@example" })).toEqual(["a"]);
    expect(await ids({ q: "odhiambo" })).toEqual(["b"]);
    expect(await ids({ q: "westlands" })).toEqual(["c"]);
    expect(await ids({ q: "mw-10005" })).toEqual(["e"]);
    expect(await ids({ q: "733 000" })).toEqual(["c"]);
  });

  it("finds a phone number however it is typed", async () => {
    for (const q of ["0712345678", "0712 345 678", "+254 712 345", "254712345678", "345678"]) {
      expect(await ids({ q }), q).toEqual(["a"]);
    }
  });

  it("takes % and _ in a search literally", async () => {
    expect(await ids({ q: "50%" })).toEqual(["b"]);
    expect(await ids({ q: "%" })).toEqual(["b"]);
    expect(await ids({ q: "discount_on" })).toEqual(["b"]);
    expect(await ids({ q: "t_ner" })).toEqual([]);
  });

  it("takes quotes and search syntax in a search literally", async () => {
    expect(await ids({ q: '"urgent"' })).toEqual(["b"]);
    expect(await ids({ q: 'toner, "urg' })).toEqual(["b"]);
    expect(await ids({ q: "toner OR westlands" })).toEqual([]);
    expect(await ids({ q: "toner*" })).toEqual([]);
  });

  it("shows as overdue only open, unanswered inquiries past their time", async () => {
    expect(await ids({ overdue: true })).toEqual(["a", "c"]);
    expect(await ids({ overdue: true, status: "new" })).toEqual(["a"]);
  });

  it("shows only inquiries the customer wrote back to, with the mark on the row", async () => {
    const mark = (at: string | null) =>
      database.handle.db
        .updateTable("inquiries")
        .set({ customer_replied_at: at })
        .where("id", "=", "c")
        .execute();
    await mark("2026-03-10T07:00:00.000Z");
    try {
      const page = await list({ replied: true });
      expect(page.rows.map((r) => [r.id, r.customerRepliedAt])).toEqual([
        ["c", "2026-03-10T07:00:00.000Z"],
      ]);
      expect((await list({})).rows.find((r) => r.id === "a")?.customerRepliedAt).toBeNull();
    } finally {
      await mark(null);
    }
  });

  it("combines filters", async () => {
    const page = await list({ status: "quoted", q: "achieng", assignee: OTHER_STAFF.id });
    expect(page.rows.map((r) => r.id)).toEqual(["c"]);
    expect(page.counts).toMatchObject({ all: 1, quoted: 1 });
  });

  it("keeps the search in step when an inquiry changes or is erased", async () => {
    const row = inquiryRow("z", { reference: "MW-19999", name: "Zawadi Triggered", status: "new" });
    await database.handle.db.insertInto("inquiries").values(row).execute();
    expect(await ids({ q: "triggered" })).toEqual(["z"]);
    await database.handle.db
      .updateTable("inquiries")
      .set({ name: "Zawadi Renamed", message: "now about laminators" })
      .where("id", "=", "z")
      .execute();
    expect(await ids({ q: "triggered" })).toEqual([]);
    expect(await ids({ q: "laminators" })).toEqual(["z"]);
    await database.handle.db
      .updateTable("inquiries")
      .set({ status: "won" })
      .where("id", "=", "z")
      .execute();
    expect(await ids({ q: "renamed" })).toEqual(["z"]);
    await database.handle.db.deleteFrom("inquiries").where("id", "=", "z").execute();
    expect(await ids({ q: "renamed" })).toEqual([]);
  });
});
