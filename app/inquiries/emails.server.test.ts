// The customer's acknowledgement, as submitInquiry queues it: what it must
// carry (reference, catalogue product, reply promise, how to reach the
// business) and what it must never carry (the visitor's own words).

import { describe, expect, it } from "vitest";
import { business } from "#app/business/details.ts";
import { formatKenyanPhone, phoneDisplay } from "#app/business/contact-links.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { buildCatalogue } from "#app/catalogue/catalogue.ts";
import { seedCatalogue, seedPictures } from "#app/catalogue/seed-catalogue.ts";
import { categories } from "#app/catalogue/categories.ts";
import { productRecords } from "#app/catalogue/products.ts";
import { acknowledgementEmail } from "./emails.server.ts";
import { submitInquiry } from "./store.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const visitor = {
  name: "Zawadi Chebet",
  email: "Zawadi.Chebet@Example.co.ke",
  phone: "0711 222 333",
  message: "Please call me about the quote. Unique words: pelican marmalade.",
};

describe.each(databaseTargets("customer-emails"))("the acknowledgement on $name", (target) => {
  const database = useDatabase(target);

  async function acknowledgementOf(product?: string) {
    const { id, reference } = await submitInquiry(
      database.handle.db,
      { ...visitor, ...(product === undefined ? {} : { product }) },
      { recipient: "owner@example.co.ke", origin: ORIGIN, catalogue: seedCatalogue },
    );
    const row = await database.handle.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("inquiry_id", "=", id)
      .where("kind", "=", "acknowledgement")
      .executeTakeFirstOrThrow();
    return { id, reference, row };
  }

  it("goes to the customer, from the business, with the reference and its own Message-ID", async () => {
    const { id, reference, row } = await acknowledgementOf("Dell Laptop Core i5");
    expect(reference).toMatch(/^MW-\d{5}$/);
    expect(row.recipient).toBe(visitor.email);
    expect(row.reply_to).toBe(business.email);
    expect(row.message_id).toBe(`<ack-${id}@shop.example.co.ke>`);
    expect(row.in_reply_to).toBeNull();
    expect(row.subject).toBe(`Your inquiry ${reference} to ${business.shortName}`);
    for (const body of [row.text_body, row.html_body]) expect(body).toContain(reference);
  });

  it("names the catalogue product, the reply promise, the phone and WhatsApp", async () => {
    const { row } = await acknowledgementOf("Dell Laptop Core i5");
    for (const body of [row.text_body, row.html_body]) {
      expect(body).toContain("your inquiry about the Dell Laptop Core i5");
      // The promise in its one wording: what its hours count.
      expect(body).toContain(`We reply within ${business.replyWithinHours} opening hours`);
      expect(body).toContain(phoneDisplay);
      expect(body).toContain(`WhatsApp: ${formatKenyanPhone(business.whatsapp)}`);
      expect(body).toContain(business.email);
    }
    // The opening hours the promise counts in.
    expect(row.text_body).toContain("Monday-Friday 8:00 AM - 6:00 PM");
  });

  it("never repeats the visitor's name, message or phone", async () => {
    const { row } = await acknowledgementOf("Dell Laptop Core i5");
    for (const body of [row.text_body, row.html_body, row.subject]) {
      expect(body).not.toContain("Zawadi");
      expect(body).not.toContain("Chebet");
      expect(body).not.toContain("pelican marmalade");
      expect(body).not.toContain(visitor.phone);
    }
  });

  it("leaves out a product string that is not in the catalogue", async () => {
    const posted = "Click https://evil.example to claim your prize";
    const { row } = await acknowledgementOf(posted);
    for (const body of [row.text_body, row.html_body, row.subject]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("prize");
    }
    expect(row.text_body).toContain("We have received your inquiry.");
  });

  it("says 'your inquiry' for a general inquiry", async () => {
    const { row } = await acknowledgementOf();
    expect(row.text_body).toContain("We have received your inquiry.");
    expect(row.text_body).not.toContain("about the");
  });
});

describe("acknowledgementEmail", () => {
  it("names a product only by the catalogue's exact name", () => {
    const ask = (product: string) =>
      acknowledgementEmail({ reference: "MW-10042", product, catalogue: seedCatalogue });
    expect(ask("Dell Laptop Core i5").text).toContain("your inquiry about the Dell Laptop Core i5");
    expect(ask("Dell Laptop Core i5 ").text).toContain("We have received your inquiry.");
  });

  it("knows a product by its name in the live catalogue, as the owner renamed it", () => {
    const [first] = productRecords;
    if (!first) throw new Error("no seed product");
    const live = buildCatalogue({
      categories,
      records: productRecords.map((r) => ({
        ...r,
        name: r === first ? "Office Wi-Fi Survey" : r.name,
        status: "published" as const,
      })),
      oldSlugs: new Map(),
      pictureOf: seedPictures.pictureOf,
    });
    const ask = (catalogue: typeof live) =>
      acknowledgementEmail({ reference: "MW-10043", product: "Office Wi-Fi Survey", catalogue })
        .text;
    expect(ask(live)).toContain("your inquiry about the Office Wi-Fi Survey");
    expect(ask(seedCatalogue)).toContain("We have received your inquiry.");
  });

  it("keeps markup as text in the HTML part", () => {
    const email = acknowledgementEmail({
      reference: "MW-10042",
      product: "<b>Toner</b>",
      catalogue: seedCatalogue,
    });
    expect(email.html).not.toContain("<b>Toner");
    expect(email.text).not.toContain("Toner");
  });
});
