// The quotes list and its CSV on SQLite and PostgreSQL: counts per state
// (viewed told apart from sent), what was quoted, is waiting and was won,
// search by number, reference, customer or company, paging, and a CSV row
// per line with formulas defused.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { answerQuote, recordView } from "../answers.server.ts";
import type { QuoteForm } from "../schema.ts";
import { sendQuote } from "../send.server.ts";
import { createQuote, reviseQuote, saveDraft } from "../store.server.ts";
import { QUOTE_EXPORT_COLUMNS, decimalKes, exportQuotesCsv } from "./export.server.ts";
import { NO_QUOTE_FILTERS, type QuoteFilters } from "./filters.ts";
import { listQuotes } from "./list.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const INBOX = "shop@example.co.ke";
const ACTOR = { id: "staff-1", name: "Otieno Staff" };
const NOW = new Date("2026-11-24T09:00:00.000Z");

const line = (description: string, unitPrice: number, quantity = 1) => ({
  productId: "",
  description,
  quantity,
  unitPrice,
  discount: null,
  vatable: true,
});

function form(company: string | null, lines: QuoteForm["lines"]): QuoteForm {
  return {
    company,
    kraPin: null,
    lines,
    discount: null,
    validUntil: "2026-12-08",
    note: null,
    terms: null,
  };
}

async function quoteFor(db: Db, name: string, quote: QuoteForm, send = true) {
  const { id } = await submitInquiry(
    db,
    { name, email: `${name.split(" ")[0]?.toLowerCase()}@example.co.ke` },
    { recipient: INBOX, origin: ORIGIN, catalogue: seedCatalogue, now: NOW },
  );
  const draft = await createQuote(db, { inquiryId: id, actorId: ACTOR.id, now: NOW });
  await saveDraft(db, draft.id, quote, NOW);
  return send ? sendQuote(db, draft.id, { actor: ACTOR, origin: ORIGIN, now: NOW }) : draft;
}

describe("decimalKes", () => {
  it("writes cents as a plain decimal", () => {
    expect(decimalKes(1_250_000)).toBe("12500.00");
    expect(decimalKes(5)).toBe("0.05");
    expect(decimalKes(-199)).toBe("-1.99");
  });
});

describe.each(databaseTargets("quote_list"))("the quotes list on $name", (target) => {
  const database = useDatabase(target);
  const list = (filters: Partial<QuoteFilters> = {}) =>
    listQuotes(database.handle.db, { ...NO_QUOTE_FILTERS, ...filters });

  async function seed() {
    const db = database.handle.db;
    const options = { origin: ORIGIN, businessInbox: INBOX, now: NOW };
    const won = await quoteFor(
      db,
      "Amina Otieno",
      form("Westlands Dental", [line("Printer", 4_500_000)]),
    );
    await answerQuote(db, won, { answer: "accept", name: "Amina Otieno", po: null }, options);
    const lost = await quoteFor(db, "Brian Kip", form(null, [line("Laptop", 9_000_000)]));
    await answerQuote(db, lost, { answer: "decline", reason: "Too dear" }, options);
    const seen = await quoteFor(db, "Carol Wanjiru", form(null, [line("Router", 1_000_000, 2)]));
    await recordView(db, seen, NOW);
    const waiting = await quoteFor(
      db,
      "David Mwangi",
      form(null, [line("=HYPERLINK(1)", 300_000)]),
    );
    // Revised and sent again: the first is Replaced, the revision waits.
    const revision = await reviseQuote(db, waiting.id, { actorId: ACTOR.id, now: NOW });
    await sendQuote(db, revision.id, { actor: ACTOR, origin: ORIGIN, now: NOW });
    const draft = await quoteFor(db, "Esther Achieng", form(null, [line("Toner", 800_000)]), false);
    return { won, lost, seen, waiting, revision, draft };
  }

  it("counts each state, and sums what was quoted, is waiting and was won", async () => {
    await seed();
    const page = await list();
    expect(page.counts).toEqual({
      all: 6,
      draft: 1,
      sent: 1,
      viewed: 1,
      accepted: 1,
      declined: 1,
      expired: 0,
      replaced: 1,
    });
    expect(page.worth).toEqual({
      // Drafts and the replaced quote left out.
      quotedCents: 4_500_000 + 9_000_000 + 2_000_000 + 300_000,
      waitingCents: 2_000_000 + 300_000,
      acceptedCents: 4_500_000,
      accepted: 1,
      answered: 2,
    });
    expect(page.total).toBe(6);
    expect(page.rows.map((row) => row.state)).toHaveLength(6);
    const viewed = await list({ state: "viewed" });
    expect(viewed.rows.map((row) => row.customer)).toEqual(["Carol Wanjiru"]);
    expect(viewed.total).toBe(1);
  });

  it("searches the number, the inquiry's reference, the customer and the company", async () => {
    const { won, lost } = await seed();
    expect((await list({ q: "westlands" })).rows.map((row) => row.number)).toEqual([won.number]);
    expect((await list({ q: lost.number })).rows.map((row) => row.customer)).toEqual(["Brian Kip"]);
    const reference = (await list({ q: "brian" })).rows[0]?.reference ?? "";
    expect((await list({ q: reference })).total).toBe(1);
    expect((await list({ q: "100%_" })).total).toBe(0);
    // The counts follow the search.
    expect((await list({ q: "amina" })).counts.all).toBe(1);
  });

  it("pages 25 at a time", async () => {
    for (let i = 0; i < 27; i += 1)
      await quoteFor(
        database.handle.db,
        `Customer ${i}`,
        form(null, [line("Cable", 10_000)]),
        false,
      );
    expect((await list()).rows).toHaveLength(25);
    expect((await list({ page: 2 })).rows).toHaveLength(2);
    expect((await list({ page: 99 })).rows).toHaveLength(2);
  });

  it("exports a row per line, the quote's columns on each, formulas defused", async () => {
    const { waiting, revision } = await seed();
    const second = await quoteFor(
      database.handle.db,
      "Faith Njeri",
      form("Njeri & Co", [
        line("Desk", 1_500_000, 2),
        { ...line("Delivery", 250_000), vatable: false },
      ]),
    );
    const csv = await exportQuotesCsv(database.handle.db, NO_QUOTE_FILTERS);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...QUOTE_EXPORT_COLUMNS]);
    // 6 quotes of one line each, and one of two.
    expect(rows).toHaveLength(8);
    const faith = rows.filter((row) => row.Quote === second.number);
    expect(faith.map((row) => [row.Line, row.Description, row.Quantity, row.VAT])).toEqual([
      ["1", "Desk", "2", "16%"],
      ["2", "Delivery", "1", "Exempt"],
    ]);
    expect(faith[0]).toMatchObject({
      Company: "Njeri & Co",
      "Unit price (KES)": "15000.00",
      "Line amount (KES)": "30000.00",
      "Quote total (KES)": "32500.00",
      State: "Sent",
    });
    expect(rows.find((row) => row.Quote === waiting.number)?.State).toBe("Replaced");
    expect(rows.find((row) => row.Quote === revision.number)?.Description).toBe("'=HYPERLINK(1)");
    const filtered = parse(
      (await exportQuotesCsv(database.handle.db, { ...NO_QUOTE_FILTERS, state: "accepted" })).slice(
        1,
      ),
      { columns: true },
    ) as Record<string, string>[];
    expect(filtered.map((row) => row.Customer)).toEqual(["Amina Otieno"]);
  });
});
