import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { BULK, NOW, PRINTER, STAFF, UPS, seedInbox } from "#tests/fixtures/inbox-rows.ts";
import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { type InboxFilters, NO_INBOX_FILTERS } from "./inbox-filters.ts";
import { EXPORT_COLUMNS, exportFileName, exportInboxCsv } from "./inbox-export.server.ts";

async function readChunks(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(decoder.decode(chunk));
  return chunks;
}

describe("exportFileName", () => {
  it("names the file by the Nairobi date", () => {
    expect(exportFileName(new Date("2026-03-01T21:30:00.000Z"))).toBe("inquiries-2026-03-02.csv");
  });
});

describe.each(databaseTargets("inbox_export"))("the CSV export on $name", (target) => {
  const database = useDatabase(target, { once: true, seed: seedInbox });

  const exportCsv = (filters: Partial<InboxFilters>, batchSize?: number) => {
    let done: number | null = null;
    const stream = exportInboxCsv(
      database.handle.db,
      { ...NO_INBOX_FILTERS, ...filters },
      { userId: STAFF.id, now: NOW, catalogue: seedCatalogue },
      { batchSize, onDone: (rows) => (done = rows) },
    );
    return { stream, done: () => done };
  };
  const lines = (text: string) => text.split("\r\n").filter(Boolean);

  it("writes a header and one line per inquiry, every page of them", async () => {
    const { stream, done } = exportCsv({});
    const text = (await readChunks(stream)).join("");
    expect(text.startsWith("\uFEFFReference,Received (Nairobi time),Status,")).toBe(true);
    expect(lines(text.slice(1))[0]).toBe(EXPORT_COLUMNS.join(","));
    // Records end in CRLF; b's message keeps its own line break inside its quoted cell.
    expect(lines(text)).toHaveLength(1 + 5 + BULK);
    expect(done()).toBe(5 + BULK);
  });

  it("writes the row's fields, times in Nairobi, the category and the assignee", async () => {
    const text = (await readChunks(exportCsv({ q: "otieno" }).stream)).join("");
    expect(lines(text.slice(1))[1]).toBe(
      `MW-10002,2026-03-01 23:59,In progress,Otieno Odhiambo,b@example.co.ke,,,,${STAFF.name},2026-03-02 12:00,2026-03-02 11:00,"Need 50% discount_on toner, ""urgent"", please\nsecond line",`,
    );
    const printer = (await readChunks(exportCsv({ product: PRINTER }).stream)).join("");
    const category = seedCatalogue.categoryOfProductNamed(PRINTER)?.name ?? "";
    expect(printer).toContain(`,${PRINTER},${category},,2026-03-02 13:00,,`);
  });

  it("keeps formulas from running, and quotes commas, quotes and line breaks", async () => {
    const text = (await readChunks(exportCsv({}).stream)).join("");
    // The message =HYPERLINK(…) and the name @Spammer become text.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")",/product/printer`);
    expect(text).toContain(",'@Spammer,");
    // A line break alone is quoted too: a spreadsheet would start a new row there.
    expect(text).toContain(',"first\nsecond",');
    // Phone numbers as written: the + and a leading zero kept, nothing to run.
    expect(text).toContain(`,"=""+254 733 000 111""",`);
    expect(text).toContain(`,"=""0712 345 678""",`);
    expect(text).not.toMatch(/,[=+\-@]/);
  });

  it("honours the filters, all of them, not one page", async () => {
    const won = lines((await readChunks(exportCsv({ status: "won", page: 2 }).stream)).join(""));
    expect(won).toHaveLength(1 + BULK);
    expect(won.slice(1).every((line) => line.includes(",Won,") && line.includes(UPS))).toBe(true);
    const overdue = lines((await readChunks(exportCsv({ overdue: true }).stream)).join(""));
    expect(overdue.slice(1).map((line) => line.split(",")[0])).toEqual(["MW-10003", "MW-10001"]);
    const none = await readChunks(exportCsv({ q: "nobody at all" }).stream);
    expect(lines(none.join("").slice(1))).toEqual([EXPORT_COLUMNS.join(",")]);
  });

  it("reads in keyset batches, each row once, ties broken by id", async () => {
    const { stream, done } = exportCsv({ status: "won" }, 10);
    const chunks = await readChunks(stream);
    expect(chunks).toHaveLength(3);
    const references = chunks
      .join("")
      .slice(1)
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);
    const expected = Array.from(
      { length: BULK },
      (_, i) => `MW-2${String(BULK - 1 - i).padStart(4, "0")}`,
    );
    expect(references).toEqual(expected);
    expect(done()).toBe(BULK);
  });

  it("reads a batch only when the download asks for the next one", async () => {
    let queries = 0;
    const counted = database.handle.db.withPlugin({
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const stream = exportInboxCsv(
      counted,
      { ...NO_INBOX_FILTERS, status: "won" },
      { userId: STAFF.id, now: NOW, catalogue: seedCatalogue },
      { batchSize: 5 },
    );
    expect(queries).toBe(0);
    const reader = stream.getReader();
    await reader.read();
    expect(queries).toBe(1);
    await reader.read();
    expect(queries).toBe(2);
    await reader.cancel();
    expect(queries).toBe(2);
  });
});
