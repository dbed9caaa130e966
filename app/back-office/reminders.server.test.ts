// Integration: the reply promise's reminders and the morning digest against
// a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// with inquiries taken by the real intake. Nairobi is UTC+3 all year.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { passesAtOnce } from "#tests/fixtures/passes-at-once.ts";
import { quoteFor, quoteForm, quoteLine } from "#tests/fixtures/quotes.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { root } from "../../tools/server-process.ts";
import { replyDueAt } from "#app/business/business-hours.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { saveMailChoices } from "./mail-choices.server.ts";
import { STALE_AFTER_MS, queueDueReminders } from "./reminders.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const nairobi = (local: string) => new Date(`${local}+03:00`);
const run = promisify(execFile);
const NO_QUOTES = { expired: [], followUps: [] };

describe.each(databaseTargets("reminders"))("on $name", (target) => {
  const database = useDatabase(target);

  async function addUser(email: string, role: string | null) {
    const at = new Date().toISOString();
    const id = randomUUID();
    await database.handle.db
      .insertInto("user")
      .values({
        id,
        name: email.split("@")[0] ?? email,
        email,
        emailVerified: database.handle.dialect === "postgres" ? true : 1,
        role,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return id;
  }

  async function owners() {
    await addUser("grace@example.co.ke", "owner");
    await addUser("peter@example.co.ke", "owner");
    // Neither staff nor customers get the owners' e-mails.
    await addUser("wanjiku@example.co.ke", "staff");
    await addUser("customer@example.com", null);
  }

  function inquire(at: Date, fields: { name?: string } = {}) {
    return submitInquiry(
      database.handle.db,
      {
        name: fields.name ?? "Amina Otieno",
        email: "amina@example.com",
        phone: "0722 000 111",
        message: "Price for 10 units?",
        product: "HP LaserJet Pro M404dn",
      },
      { recipient: "info@example.co.ke", origin: ORIGIN, catalogue: seedCatalogue, now: at },
    );
  }

  function mails(kind: "reminder" | "digest") {
    return database.handle.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", kind)
      .orderBy("recipient")
      .execute();
  }

  /**
   * Each reference in exactly one 'due soon' e-mail to each owner, however
   * the passes that ran at once shared them out (one e-mail a pass).
   */
  async function expectListedOnce(references: readonly string[]) {
    const sent = await mails("reminder");
    for (const owner of ["grace@example.co.ke", "peter@example.co.ke"]) {
      const texts = sent.filter((mail) => mail.recipient === owner).map((mail) => mail.text_body);
      for (const reference of references) {
        const listing = new RegExp(`^Reference: ${reference}$`, "m");
        expect(
          texts.filter((text) => listing.test(text)),
          `${owner} ${reference}`,
        ).toHaveLength(1);
      }
    }
    // No e-mail without an inquiry in it.
    expect(sent.every((mail) => /^Reference: /m.test(mail.text_body))).toBe(true);
  }

  function pass(at: Date, db = database.handle.db) {
    return queueDueReminders({ db, origin: ORIGIN, now: at });
  }

  describe("close to overdue", () => {
    it("tells every owner once, 3 opening hours before the reply is due, and notes it in the trail", async () => {
      await owners();
      // Monday 10:00: due Wednesday 14:00 (Mon 8 h + Tue 10 h + Wed 6 h).
      const { id, reference } = await inquire(nairobi("2026-11-23T10:00:00"));
      expect(replyDueAt(nairobi("2026-11-23T10:00:00"))).toEqual(nairobi("2026-11-25T14:00:00"));

      expect((await pass(nairobi("2026-11-25T10:59:00"))).dueSoon).toEqual([]);
      const queued = await pass(nairobi("2026-11-25T11:00:00"));
      expect(queued.dueSoon).toEqual([
        { reference, recipients: ["grace@example.co.ke", "peter@example.co.ke"] },
      ]);
      expect((await pass(nairobi("2026-11-25T11:30:00"))).dueSoon).toEqual([]);
      expect((await pass(nairobi("2026-11-25T15:00:00"))).dueSoon).toEqual([]);

      const sent = await mails("reminder");
      expect(sent.map((m) => m.recipient)).toEqual(["grace@example.co.ke", "peter@example.co.ke"]);
      for (const mail of sent) {
        expect(mail.inquiry_id).toBe(id);
        expect(mail.message_id).toMatch(/^<due-soon-.+@shop\.example\.co\.ke>$/);
        expect(mail.subject).toBe(`Close to overdue: ${reference} from Amina Otieno`);
        expect(mail.text_body).toContain(`Reference: ${reference}`);
        expect(mail.text_body).toContain("Customer: Amina Otieno, amina@example.com, 0722 000 111");
        expect(mail.text_body).toContain("About: HP LaserJet Pro M404dn");
        expect(mail.text_body).toContain("Received: Mon 23 Nov, 10:00 (Nairobi time)");
        // Mon 8 h + Tue 10 h + Wed 3 h of opening time.
        expect(mail.text_body).toContain("Waiting: 21 h 00 min of opening hours");
        expect(mail.text_body).toContain("Reply due: Wed 25 Nov, 14:00 (Nairobi time)");
        expect(mail.text_body).toContain(`${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${reference}`);
        expect(mail.html_body).toContain(
          `href="${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${reference}%23reply-body"`,
        );
      }
      const trail = await database.handle.db
        .selectFrom("inquiry_events")
        .selectAll()
        .where("inquiry_id", "=", id)
        .where("kind", "=", "reminder")
        .execute();
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({
        actor_id: null,
        actor_name: null,
        at: nairobi("2026-11-25T11:00:00").toISOString(),
      });
      expect(JSON.parse(trail[0]?.detail ?? "null")).toEqual({ kind: "due-soon" });
      const keys = await database.handle.db.selectFrom("sent_notices").select("key").execute();
      expect(keys.map((k) => k.key)).toContain(`due-soon:${id}`);
    });

    it("lists every inquiry that became due soon in one e-mail a pass, each once", async () => {
      await owners();
      // Both due Wednesday 14:00: due soon from 11:00, found by the same pass.
      const first = await inquire(nairobi("2026-11-23T10:00:00"), { name: "Amina Otieno" });
      const second = await inquire(nairobi("2026-11-23T10:00:00"), { name: "Brian Kiprop" });
      // A third, due an hour later, comes due in a later pass.
      const third = await inquire(nairobi("2026-11-23T11:00:00"), { name: "Chebet Njeri" });

      const queued = await pass(nairobi("2026-11-25T11:30:00"));
      expect(queued.dueSoon.map((d) => d.reference)).toEqual([first.reference, second.reference]);
      const sent = await mails("reminder");
      // One e-mail to each owner, not one per inquiry.
      expect(sent).toHaveLength(2);
      for (const mail of sent) {
        expect(mail.subject).toBe(
          `2 inquiries close to overdue: ${first.reference}, ${second.reference}`,
        );
        expect(mail.inquiry_id).toBeNull();
        for (const { reference } of [first, second]) {
          expect(mail.text_body).toContain(
            `Answer ${reference} in the back office: ${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${reference}`,
          );
        }
        expect(mail.text_body).not.toContain(third.reference);
      }

      // The next pass lists only the third; the first two are never listed again.
      expect((await pass(nairobi("2026-11-25T12:00:00"))).dueSoon.map((d) => d.reference)).toEqual([
        third.reference,
      ]);
      expect((await pass(nairobi("2026-11-25T12:30:00"))).dueSoon).toEqual([]);
      expect(await mails("reminder")).toHaveLength(4);
    });

    it("counts the lead in opening hours: Saturday afternoon for a reply due Monday 09:00", async () => {
      await owners();
      // Thursday 12:00: Thu 6 h + Fri 10 h + Sat 7 h + Mon 1 h, due Monday 09:00.
      const { reference } = await inquire(nairobi("2026-11-26T12:00:00"));
      expect(replyDueAt(nairobi("2026-11-26T12:00:00"))).toEqual(nairobi("2026-11-30T09:00:00"));
      // Friday 17:00 is 1 + 7 + 1 = 9 opening hours before: too early.
      expect((await pass(nairobi("2026-11-27T17:00:00"))).dueSoon).toEqual([]);
      // Saturday 15:00 is 1 + 1 = 2 opening hours before, though 42 hours of clock time.
      expect((await pass(nairobi("2026-11-28T15:00:00"))).dueSoon.map((n) => n.reference)).toEqual([
        reference,
      ]);
    });

    it("reminds about an overdue inquiry, but not one answered, closed, or long overdue", async () => {
      await owners();
      const overdue = await inquire(nairobi("2026-11-23T09:00:00"), { name: "Overdue Customer" });
      const answered = await inquire(nairobi("2026-11-23T09:00:00"));
      const won = await inquire(nairobi("2026-11-23T09:00:00"));
      const spam = await inquire(nairobi("2026-11-23T09:00:00"));
      await database.handle.db
        .updateTable("inquiries")
        .set({ first_reply_at: nairobi("2026-11-23T11:00:00").toISOString(), status: "quoted" })
        .where("id", "=", answered.id)
        .execute();
      for (const [closed, status] of [
        [won, "won"],
        [spam, "spam"],
      ] as const) {
        await database.handle.db
          .updateTable("inquiries")
          .set({ status, closed_at: nairobi("2026-11-23T12:00:00").toISOString() })
          .where("id", "=", closed.id)
          .execute();
      }
      // Due Wednesday 13:00; the pass runs at 16:00, three hours late.
      const queued = await pass(nairobi("2026-11-25T16:00:00"));
      expect(queued.dueSoon.map((n) => n.reference)).toEqual([overdue.reference]);
      const sent = await mails("reminder");
      expect(sent).toHaveLength(2);
      expect(sent[0]?.subject).toBe(`Overdue: ${overdue.reference} from Overdue Customer`);
      expect(sent[0]?.text_body).toContain("are up");

      // Overdue for over a day when first seen (the back office just deployed): the digest lists it instead.
      const old = await inquire(nairobi("2026-11-16T09:00:00"));
      const later = new Date(
        new Date((await dueOf(old.id)) ?? "").getTime() + STALE_AFTER_MS + 60_000,
      );
      expect((await pass(later)).dueSoon).toEqual([]);
    });

    it("queues nothing, and claims nothing, when there is no owner", async () => {
      await addUser("wanjiku@example.co.ke", "staff");
      await inquire(nairobi("2026-11-23T10:00:00"));
      expect(await pass(nairobi("2026-11-25T13:00:00"))).toEqual({
        dueSoon: [],
        digest: null,
        quotes: NO_QUOTES,
      });
      expect(await database.handle.db.selectFrom("sent_notices").selectAll().execute()).toEqual([]);
      expect(
        await database.handle.db.selectFrom("inquiry_events").select("kind").execute(),
      ).toEqual([{ kind: "received" }]);
      // An owner added later still gets it.
      await addUser("grace@example.co.ke", "owner");
      expect((await pass(nairobi("2026-11-25T13:00:00"))).dueSoon).toHaveLength(1);
    });
  });

  it("e-mails whoever chose to get each: staff who asked, not an owner who opted out", async () => {
    await addUser("grace@example.co.ke", "owner");
    const peter = await addUser("peter@example.co.ke", "owner");
    const wanjiku = await addUser("wanjiku@example.co.ke", "staff");
    await addUser("otieno@example.co.ke", "staff");
    const db = database.handle.db;
    await saveMailChoices(db, peter, { "due-soon": false, digest: false, assignment: true });
    await saveMailChoices(db, wanjiku, { "due-soon": true, digest: true, assignment: true });
    const { reference } = await inquire(nairobi("2026-11-23T10:00:00"));
    const recipients = ["grace@example.co.ke", "wanjiku@example.co.ke"];
    expect((await pass(nairobi("2026-11-25T11:00:00"))).dueSoon).toEqual([
      { reference, recipients },
    ]);
    expect((await pass(nairobi("2026-11-26T08:00:00"))).digest?.recipients).toEqual(recipients);
    expect((await mails("reminder")).map((m) => m.recipient)).toEqual(recipients);
    for (const mail of [...(await mails("reminder")), ...(await mails("digest"))]) {
      expect(mail.text_body).toContain(
        `Choose which e-mails you get: ${ORIGIN}/auth?next=%2Fstaff%2Fsettings`,
      );
    }
  });

  it("claims nothing while nobody wants an e-mail, and sends it to whoever asks later", async () => {
    const grace = await addUser("grace@example.co.ke", "owner");
    const db = database.handle.db;
    await saveMailChoices(db, grace, { "due-soon": false, digest: false, assignment: true });
    const { reference } = await inquire(nairobi("2026-11-23T10:00:00"));
    expect(await pass(nairobi("2026-11-25T11:00:00"))).toEqual({
      dueSoon: [],
      digest: null,
      quotes: NO_QUOTES,
    });
    expect(await db.selectFrom("sent_notices").selectAll().execute()).toEqual([]);
    await saveMailChoices(db, grace, { "due-soon": true, digest: true, assignment: true });
    const later = await pass(nairobi("2026-11-25T11:30:00"));
    expect(later.dueSoon).toEqual([{ reference, recipients: ["grace@example.co.ke"] }]);
    expect(later.digest?.recipients).toEqual(["grace@example.co.ke"]);
  });

  async function dueOf(id: string) {
    const row = await database.handle.db
      .selectFrom("inquiries")
      .select("due_at")
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.due_at;
  }

  describe("the morning digest", () => {
    it("goes out on working days once the shop has opened, once a day", async () => {
      await owners();
      await inquire(nairobi("2026-11-27T10:00:00"));
      // Sunday: closed. Friday 2026-12-25: a holiday. Monday before 08:00: not open yet.
      expect((await pass(nairobi("2026-11-29T10:00:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-12-25T10:00:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-11-30T07:59:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-11-30T08:00:00"))).digest).toEqual({
        date: "2026-11-30",
        open: 1,
        recipients: ["grace@example.co.ke", "peter@example.co.ke"],
      });
      expect((await pass(nairobi("2026-11-30T08:01:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-11-30T17:00:00"))).digest).toBeNull();
      // Saturday opens at 09:00.
      expect((await pass(nairobi("2026-12-05T08:30:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-12-05T09:00:00"))).digest?.date).toBe("2026-12-05");
      // After closing, the day's digest is skipped: the next morning's comes.
      expect((await pass(nairobi("2026-12-07T18:00:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-12-08T08:00:00"))).digest?.date).toBe("2026-12-08");

      const digests = await mails("digest");
      expect(digests).toHaveLength(6);
      for (const mail of digests) {
        expect(mail.inquiry_id).toBeNull();
        expect(mail.message_id).toMatch(/^<digest-2026-\d\d-\d\d-.+@shop\.example\.co\.ke>$/);
      }
    });

    it("lists open inquiries: overdue, due today, then the rest, with counts, waiting times and links", async () => {
      await owners();
      // Due Monday 30 Nov 12:00 (overdue at 13:00), due 16:00 today, due Tuesday.
      const overdue = await inquire(nairobi("2026-11-26T15:00:00"), { name: "Overdue Otieno" });
      const older = await inquire(nairobi("2026-11-25T15:00:00"), { name: "Older Omondi" });
      const today = await inquire(nairobi("2026-11-27T09:00:00"), { name: "Today Tanui" });
      const later = await inquire(nairobi("2026-11-30T12:00:00"), { name: "Later Lagat" });
      const answered = await inquire(nairobi("2026-11-26T09:00:00"), { name: "Answered Achieng" });
      const lost = await inquire(nairobi("2026-11-26T09:00:00"), { name: "Lost Langat" });
      expect(await dueOf(overdue.id)).toBe(nairobi("2026-11-30T12:00:00").toISOString());
      await database.handle.db
        .updateTable("inquiries")
        .set({ first_reply_at: nairobi("2026-11-26T10:00:00").toISOString(), status: "quoted" })
        .where("id", "=", answered.id)
        .execute();
      await database.handle.db
        .updateTable("inquiries")
        .set({ status: "lost", closed_at: nairobi("2026-11-26T11:00:00").toISOString() })
        .where("id", "=", lost.id)
        .execute();
      // Monday's digest, late: the server was down all morning.
      const queued = await pass(nairobi("2026-11-30T13:00:00"));
      expect(queued.digest).toMatchObject({ date: "2026-11-30", open: 5 });

      const [digest] = await mails("digest");
      expect(digest?.subject).toBe(
        "Mwangaza Tech inquiries, 2026-11-30: 2 overdue, 1 due today, 5 open",
      );
      const text = digest?.text_body ?? "";
      const at = (what: string) => {
        const index = text.indexOf(what);
        expect(index, what).toBeGreaterThanOrEqual(0);
        return index;
      };
      // The most recently overdue first.
      expect(at("Overdue (2)")).toBeLessThan(at(overdue.reference));
      expect(at(overdue.reference)).toBeLessThan(at(older.reference));
      expect(at(older.reference)).toBeLessThan(at("Due today (1)"));
      expect(at("Due today (1)")).toBeLessThan(at(today.reference));
      expect(at(today.reference)).toBeLessThan(at("Also open (2)"));
      expect(at("Also open (2)")).toBeLessThan(at(answered.reference));
      expect(at("Also open (2)")).toBeLessThan(at(later.reference));
      expect(text).not.toContain(lost.reference);
      expect(text).not.toContain("Lost Langat");
      // Thu 3 h + Fri 10 h + Sat 7 h + Mon 5 h of opening time.
      expect(text).toContain(
        `${overdue.reference} · Overdue Otieno · HP LaserJet Pro M404dn · waiting 25 h 00 min of opening hours · due Mon 30 Nov, 12:00`,
      );
      expect(text).toContain(`${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${today.reference}`);
      expect(text).toContain(
        `${answered.reference} · Answered Achieng · HP LaserJet Pro M404dn · waiting`,
      );
      expect(digest?.html_body).toContain(
        `href="${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${overdue.reference}%23reply-body"`,
      );
      expect(digest?.html_body).not.toContain("Lost Langat");
    });

    it("lists the quotes waiting for the customer, those about to expire first", async () => {
      await owners();
      const quoteOf = (validUntil: string, name: string) =>
        quoteFor(database.handle.db, {
          name,
          received: nairobi("2026-11-25T10:00:00"),
          form: quoteForm({
            lines: [quoteLine("Installation", 2_500, { quantity: 2 })],
            validUntil,
          }),
        });
      const soon = await quoteOf("2026-12-01", "Soon Sang");
      const later = await quoteOf("2026-12-09", "Later Lagat");
      await pass(nairobi("2026-11-30T08:00:00"));
      const [digest] = await mails("digest");
      const text = digest?.text_body ?? "";
      expect(text).toContain("2 quotes wait for the customer's answer, 1 about to expire.");
      expect(text.indexOf("Quotes about to expire (1)")).toBeLessThan(text.indexOf(soon.number));
      expect(text.indexOf(soon.number)).toBeLessThan(
        text.indexOf("Quotes waiting for an answer (1)"),
      );
      expect(text).toContain(
        `${later.number} · Later Lagat · KES 5,000.00 · valid until Wednesday 9 December 2026 · not opened yet`,
      );
      expect(digest?.html_body).toContain(
        `href="${ORIGIN}/auth?next=%2Fstaff%2Fquotes%2F${soon.number}"`,
      );
    });

    it("escapes what customers typed in the HTML", async () => {
      await owners();
      await inquire(nairobi("2026-11-27T10:00:00"), { name: "<b>Bold</b> & Co" });
      await pass(nairobi("2026-11-30T08:00:00"));
      const [digest] = await mails("digest");
      expect(digest?.html_body).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; Co");
      expect(digest?.html_body).not.toContain("<b>Bold");
    });

    it("claims the morning but sends nothing when nothing is open", async () => {
      await owners();
      expect((await pass(nairobi("2026-11-30T08:00:00"))).digest).toBeNull();
      expect(await mails("digest")).toEqual([]);
      // An inquiry at 11:00 waits for tomorrow's digest.
      await inquire(nairobi("2026-11-30T11:00:00"));
      expect((await pass(nairobi("2026-11-30T11:01:00"))).digest).toBeNull();
      expect((await pass(nairobi("2026-12-01T08:00:00"))).digest?.open).toBe(1);
    });
  });

  describe("several processes, and restarts", () => {
    it("three staff commands at once queue each notice exactly once; a later run queues nothing", async () => {
      await owners();
      const references: string[] = [];
      for (let i = 0; i < 6; i += 1)
        references.push((await inquire(nairobi("2026-11-23T10:00:00"))).reference);
      const at = "2026-11-25T11:30:00+03:00";
      const command = () =>
        run(process.execPath, ["scripts/staff.ts", "reminders", "--at", at], {
          cwd: root,
          env: {
            ...process.env,
            DATABASE_URL: database.url,
            PUBLIC_URL: ORIGIN,
            AUTH_SECRET: "reminders-test-secret-of-at-least-32-characters",
            SMTP_URL: "",
            LOG_LEVEL: "silent",
          },
        });
      const outputs = await Promise.all([command(), command(), command()]);
      const lines = outputs.flatMap((o) => o.stdout.split("\n"));
      const dueSoonLines = lines.filter((line) => line.startsWith("due-soon "));
      expect(dueSoonLines.map((line) => line.split(" ")[1]).sort()).toEqual([...references].sort());
      expect(lines.filter((line) => line.startsWith("digest 2026-11-25"))).toHaveLength(1);

      await expectListedOnce(references);
      expect(await mails("digest")).toHaveLength(2);
      expect(
        await database.handle.db
          .selectFrom("inquiry_events")
          .select("inquiry_id")
          .where("kind", "=", "reminder")
          .execute(),
      ).toHaveLength(6);

      // A restart: a new database.handle, the same instant and later ones, queue nothing more.
      const restarted = database.open();
      expect(await pass(nairobi("2026-11-25T11:31:00"), restarted.db)).toEqual({
        dueSoon: [],
        digest: null,
        quotes: NO_QUOTES,
      });
      expect(await pass(nairobi("2026-11-25T17:00:00"), restarted.db)).toEqual({
        dueSoon: [],
        digest: null,
        quotes: NO_QUOTES,
      });
      const second = await run(process.execPath, ["scripts/staff.ts", "reminders", "--at", at], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PUBLIC_URL: ORIGIN,
          AUTH_SECRET: "reminders-test-secret-of-at-least-32-characters",
          LOG_LEVEL: "silent",
        },
      });
      expect(second.stdout).toContain("Nothing to queue");
    }, 60_000);

    it("four threads with their own connections, released at once, queue each notice once", async () => {
      await owners();
      for (let i = 0; i < 10; i += 1) await inquire(nairobi("2026-11-23T10:00:00"));
      const results = await passesAtOnce({
        url: database.url,
        origin: ORIGIN,
        at: nairobi("2026-11-25T11:30:00"),
        parties: 4,
      });
      const reminded = results.flatMap((result) =>
        result.dueSoon.map((notice) => notice.reference),
      );
      expect(reminded).toHaveLength(10);
      expect(new Set(reminded).size).toBe(10);
      expect(results.filter((result) => result.digest)).toHaveLength(1);
      await expectListedOnce(reminded);
      expect(await mails("digest")).toHaveLength(2);
    }, 60_000);

    if (target.name === "PostgreSQL") {
      it("two connection pools in one process queue each notice once", async () => {
        await owners();
        for (let i = 0; i < 8; i += 1) await inquire(nairobi("2026-11-23T10:00:00"));
        const other = database.open();
        const at = nairobi("2026-11-25T11:30:00");
        const [a, b] = await Promise.all([pass(at), pass(at, other.db)]);
        expect(a.dueSoon.length + b.dueSoon.length).toBe(8);
        expect([a.digest, b.digest].filter(Boolean)).toHaveLength(1);
        await expectListedOnce([...a.dueSoon, ...b.dueSoon].map((notice) => notice.reference));
        expect(await mails("digest")).toHaveLength(2);
      });
    }
  });
});
