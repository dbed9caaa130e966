// A reply's attachments: which files may go (by name and content, 10 MB in
// all), and, on both databases, how sendReply keeps them with the inquiry's
// e-mail (mail_attachments), lists them in the trail, serves them back
// (findInquiryFile) and loses them with the inquiry when it is erased or
// expires.

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { findInquiryFile } from "#app/inquiries/files.server.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import type { StaffUser } from "./access.server.ts";
import { eraseCustomer } from "./customer-data.server.ts";
import { type InquiryDetail, findInquiry, inquiryTrail, sendReply } from "./inquiry-work.server.ts";
import {
  MAX_REPLY_FILES_BYTES,
  REPLY_FILES_MESSAGES,
  ReplyFileError,
  checkReplyFiles,
  safeFileName,
} from "./reply-files.ts";
import { deleteExpiredInquiries } from "./retention.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const actor: StaffUser = {
  id: "staff-1",
  name: "Otieno Staff",
  email: "o@example.co.ke",
  role: "staff",
  grants: [],
};
const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = bytes("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const png = await sharp({
  create: { width: 4, height: 4, channels: 3, background: "#0a7" },
})
  .png()
  .toBuffer();
const webp = await sharp(png).webp().toBuffer();
const jpeg = await sharp(png).jpeg().toBuffer();
/** The start of a ZIP, and a name in its directory. */
const zipHolding = (entry: string) => bytes(`PK\u0003\u0004\u0014\u0000\u0000\u0000${entry}`);
const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);

describe("checkReplyFiles", () => {
  it("takes PDFs, pictures, spreadsheets and Word documents, typed by us", () => {
    const checked = checkReplyFiles([
      { name: "Price list.pdf", bytes: pdf },
      { name: "photo.PNG", bytes: new Uint8Array(png) },
      { name: "photo.webp", bytes: new Uint8Array(webp) },
      { name: "photo.jpeg", bytes: new Uint8Array(jpeg) },
      { name: "prices.xlsx", bytes: zipHolding("[Content_Types].xml xl/workbook.xml") },
      { name: "prices.xls", bytes: ole },
      { name: "prices.csv", bytes: bytes("Item,Price (KSh)\nToner 26A,8500\n") },
      {
        name: "prices.ods",
        bytes: zipHolding("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"),
      },
      { name: "letter.docx", bytes: zipHolding("[Content_Types].xml word/document.xml") },
      { name: "letter.doc", bytes: ole },
    ]);
    expect(checked.map((file) => file.type)).toEqual([
      "application/pdf",
      "image/png",
      "image/webp",
      "image/jpeg",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.ms-excel",
      "text/csv",
      "application/vnd.oasis.opendocument.spreadsheet",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/msword",
    ]);
  });

  it("refuses other kinds, and content that is not what the name says", () => {
    const refused = (name: string, content: Uint8Array) => () =>
      checkReplyFiles([{ name, bytes: content }]);
    expect(refused("setup.exe", bytes("MZ"))).toThrow(REPLY_FILES_MESSAGES.kind("setup.exe"));
    expect(refused("no-extension", pdf)).toThrow(ReplyFileError);
    expect(refused("page.html", bytes("<html>"))).toThrow(ReplyFileError);
    // A program renamed, a picture called a PDF, a document called a spreadsheet.
    expect(refused("invoice.pdf", bytes("MZ\u0090\u0000"))).toThrow(
      REPLY_FILES_MESSAGES.content("invoice.pdf"),
    );
    expect(refused("scan.pdf", new Uint8Array(png))).toThrow(ReplyFileError);
    expect(refused("prices.xlsx", zipHolding("word/document.xml"))).toThrow(ReplyFileError);
    expect(refused("photo.webp", bytes("RIFF\u0000\u0000\u0000\u0000WAVE"))).toThrow(
      ReplyFileError,
    );
    expect(refused("prices.csv", new Uint8Array([0x41, 0x00, 0x42]))).toThrow(ReplyFileError);
  });

  it("allows 10 MB in all, and no more", () => {
    const half = (name: string, size: number) => {
      const content = new Uint8Array(size);
      content.set(pdf);
      return { name, bytes: content };
    };
    expect(
      checkReplyFiles([
        half("a.pdf", MAX_REPLY_FILES_BYTES / 2),
        half("b.pdf", MAX_REPLY_FILES_BYTES / 2),
      ]),
    ).toHaveLength(2);
    expect(() =>
      checkReplyFiles([
        half("a.pdf", MAX_REPLY_FILES_BYTES / 2),
        half("b.pdf", MAX_REPLY_FILES_BYTES / 2 + 1),
      ]),
    ).toThrow(REPLY_FILES_MESSAGES.tooLarge);
  });

  it("keeps a name without folders, control characters or quotes", () => {
    expect(safeFileName("C:\\Users\\grace\\Price list.pdf")).toBe("Price list.pdf");
    expect(safeFileName('../"evil"\r\n.pdf')).toBe("evil.pdf");
    expect(safeFileName(`${"a".repeat(300)}.xlsx`)).toBe(`${"a".repeat(110)}.xlsx`);
  });
});

describe.each(databaseTargets("reply-files"))("on $name", (target) => {
  const database = useDatabase(target);

  async function inquiry(email = "wanjiku@example.co.ke"): Promise<InquiryDetail> {
    const { reference } = await submitInquiry(
      database.handle.db,
      { name: "Wanjiku Otieno", email, product: "HP LaserJet Pro M404dn" },
      { recipient: "info@example.co.ke", origin: ORIGIN, catalogue: seedCatalogue },
    );
    const found = await findInquiry(database.handle.db, reference);
    if (!found) throw new Error(`${reference} was not stored`);
    return found;
  }

  const attachmentsOf = async (inquiryId: string) =>
    database.handle.db
      .selectFrom("mail_attachments")
      .innerJoin("mail_outbox", "mail_outbox.id", "mail_attachments.outbox_id")
      .select([
        "mail_attachments.id",
        "mail_attachments.filename",
        "mail_attachments.content_type",
        "mail_attachments.content",
        "mail_outbox.kind",
      ])
      .where("mail_outbox.inquiry_id", "=", inquiryId)
      .orderBy("mail_attachments.filename")
      .execute();

  it("queues the files with the reply, lists them in the trail and serves them back", async () => {
    const db = database.handle.db;
    const asked = await inquiry();
    const other = await inquiry("kamau@example.co.ke");
    const csv = bytes("Item,Price (KSh)\nToner 26A,8500\n");
    await sendReply({ db, actor }, asked, "Hello Wanjiku, the price list is attached.", ORIGIN, [
      { name: "Price list.pdf", bytes: pdf },
      { name: "prices.csv", bytes: csv },
    ]);

    const [pdfRow, csvRow] = await attachmentsOf(asked.id);
    const stored = [pdfRow, csvRow];
    expect(stored.map((row) => [row?.filename, row?.content_type, row?.kind])).toEqual([
      ["Price list.pdf", "application/pdf", "reply"],
      ["prices.csv", "text/csv", "reply"],
    ]);
    expect(Buffer.from(pdfRow?.content ?? []).equals(Buffer.from(pdf))).toBe(true);

    const reply = (await inquiryTrail(db, asked.id)).find((event) => event.kind === "reply");
    expect(reply?.detail).toMatchObject({
      body: "Hello Wanjiku, the price list is attached.",
      files: [
        {
          id: pdfRow?.id,
          name: "Price list.pdf",
          size: pdf.byteLength,
          type: "application/pdf",
        },
        { id: csvRow?.id, name: "prices.csv", size: csv.byteLength, type: "text/csv" },
      ],
    });

    const served = await findInquiryFile(db, asked.id, csvRow?.id ?? "");
    expect(served?.name).toBe("prices.csv");
    expect(served?.type).toBe("text/csv");
    expect(Buffer.from(served?.content ?? []).equals(Buffer.from(csv))).toBe(true);
    // Only through its own inquiry.
    expect(await findInquiryFile(db, other.id, csvRow?.id ?? "")).toBeNull();
    expect(await findInquiryFile(db, asked.id, "no-such-file")).toBeNull();
  });

  it("sends nothing and records nothing when a file may not go", async () => {
    const db = database.handle.db;
    const asked = await inquiry();
    const big = new Uint8Array(MAX_REPLY_FILES_BYTES + 1);
    big.set(pdf);
    for (const files of [
      [{ name: "catalogue.pdf", bytes: big }],
      [{ name: "setup.pdf", bytes: bytes("MZ\u0090") }],
    ]) {
      await expect(sendReply({ db, actor }, asked, "Hello", ORIGIN, files)).rejects.toThrow(
        ReplyFileError,
      );
    }
    const replies = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("inquiry_id", "=", asked.id)
      .where("kind", "=", "reply")
      .execute();
    expect(replies).toEqual([]);
    expect(await attachmentsOf(asked.id)).toEqual([]);
    expect((await inquiryTrail(db, asked.id)).map((event) => event.kind)).toEqual(["received"]);
    expect((await findInquiry(db, asked.reference))?.status).toBe("new");
  });

  it("loses the files with the inquiry: erased, or expired", async () => {
    const db = database.handle.db;
    const erased = await inquiry("erase-me@example.co.ke");
    const expired = await inquiry("old@example.co.ke");
    for (const asked of [erased, expired]) {
      await sendReply({ db, actor }, asked, "Attached.", ORIGIN, [{ name: "a.pdf", bytes: pdf }]);
    }
    await db
      .updateTable("inquiries")
      .set({ status: "won", closed_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", expired.id)
      .execute();

    // No account for this customer: the auth API is not reached.
    await eraseCustomer({ db, auth: null as never }, erased, actor);
    expect(await attachmentsOf(erased.id)).toEqual([]);
    expect(await attachmentsOf(expired.id)).toHaveLength(1);

    expect(await deleteExpiredInquiries({ db, months: 6, now: new Date() })).toBe(1);
    const left = await db.selectFrom("mail_attachments").select("id").execute();
    expect(left).toEqual([]);
  });
});
