// Integration: customers' e-mails read from a real IMAP server (a private
// Dovecot) into the back office, on SQLite and PostgreSQL: matched by
// In-Reply-To, References or the subject's reference; quoted history
// trimmed; attachments kept; imported once with two readers at the same
// time and after a crash between import and flagging; mail that is not
// ours left alone, or opening an inquiry when the setting says so.

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { customerData, eraseCustomer } from "#app/back-office/customer-data.server.ts";
import {
  confirmWhatsAppAnswer,
  findInquiry,
  inquiryTrail,
  sendReply,
} from "#app/back-office/inquiry-work.server.ts";
import { deleteExpiredInquiries } from "#app/back-office/retention.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { hasDovecot } from "#tests/fixtures/dovecot.ts";
import { type Dovecot, composeMail, startDovecot } from "../../../tools/dovecot.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { customerMessageId } from "../emails.server.ts";
import type { EmailEventDetail } from "../events.ts";
import { findInquiryFile } from "../files.server.ts";
import { submitInquiry } from "../store.server.ts";
import { MAX_FILE_BYTES } from "./limits.ts";
import { importMessage } from "./import.server.ts";
import {
  IMPORTED_KEYWORD,
  SKIPPED_KEYWORD,
  createMailReader,
  mailboxOf,
  readMailboxOnce,
} from "./reader.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const CUSTOMER = "wanjiru@example.com";
const STAFF = {
  id: "staff-1",
  name: "Otieno",
  role: "staff" as const,
  email: "o@example.co.ke",
  grants: [],
};

it("reads INBOX unless the URL names another mailbox", () => {
  expect(mailboxOf("imap://u:p@127.0.0.1:143")).toBe("INBOX");
  expect(mailboxOf("imaps://u:p@mail.example:993/Customers%20mail")).toBe("Customers mail");
});

describe.skipIf(!hasDovecot()).each(databaseTargets("mail-in"))("on $name", (target) => {
  const database = useDatabase(target);
  let dovecot: Dovecot;
  beforeAll(async () => {
    dovecot = await startDovecot();
  });
  afterAll(async () => {
    await dovecot?.stop();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    // Each test its own mailbox: the messages of the last are flagged away.
    for (const message of await dovecot.messages()) {
      if (!message.flags.includes(IMPORTED_KEYWORD) && !message.flags.includes(SKIPPED_KEYWORD))
        throw new Error(`a test left message ${message.subject} unread by the reader`);
    }
  });

  const options = (db: Db, newInquiries = false) => ({
    url: dovecot.url,
    db,
    origin: ORIGIN,
    recipient: "owner@example.co.ke",
    catalogue: seedCatalogue,
    newInquiries,
  });

  async function inquiry(email = CUSTOMER) {
    return submitInquiry(
      database.handle.db,
      { name: "Wanjiru Kamau", email, message: "Price for 12 laptops?" },
      { recipient: "owner@example.co.ke", origin: ORIGIN, catalogue: seedCatalogue },
    );
  }

  async function found(reference: string) {
    const inquiry = await findInquiry(database.handle.db, reference);
    if (!inquiry) throw new Error(`no inquiry ${reference}`);
    return inquiry;
  }

  async function emailEvents(inquiryId: string) {
    return (await inquiryTrail(database.handle.db, inquiryId))
      .filter((event) => event.kind === "email")
      .map((event) => event.detail as EmailEventDetail);
  }

  async function flagsOf(subject: string) {
    return (await dovecot.messages()).find((message) => message.subject === subject)?.flags;
  }

  it("puts a reply matched by In-Reply-To on the timeline, trimmed, and marks the inquiry", async () => {
    const { id, reference } = await inquiry();
    const subject = `Re: Your inquiry ${reference} [in-reply-to]`.replace(
      reference,
      "your request",
    );
    await dovecot.deliver(
      await composeMail({
        from: `Wanjiru Kamau <${CUSTOMER}>`,
        to: "shop@example.test",
        subject,
        inReplyTo: customerMessageId("ack", id, ORIGIN),
        text: [
          "Yes, 12 units, delivered to Westlands.",
          "",
          "On Tue, 24 Nov 2026 at 10:02, Mwangaza Tech <shop@example.test> wrote:",
          "> Thank you for contacting us.",
          "> Your reference is the one above.",
        ].join("\n"),
      }),
    );
    expect(await readMailboxOnce(options(database.handle.db))).toMatchObject({ added: 1 });
    const [event] = await emailEvents(id);
    expect(event).toMatchObject({
      from: CUSTOMER,
      fromName: "Wanjiru Kamau",
      subject,
      text: "Yes, 12 units, delivered to Westlands.",
      files: [],
    });
    expect((await findInquiry(database.handle.db, reference))?.customerRepliedAt).not.toBeNull();
    expect(await flagsOf(subject)).toEqual(["$Storefront", "\\Seen"]);
  });

  it("matches by References alone, and by the reference in the subject", async () => {
    const first = await inquiry();
    const second = await inquiry();
    // A reply of the back office's: its Message-ID is in the outbox.
    await sendReply(
      { db: database.handle.db, actor: STAFF },
      await found(first.reference),
      "We have 12 in stock.",
      ORIGIN,
    );
    const reply = await database.handle.db
      .selectFrom("mail_outbox")
      .select("message_id")
      .where("inquiry_id", "=", first.id)
      .where("kind", "=", "reply")
      .executeTakeFirstOrThrow();
    await dovecot.deliver(
      await composeMail({
        from: CUSTOMER,
        subject: "Re: stock [references]",
        references: ["<elsewhere@example.com>", reply.message_id],
        text: "Great, please send a quote.",
      }),
    );
    await dovecot.deliver(
      await composeMail({
        from: CUSTOMER,
        subject: `About ${second.reference} [subject]`,
        text: "Can you deliver on Friday?",
      }),
    );
    expect(await readMailboxOnce(options(database.handle.db))).toMatchObject({ added: 2 });
    expect((await emailEvents(first.id)).map((event) => event.text)).toEqual([
      "Great, please send a quote.",
    ]);
    expect((await emailEvents(second.id)).map((event) => event.text)).toEqual([
      "Can you deliver on Friday?",
    ]);
    // Staff's next reply answers it: no longer 'customer replied'.
    const marked = await found(first.reference);
    expect(marked.customerRepliedAt).not.toBeNull();
    await sendReply({ db: database.handle.db, actor: STAFF }, marked, "Quote attached.", ORIGIN);
    expect((await findInquiry(database.handle.db, first.reference))?.customerRepliedAt).toBeNull();
    // So does an answer on WhatsApp.
    const other = await found(second.reference);
    expect(other.customerRepliedAt).not.toBeNull();
    await confirmWhatsAppAnswer({ db: database.handle.db, actor: STAFF }, other);
    expect((await found(second.reference)).customerRepliedAt).toBeNull();
  });

  it("puts an automatic answer on the timeline without marking the inquiry, and marks no spam", async () => {
    const { id, reference } = await inquiry();
    const spam = await inquiry("spammer@example.net");
    await database.handle.db
      .updateTable("inquiries")
      .set({ status: "spam" })
      .where("id", "=", spam.id)
      .execute();
    await dovecot.deliver(
      await composeMail({
        from: CUSTOMER,
        subject: `Automatic reply: ${reference}`,
        headers: { "Auto-Submitted": "auto-replied" },
        text: "I am out of the office until Monday.",
      }),
    );
    await dovecot.deliver(
      await composeMail({ from: "spammer@example.net", subject: `${spam.reference}`, text: "Buy" }),
    );
    expect(await readMailboxOnce(options(database.handle.db))).toMatchObject({ added: 2 });
    expect(await emailEvents(id)).toMatchObject([{ automatic: true }]);
    expect((await found(reference)).customerRepliedAt).toBeNull();
    expect(await emailEvents(spam.id)).toHaveLength(1);
    expect((await found(spam.reference)).customerRepliedAt).toBeNull();
  });

  it("keeps attachments within the limit and names the one over it", async () => {
    const { id, reference } = await inquiry();
    const pdf = Buffer.from("%PDF-1.4 a purchase order\n");
    await dovecot.deliver(
      await composeMail({
        from: CUSTOMER,
        subject: `PO for ${reference}`,
        text: "Our purchase order is attached.",
        attachments: [
          { filename: "PO 4411.pdf", content: pdf, contentType: "application/pdf" },
          { filename: "scan.tiff", content: Buffer.alloc(MAX_FILE_BYTES + 1, 7) },
        ],
      }),
    );
    await readMailboxOnce(options(database.handle.db));
    const [event] = await emailEvents(id);
    expect(event?.files).toEqual([
      { id: expect.any(String), name: "PO 4411.pdf", size: pdf.length, type: "application/pdf" },
    ]);
    expect(event?.skipped).toEqual([{ name: "scan.tiff", size: MAX_FILE_BYTES + 1 }]);
    const fileId = event?.files[0]?.id ?? "";
    const file = await findInquiryFile(database.handle.db, id, fileId);
    expect(file?.type).toBe("application/pdf");
    expect(Buffer.from(file?.content ?? []).equals(pdf)).toBe(true);
    // Not another inquiry's file.
    const other = await inquiry();
    expect(await findInquiryFile(database.handle.db, other.id, fileId)).toBeNull();
  });

  it("imports once with two readers at the same time, and after a crash before flagging", async () => {
    const { id, reference } = await inquiry();
    for (const n of [1, 2, 3, 4]) {
      await dovecot.deliver(
        await composeMail({
          from: CUSTOMER,
          subject: `${reference} answer ${n}`,
          text: `Answer ${n}`,
        }),
      );
    }
    // And one that opens an inquiry: opened once, acknowledged once.
    await dovecot.deliver(
      await composeMail({ from: "baraka@example.com", subject: "Toner", text: "HP 85A?" }),
    );
    const second = database.open();
    const [a, b] = await Promise.all([
      readMailboxOnce(options(database.handle.db, true)),
      readMailboxOnce(options(second.db, true)),
    ]);
    expect(a.added + b.added).toBe(4);
    expect(a.opened + b.opened).toBe(1);
    const opened = await database.handle.db
      .selectFrom("inquiries")
      .innerJoin("mail_outbox", "mail_outbox.inquiry_id", "inquiries.id")
      .select(["inquiries.reference", "mail_outbox.kind"])
      .where("inquiries.email_key", "=", "baraka@example.com")
      .orderBy("mail_outbox.kind")
      .execute();
    expect(opened.map((row) => row.kind)).toEqual(["acknowledgement", "notification"]);
    expect((await emailEvents(id)).map((event) => event.text).sort()).toEqual([
      "Answer 1",
      "Answer 2",
      "Answer 3",
      "Answer 4",
    ]);

    // A crash between the import and the flag: stored, not flagged.
    const raw = await composeMail({ from: CUSTOMER, subject: `${reference} crash`, text: "Once" });
    await dovecot.deliver(raw);
    const crashed = (await dovecot.messages()).find((m) => m.subject === `${reference} crash`);
    expect(
      await importMessage(
        raw,
        { mailbox: "INBOX", uidValidity: 1, uid: crashed?.uid ?? 0 },
        options(database.handle.db),
      ),
    ).toMatchObject({ kind: "added" });
    expect(await readMailboxOnce(options(database.handle.db))).toMatchObject({
      known: 1,
      added: 0,
    });
    expect((await emailEvents(id)).filter((event) => event.text === "Once")).toHaveLength(1);
    expect(await flagsOf(`${reference} crash`)).toEqual(["$Storefront", "\\Seen"]);
  });

  it("leaves mail that answers none of ours in place, unread, and a copy of our own", async () => {
    await inquiry();
    await dovecot.deliver(
      await composeMail({ from: "supplier@example.org", subject: "Invoice 77", text: "Attached." }),
    );
    // Not a message at all: left as it is, not a failure.
    await dovecot.deliver(Buffer.from("Subject: garbled\r\n\r\n\u0000\u00ff=?broken", "latin1"));
    const own = await database.handle.db
      .selectFrom("mail_outbox")
      .select(["message_id", "subject"])
      .where("kind", "=", "notification")
      .executeTakeFirstOrThrow();
    // The business's own notification, filed in the same mailbox: it names a reference.
    await dovecot.deliver(
      await composeMail({
        from: "shop@example.co.ke",
        subject: own.subject,
        messageId: own.message_id,
        text: "New inquiry",
      }),
    );
    const before = await database.handle.db.selectFrom("inquiries").select("id").execute();
    expect(await readMailboxOnce(options(database.handle.db))).toMatchObject({
      "not-ours": 3,
      added: 0,
      opened: 0,
    });
    expect(await flagsOf("Invoice 77")).toEqual([SKIPPED_KEYWORD]);
    expect(await flagsOf("garbled")).toEqual([SKIPPED_KEYWORD]);
    expect(await flagsOf(own.subject)).toEqual([SKIPPED_KEYWORD]);
    expect(await database.handle.db.selectFrom("inquiries").select("id").execute()).toEqual(before);
    expect(await database.handle.db.selectFrom("mail_in").select("id").execute()).toEqual([]);
  });

  it("opens an inquiry from a new e-mail when the setting is on, through the intake", async () => {
    await dovecot.deliver(
      await composeMail({
        from: "Achieng Otieno <achieng@example.com>",
        subject: "Projector hire next week",
        text: "Do you hire projectors for 3 days?",
        attachments: [{ filename: "venue.txt", content: "Hall B" }],
      }),
    );
    // A machine's mail opens nothing, even with the setting on.
    await dovecot.deliver(
      await composeMail({
        from: "noreply@example.org",
        subject: "Out of office",
        headers: { "Auto-Submitted": "auto-replied" },
        text: "Away",
      }),
    );
    const queued = vi.fn();
    expect(
      await readMailboxOnce({ ...options(database.handle.db, true), onQueued: queued }),
    ).toMatchObject({ opened: 1, "not-ours": 1 });
    expect(queued).toHaveBeenCalledOnce();
    const opened = await database.handle.db
      .selectFrom("inquiries")
      .selectAll()
      .where("email_key", "=", "achieng@example.com")
      .executeTakeFirstOrThrow();
    expect(opened).toMatchObject({
      name: "Achieng Otieno",
      message: "Projector hire next week\n\nDo you hire projectors for 3 days?",
      status: "new",
      customer_replied_at: null,
    });
    expect(opened.reference).toMatch(/^MW-\d+$/);
    const mail = await database.handle.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient"])
      .where("inquiry_id", "=", opened.id)
      .orderBy("kind")
      .execute();
    expect(mail).toEqual([
      { kind: "acknowledgement", recipient: "achieng@example.com" },
      { kind: "notification", recipient: "owner@example.co.ke" },
    ]);
    const trail = await inquiryTrail(database.handle.db, opened.id);
    expect(trail.map((event) => event.kind)).toEqual(["received", "email"]);
    expect(trail[0]?.detail).toEqual({ via: "email" });
    expect(trail[1]?.detail).toMatchObject({ opened: true, files: [{ name: "venue.txt" }] });
  });

  it("keeps the imported mail in the customer's export, and erases it with the inquiry", async () => {
    const { id, reference } = await inquiry();
    await dovecot.deliver(
      await composeMail({
        from: CUSTOMER,
        subject: `${reference} details`,
        text: "My KRA PIN is P051234567X.",
        attachments: [{ filename: "pin.txt", content: "P051234567X" }],
      }),
    );
    await readMailboxOnce(options(database.handle.db));
    const held = await customerData(database.handle.db, CUSTOMER);
    expect(JSON.stringify(held.events)).toContain("My KRA PIN is P051234567X.");
    expect(held.receivedMail).toEqual([
      expect.objectContaining({
        inquiry_id: id,
        from_address: CUSTOMER,
        attachments: [{ filename: "pin.txt", content_type: "text/plain", size: 11 }],
      }),
    ]);
    await eraseCustomer(
      { db: database.handle.db, auth: undefined as never },
      { email: CUSTOMER },
      STAFF,
    );
    expect(await database.handle.db.selectFrom("mail_in").select("id").execute()).toEqual([]);
    expect(await database.handle.db.selectFrom("mail_in_files").select("id").execute()).toEqual([]);
  });

  it("retention deletes a closed inquiry's imported mail and files", async () => {
    const { id, reference } = await inquiry();
    await dovecot.deliver(
      await composeMail({
        from: CUSTOMER,
        subject: `${reference} thanks`,
        text: "Thanks",
        attachments: [{ filename: "a.txt", content: "a" }],
      }),
    );
    await readMailboxOnce(options(database.handle.db));
    await database.handle.db
      .updateTable("inquiries")
      .set({ status: "won", closed_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    expect(await deleteExpiredInquiries({ db: database.handle.db, months: 1 })).toBe(1);
    expect(await database.handle.db.selectFrom("mail_in").select("id").execute()).toEqual([]);
    expect(await database.handle.db.selectFrom("mail_in_files").select("id").execute()).toEqual([]);
  });

  it("reads new mail as it arrives, reconnects after the server drops it, survives a refused login, and stops when asked", async () => {
    const { id, reference } = await inquiry();
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    // While the server restarts, a reconnect may be refused: logged, then tried again.
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const reader = createMailReader({ ...options(database.handle.db), retryMs: 50 });
    reader.start();
    await dovecot.deliver(
      await composeMail({ from: CUSTOMER, subject: `${reference} live`, text: "Arrived live" }),
    );
    await expect
      .poll(async () => (await emailEvents(id)).map((event) => event.text), { timeout: 10_000 })
      .toEqual(["Arrived live"]);
    expect(reader.state()).toMatchObject({
      readAt: expect.any(String),
      failingSince: null,
      error: null,
    });

    // The mail server restarts: the connection drops, the reader comes back.
    await dovecot.restart();
    await dovecot.deliver(
      await composeMail({ from: CUSTOMER, subject: `${reference} later`, text: "After the drop" }),
    );
    await expect
      .poll(async () => (await emailEvents(id)).map((event) => event.text), { timeout: 15_000 })
      .toEqual(["Arrived live", "After the drop"]);
    expect(warnings.mock.calls.map(([, message]) => String(message))).toContainEqual(
      expect.stringMatching(/^Mailbox: connection closed; reconnecting in/),
    );
    await reader.stop();

    errors.mockClear();
    const refused = createMailReader({
      ...options(database.handle.db),
      url: dovecot.url.replace("mailbox-secret", "wrong"),
      retryMs: 50,
    });
    refused.start();
    await expect.poll(() => errors.mock.calls.length, { timeout: 10_000 }).toBeGreaterThan(1);
    expect(String(errors.mock.calls[0]?.[1])).toContain("refused the login");
    // /healthz hears of it: failing since the first refusal, and why.
    expect(refused.state()).toMatchObject({
      readAt: null,
      failingSince: expect.any(String),
      error: expect.stringContaining("refused the login"),
    });
    await refused.stop();
  }, 30_000);

  it("reads an answer that arrives during a pass right after it, not at the next timed pass", async () => {
    const { id, reference } = await inquiry();
    const BURST = 60;
    for (let n = 1; n <= BURST; n += 1) {
      await dovecot.deliver(
        await composeMail({
          from: CUSTOMER,
          subject: `${reference} burst ${n}`,
          text: `Burst ${n}`,
        }),
      );
    }
    const texts = async () => (await emailEvents(id)).map((event) => event.text);
    const reader = createMailReader(options(database.handle.db));
    reader.start();
    try {
      // The pass is under way: it has searched, and imports the burst.
      await expect.poll(async () => (await texts()).length, { timeout: 30_000 }).toBeGreaterThan(0);
      await dovecot.deliver(
        await composeMail({ from: CUSTOMER, subject: `${reference} late`, text: "During a pass" }),
      );
      // Delivered while that pass still had messages to import: the server's
      // notice reaches the reader in the middle of the pass.
      expect((await texts()).length).toBeLessThan(BURST);
      // The timed pass is 5 minutes away: only a pass right after this one
      // imports it within the poll.
      await expect.poll(texts, { timeout: 30_000 }).toContain("During a pass");
      expect(await texts()).toHaveLength(BURST + 1);
    } finally {
      await reader.stop();
    }
  }, 90_000);
});
