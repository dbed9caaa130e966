// A quote as a PDF, for the e-mail and the customer's page: the business
// and the customer, the lines, the totals, validity, terms and how to pay.
// DejaVu Sans is embedded (subset), so any name prints, accents and all.
// pdfkit is loaded on the first quote, not at start.

import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { phoneDisplay } from "#app/business/contact-links.ts";
import { business } from "#app/business/details.ts";
import { formatKes, formatPercent } from "./money.ts";
import type { Quote } from "./store.server.ts";
import { howToPayLines, validityText, vatText } from "./wording.ts";

const fonts = join(
  dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
const REGULAR = join(fonts, "DejaVuSans.ttf");
const BOLD = join(fonts, "DejaVuSans-Bold.ttf");

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const BRAND = "#155e75";

type Doc = PDFKit.PDFDocument;

interface Column {
  readonly title: string;
  readonly width: number;
  readonly align: "left" | "right";
}

const COLUMNS: readonly Column[] = [
  { title: "#", width: 22, align: "left" },
  { title: "Description", width: 205, align: "left" },
  { title: "Qty", width: 45, align: "right" },
  { title: "Unit price", width: 85, align: "right" },
  { title: "Discount", width: 60, align: "right" },
  { title: "Amount", width: 98, align: "right" },
];

function row(doc: Doc, cells: readonly string[], y: number, { bold = false } = {}): number {
  let x = doc.page.margins.left;
  let height = 0;
  doc
    .font(bold ? "bold" : "regular")
    .fontSize(9)
    .fillColor(INK);
  cells.forEach((cell, i) => {
    const column = COLUMNS[i] as Column;
    const options = { width: column.width - 6, align: column.align };
    doc.text(cell, x, y, options);
    height = Math.max(height, doc.heightOfString(cell, options));
    x += column.width;
  });
  return y + height + 6;
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
}

function header(doc: Doc, quote: Quote, reference: string) {
  const left = doc.page.margins.left;
  doc.font("bold").fontSize(16).fillColor(BRAND).text(business.name, left, 50, { width: 300 });
  doc.font("regular").fontSize(9).fillColor(MUTED);
  const address = business.address;
  for (const line of [
    `${address.street}, ${address.locality} ${address.postalCode}, Kenya`,
    `${business.email} · ${phoneDisplay}`,
    business.quotes.kraPin && `KRA PIN: ${business.quotes.kraPin}`,
    business.terms.registration,
  ]) {
    if (line) doc.text(line, { width: 300 });
  }
  const right = doc.page.width - doc.page.margins.right - 200;
  doc
    .font("bold")
    .fontSize(18)
    .fillColor(INK)
    .text("Quotation", right, 50, { width: 200, align: "right" });
  doc.font("regular").fontSize(9).fillColor(INK);
  for (const line of [
    `No. ${quote.number}`,
    `Date: ${(quote.sentAt ?? quote.createdAt).slice(0, 10)}`,
    `Valid until: ${quote.validUntil}`,
    `Your inquiry: ${reference}`,
  ]) {
    doc.text(line, { width: 200, align: "right" });
  }
}

function customer(doc: Doc, quote: Quote, y: number): number {
  const left = doc.page.margins.left;
  doc.font("bold").fontSize(10).fillColor(INK).text("For", left, y);
  doc.font("regular").fontSize(10);
  const { name, company, kraPin, email, phone } = quote.customer;
  for (const line of [name, company, kraPin && `KRA PIN: ${kraPin}`, email, phone]) {
    if (line) doc.text(line, { width: 300 });
  }
  return doc.y + 14;
}

function lines(doc: Doc, quote: Quote, top: number): number {
  const bottom = () => doc.page.height - doc.page.margins.bottom - 40;
  const heading = (y: number) => {
    const next = row(
      doc,
      COLUMNS.map((c) => c.title),
      y,
      { bold: true },
    );
    rule(doc, next - 3);
    return next;
  };
  let y = heading(top);
  quote.lines.forEach((line, i) => {
    const totals = quote.totals.lines[i];
    const discount = !line.discount
      ? ""
      : line.discount.kind === "percent"
        ? formatPercent(line.discount.basisPoints)
        : formatKes(line.discount.cents);
    const cells = [
      String(i + 1),
      line.vatable ? line.description : `${line.description} (VAT exempt)`,
      line.quantity.toLocaleString("en-US"),
      formatKes(line.unitPriceCents),
      discount,
      formatKes((totals?.grossCents ?? 0) - (totals?.discountCents ?? 0)),
    ];
    // A row that would run into the foot of the page starts the next one.
    const needed =
      doc
        .font("regular")
        .fontSize(9)
        .heightOfString(cells[1] ?? "", { width: 199 }) + 8;
    if (y + needed > bottom()) {
      doc.addPage();
      y = heading(doc.page.margins.top);
    }
    y = row(doc, cells, y);
  });
  rule(doc, y - 3);
  return y + 4;
}

function totals(doc: Doc, quote: Quote, top: number): number {
  const width = 250;
  const x = doc.page.width - doc.page.margins.right - width;
  let y = top;
  const figure = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(bold ? 11 : 9.5)
      .fillColor(INK);
    doc.text(label, x, y, { width: 140 });
    doc.text(value, x + 140, y, { width: width - 140, align: "right" });
    y = doc.y + 3;
  };
  const { subtotalCents, discountCents, vatCents, totalCents } = quote.totals;
  figure("Subtotal", formatKes(subtotalCents));
  if (discountCents > 0) figure("Discounts", `-${formatKes(discountCents)}`);
  figure(vatText(quote), formatKes(vatCents));
  figure("Total", formatKes(totalCents), true);
  return y + 10;
}

function section(doc: Doc, title: string, text: string | readonly string[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(0.6);
  doc.font("bold").fontSize(10).fillColor(INK).text(title, left, doc.y, { width });
  doc.font("regular").fontSize(9).fillColor(INK);
  for (const line of typeof text === "string" ? [text] : text) doc.text(line, { width });
}

/** The quote's PDF. `link` is its page, where the customer answers it. */
export async function quotePdf(
  quote: Quote,
  { reference, link }: { reference: string; link: string },
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const created = new Date(quote.sentAt ?? quote.createdAt);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `Quotation ${quote.number}`,
      Author: business.name,
      Subject: `Quotation ${quote.number} for ${quote.customer.name}`,
      CreationDate: created,
      ModDate: created,
    },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, quote, reference);
  const afterCustomer = customer(doc, quote, Math.max(doc.y, 140) + 16);
  let y = lines(doc, quote, afterCustomer);
  // The totals stay together, on the next page if they must.
  if (y > doc.page.height - doc.page.margins.bottom - 90) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  totals(doc, quote, y);
  section(doc, "Validity", validityText(quote.validUntil));
  if (quote.note) section(doc, "Note", quote.note);
  if (quote.terms) section(doc, "Terms", quote.terms.split("\n"));
  section(doc, "How to pay", howToPayLines(quote.number));
  section(doc, "Accept online", `Accept this quote, decline it or ask for a change at ${link}`);
  doc.end();
  return done;
}
