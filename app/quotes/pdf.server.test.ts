// The quote's PDF read back as a customer's PDF reader would: its text with
// Debian's pdftotext, its fonts with pdffonts.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasTool } from "#tests/fixtures/skips.ts";
import { type Discount, quoteTotals } from "./money.ts";
import { quotePdf } from "./pdf.server.ts";
import type { Quote, QuoteLine } from "./store.server.ts";

const folder = mkdtempSync(join(tmpdir(), "quote-pdf-"));
const KEEP = process.env.KEEP_PDF;
afterAll(() => (KEEP ? console.info(folder) : rmSync(folder, { recursive: true, force: true })));

function quote(lines: Omit<QuoteLine, "id">[], discount: Discount | null = null): Quote {
  const withIds = lines.map((line, i) => ({ ...line, id: `line-${i}` }));
  const settings = { vatBasisPoints: 1600, pricesIncludeVat: false };
  return {
    id: "q1",
    inquiryId: "i1",
    number: "Q-10001",
    series: 10_001,
    revision: 1,
    status: "sent",
    state: "sent",
    token: "t",
    customer: {
      name: "Zoë Wanjirũ Ng'ang'a",
      email: "zoe@example.co.ke",
      phone: "0722 123 456",
      company: "Kĩambu Dental Clinic",
      kraPin: "P051234567X",
    },
    ...settings,
    discount,
    note: "As we discussed on the phone.",
    terms: "Delivery: within two working days.",
    validUntil: "2026-12-08",
    lines: withIds,
    totals: quoteTotals({ lines: withIds, discount, ...settings }),
    createdAt: "2026-11-24T09:00:00.000Z",
    sentAt: "2026-11-24T09:00:00.000Z",
    viewedAt: null,
    answeredAt: null,
    answer: { name: null, po: null, note: null },
    replacedBy: null,
  };
}

const line = (description: string, quantity: number, cents: number, vatable = true) => ({
  productId: null,
  description,
  quantity,
  unitPriceCents: cents,
  discount: null,
  vatable,
});

async function read(pdf: Buffer, name: string) {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  return {
    text: execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
    fonts: execFileSync("pdffonts", [file], { encoding: "utf8" }),
    pages: Number(
      /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1],
    ),
  };
}

describe.skipIf(!hasTool("pdftotext", "poppler-utils"))("the quote's PDF", () => {
  it("carries the number, the customer, the lines, the totals and how to pay, in embedded fonts", async () => {
    const sample = quote([
      line("Dell Laptop Core i5", 2, 8_500_000),
      line("HP LaserJet Pro M404dn", 1, 3_850_000),
      line("Delivery within Nairobi", 1, 150_000, false),
    ]);
    const pdf = await quotePdf(sample, {
      reference: "MW-10042",
      link: "https://shop.example.co.ke/quotes/abc",
    });
    const { text, fonts } = await read(pdf, "three-lines");
    for (const expected of [
      "Quotation",
      "No. Q-10001",
      "Your inquiry: MW-10042",
      "Zoë Wanjirũ Ng'ang'a",
      "Kĩambu Dental Clinic",
      "KRA PIN: P051234567X",
      "Dell Laptop Core i5",
      "Delivery within Nairobi (VAT exempt)",
      "KES 85,000.00",
      "KES 170,000.00",
      "VAT 16% added",
      // 170,000 + 38,500 VAT-able, 1,500 exempt: 208,500 × 16% = 33,360.
      "KES 33,360.00",
      "KES 243,360.00",
      "Valid until the end of Tuesday 8 December 2026, Nairobi time.",
      "M-Pesa Paybill 000000 (example), account: Q-10001",
      "https://shop.example.co.ke/quotes/abc",
    ]) {
      expect(text).toContain(expected);
    }
    // Every font in the file is embedded (a subset of DejaVu Sans).
    const rows = fonts.split("\n").slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/DejaVuSans/);
      expect(row).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/);
    }
  });

  it("runs a 30-line quote over pages, the totals whole", async () => {
    const sample = quote(
      Array.from({ length: 30 }, (_, i) =>
        line(`Item ${i + 1}: toner cartridge, black, high yield`, 3, 199_999),
      ),
      { kind: "percent", basisPoints: 500 },
    );
    const pdf = await quotePdf(sample, { reference: "MW-10043", link: "https://x.example/q" });
    const { text, pages } = await read(pdf, "thirty-lines");
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let i = 1; i <= 30; i += 1) expect(text).toContain(`Item ${i}:`);
    expect(text).toContain(
      `KES ${(sample.totals.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
  });
});
