// Sending a quote, on SQLite and PostgreSQL, through the real outbox to a
// real SMTP server: the e-mail in the acknowledgement's thread with its
// PDF, the link, the inquiry Quoted and answered, and a revision replacing
// what came before it.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { DELIVERY_LINE, LAPTOP_LINE, quoteForm } from "#tests/fixtures/quotes.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { createMailer } from "#app/platform/mail.server.ts";
import { deliverDue } from "#app/platform/outbox.server.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { sendQuote } from "./send.server.ts";
import { type QuoteForm } from "./schema.ts";
import { QuoteError, createQuote, findQuote, reviseQuote, saveDraft } from "./store.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const NOW = new Date("2026-11-24T09:00:00.000Z");
const ACTOR = { id: "staff-1", name: "Otieno Staff" };

const FORM: QuoteForm = quoteForm({
  lines: [LAPTOP_LINE, DELIVERY_LINE],
  terms: "Delivery within two days.",
});

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describe.each(databaseTargets("quote_send"))("sending a quote on $name", (target) => {
  const database = useDatabase(target);
  beforeEach(() => {
    inbox.received.length = 0;
  });

  async function draftFor(email = "wanjiku@example.co.ke") {
    const db = database.handle.db;
    const { id } = await submitInquiry(
      db,
      { name: "Wanjiku Otieno", email, product: "Dell Laptop Core i5" },
      { recipient: "shop@example.co.ke", origin: ORIGIN, catalogue: seedCatalogue, now: NOW },
    );
    const draft = await createQuote(db, { inquiryId: id, actorId: ACTOR.id, now: NOW });
    return saveDraft(db, draft.id, FORM, NOW);
  }

  async function deliver() {
    const mailer = createMailer({ smtpUrl: inbox.url, from: "shop@example.co.ke", mailDir: "" });
    try {
      await deliverDue({ db: database.handle.db, send: mailer.send });
    } finally {
      mailer.close();
    }
  }

  it("e-mails the quote with its PDF and link, in the acknowledgement's thread; the inquiry is Quoted and answered", async () => {
    const draft = await draftFor();
    // The customer had written back by e-mail: the quote answers that too.
    await database.handle.db
      .updateTable("inquiries")
      .set({ customer_replied_at: NOW.toISOString() })
      .where("id", "=", draft.inquiryId)
      .execute();
    const sent = await sendQuote(database.handle.db, draft.id, {
      actor: ACTOR,
      origin: ORIGIN,
      now: NOW,
    });
    expect(sent).toMatchObject({ status: "sent", sentAt: NOW.toISOString() });
    expect(sent.token).toMatch(/^[\w-]{32}$/);
    await deliver();

    const acknowledgement = inbox.received.find((m) => m.subject?.startsWith("Your inquiry"));
    const mail = inbox.received.find((m) => m.attachments.length > 0);
    expect(mail?.inReplyTo).toBe(acknowledgement?.messageId);
    expect(mail?.text).toContain(`quotation ${sent.number}`);
    expect(mail?.text).toContain(`${ORIGIN}/quotes/${sent.token}`);
    expect(mail?.text).toContain("KES 171,500.00 (VAT 16% included)");
    expect(mail?.attachments[0]).toMatchObject({
      filename: `${sent.number}.pdf`,
      contentType: "application/pdf",
    });
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");

    const inquiry = await database.handle.db
      .selectFrom("inquiries")
      .select(["status", "first_reply_at", "customer_replied_at"])
      .where("id", "=", sent.inquiryId)
      .executeTakeFirstOrThrow();
    expect(inquiry).toEqual({
      status: "quoted",
      first_reply_at: NOW.toISOString(),
      customer_replied_at: null,
    });
    const trail = await database.handle.db
      .selectFrom("inquiry_events")
      .select(["kind", "actor_name", "detail"])
      .where("inquiry_id", "=", sent.inquiryId)
      .orderBy("at")
      .execute();
    expect(trail.map((e) => e.kind)).toEqual(["received", "status", "quote"]);
    expect(JSON.parse(trail[2]?.detail ?? "{}")).toMatchObject({
      number: sent.number,
      event: "sent",
      totalCents: 17_150_000,
    });
  });

  it("sends a quote once, and locks it", async () => {
    const draft = await draftFor();
    await sendQuote(database.handle.db, draft.id, { actor: ACTOR, origin: ORIGIN, now: NOW });
    await expect(
      sendQuote(database.handle.db, draft.id, { actor: ACTOR, origin: ORIGIN, now: NOW }),
    ).rejects.toThrow(QuoteError);
    const quotes = await database.handle.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", "quote")
      .execute();
    expect(quotes).toHaveLength(1);
  });

  it("refuses a draft whose last day has passed, or a product without a price", async () => {
    const draft = await draftFor();
    await expect(
      sendQuote(database.handle.db, draft.id, {
        actor: ACTOR,
        origin: ORIGIN,
        now: new Date("2026-12-09T08:00:00Z"),
      }),
    ).rejects.toThrow("The quote's last day has passed: give it a later one.");
    await saveDraft(
      database.handle.db,
      draft.id,
      { ...FORM, lines: [{ ...LAPTOP_LINE, unitPrice: 0 }] },
      NOW,
    );
    await expect(
      sendQuote(database.handle.db, draft.id, { actor: ACTOR, origin: ORIGIN, now: NOW }),
    ).rejects.toThrow("Give every product a price before sending.");
  });

  it("a revision sent replaces the quote before it, with a link of its own", async () => {
    const draft = await draftFor();
    const first = await sendQuote(database.handle.db, draft.id, {
      actor: ACTOR,
      origin: ORIGIN,
      now: NOW,
    });
    const revision = await reviseQuote(database.handle.db, first.id, {
      actorId: ACTOR.id,
      now: NOW,
    });
    const second = await sendQuote(database.handle.db, revision.id, {
      actor: ACTOR,
      origin: ORIGIN,
      now: NOW,
    });
    expect(second.number).toBe(`${first.number}-2`);
    expect(second.token).not.toBe(first.token);
    expect(await findQuote(database.handle.db, { id: first.id })).toMatchObject({
      status: "replaced",
      replacedBy: second.id,
    });
  });
});
