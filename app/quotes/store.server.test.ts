// Quotes in the database, on SQLite and PostgreSQL: numbering, drafts that
// save their figures, the lock once sent, and revisions.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";
import { DELIVERY_LINE, LAPTOP_LINE, quoteForm } from "#tests/fixtures/quotes.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import {
  QuoteError,
  createQuote,
  findQuote,
  quotesOfInquiry,
  reviseQuote,
  saveDraft,
} from "./store.server.ts";
import type { QuoteForm } from "./schema.ts";
import { quotableProducts } from "#app/catalogue/store.server.ts";

const NOW = new Date("2026-11-24T09:00:00.000Z");
const ACTOR = "staff-1";

const form = (overrides: Partial<QuoteForm> = {}): QuoteForm =>
  quoteForm({
    company: "Westlands Dental Clinic",
    kraPin: "P051234567X",
    lines: [{ ...LAPTOP_LINE, discount: { kind: "percent", basisPoints: 500 } }, DELIVERY_LINE],
    note: "As discussed on the phone.",
    terms: "Delivery within two days.",
    ...overrides,
  });

describe.each(databaseTargets("quotes"))("quotes on $name", (target) => {
  const database = useDatabase(target);

  async function inquiry(fields: Parameters<typeof inquiryRow>[1] = {}) {
    const row = inquiryRow(`MW-${Math.floor(Math.random() * 90_000) + 10_000}`, fields);
    await database.handle.db.insertInto("inquiries").values(row).execute();
    return row.id;
  }

  it("numbers quotes Q-10001, Q-10002…, each a draft for its inquiry's customer", async () => {
    const id = await inquiry({
      name: "Wanjiku Otieno",
      email: "wanjiku@example.co.ke",
      product: "Dell Laptop Core i5",
    });
    const first = await createQuote(database.handle.db, {
      inquiryId: id,
      actorId: ACTOR,
      now: NOW,
    });
    const second = await createQuote(database.handle.db, {
      inquiryId: id,
      actorId: ACTOR,
      now: NOW,
    });
    expect([first.number, second.number]).toEqual(["Q-10001", "Q-10002"]);
    expect(first).toMatchObject({
      status: "draft",
      state: "draft",
      token: null,
      customer: { name: "Wanjiku Otieno", email: "wanjiku@example.co.ke", company: null },
      vatBasisPoints: 1600,
      pricesIncludeVat: true,
      // 14 days on, to the end of that day in Nairobi.
      validUntil: "2026-12-08",
    });
    // The product they asked about is the first line, its price to fill in.
    expect(first.lines).toEqual([
      expect.objectContaining({
        productId: "1",
        description: "Dell Laptop Core i5",
        quantity: 1,
        unitPriceCents: 0,
      }),
    ]);
    expect(first.terms).toContain("Delivery:");

    // Once the catalogue has its private list price, a new draft starts from it.
    await database.handle.db
      .updateTable("products")
      .set({ list_price_cents: 8_500_000 })
      .where("id", "=", "1")
      .execute();
    const priced = await createQuote(database.handle.db, {
      inquiryId: id,
      actorId: ACTOR,
      now: NOW,
    });
    expect(priced.lines[0]?.unitPriceCents).toBe(8_500_000);
    const [laptop] = await quotableProducts(database.handle.db);
    expect(laptop).toEqual({ id: "1", name: "Dell Laptop Core i5", listPriceCents: 8_500_000 });
  });

  it("hands out distinct numbers to drafts made at once", async () => {
    const id = await inquiry();
    // Two connections, as two server processes have. (SQLite's in one
    // process share its one thread: their transactions take turns there.)
    const other = target.name === "PostgreSQL" ? database.open() : database.handle;
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createQuote((i % 2 ? other : database.handle).db, {
          inquiryId: id,
          actorId: ACTOR,
          now: NOW,
        }),
      ),
    );
    expect(new Set(made.map((quote) => quote.number)).size).toBe(6);
  });

  it("saves a draft with its figures, and refuses a discount below zero", async () => {
    const id = await inquiry();
    const draft = await createQuote(database.handle.db, {
      inquiryId: id,
      actorId: ACTOR,
      now: NOW,
    });
    const saved = await saveDraft(database.handle.db, draft.id, form(), NOW);
    expect(saved.lines).toHaveLength(2);
    expect(saved.customer).toMatchObject({
      company: "Westlands Dental Clinic",
      kraPin: "P051234567X",
    });
    // 2 × 85,000 less 5%, VAT included; delivery exempt.
    expect(saved.totals).toMatchObject({
      subtotalCents: 17_150_000,
      discountCents: 850_000,
      vatCents: 2_227_586,
      totalCents: 16_300_000,
    });
    const row = await database.handle.db
      .selectFrom("quotes")
      .selectAll()
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(row.total_cents).toBe(16_300_000);

    await expect(
      saveDraft(
        database.handle.db,
        draft.id,
        form({ discount: { kind: "amount", cents: 99_999_999 } }),
        NOW,
      ),
    ).rejects.toThrow(QuoteError);
    expect((await findQuote(database.handle.db, { id: draft.id }))?.totals.totalCents).toBe(
      16_300_000,
    );
  });

  it("locks a sent quote; a revision is numbered in its series and starts as a draft", async () => {
    const id = await inquiry();
    const draft = await createQuote(database.handle.db, {
      inquiryId: id,
      actorId: ACTOR,
      now: NOW,
    });
    await saveDraft(database.handle.db, draft.id, form(), NOW);
    await database.handle.db
      .updateTable("quotes")
      .set({ status: "sent" })
      .where("id", "=", draft.id)
      .execute();
    await expect(saveDraft(database.handle.db, draft.id, form(), NOW)).rejects.toThrow(
      "This quote has been sent, so it cannot change: make a revision.",
    );
    const revision = await reviseQuote(database.handle.db, draft.id, { actorId: ACTOR, now: NOW });
    const again = await reviseQuote(database.handle.db, draft.id, { actorId: ACTOR, now: NOW });
    expect([revision.number, again.number]).toEqual([`${draft.number}-2`, `${draft.number}-3`]);
    expect(revision).toMatchObject({ status: "draft", revision: 2, series: draft.series });
    expect(revision.lines.map((line) => line.description)).toEqual([
      "Dell Laptop Core i5",
      "Delivery",
    ]);
    expect((await quotesOfInquiry(database.handle.db, id)).map((q) => q.number)).toEqual([
      again.number,
      revision.number,
      draft.number,
    ]);
  });

  it("never revises an accepted quote", async () => {
    const id = await inquiry();
    const draft = await createQuote(database.handle.db, {
      inquiryId: id,
      actorId: ACTOR,
      now: NOW,
    });
    await database.handle.db
      .updateTable("quotes")
      .set({ status: "accepted" })
      .where("id", "=", draft.id)
      .execute();
    await expect(
      reviseQuote(database.handle.db, draft.id, { actorId: ACTOR, now: NOW }),
    ).rejects.toThrow("An accepted quote stays as it was accepted: make a new quote instead.");
  });
});
