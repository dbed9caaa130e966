// Integration: spam and bulk work against a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set). A blocked sender, the honeypot
// and a message of links are held (stored as spam, no e-mail, no clock);
// 'not spam' releases; bulkChange changes many inquiries, each in its trail.

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { replyDueAt } from "#app/business/business-hours.ts";
import { createInquiryIntake } from "#app/inquiries/intake.server.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { addUsers } from "#tests/fixtures/users.ts";
import type { StaffUser } from "./access.server.ts";
import { findBlock, listBlocked, unblockSender } from "./blocked-senders.server.ts";
import { BULK_LIMIT, bulkChange, bulkMessage } from "./bulk.server.ts";
import { NO_INBOX_FILTERS } from "./inbox-filters.ts";
import { listInbox } from "./inbox.server.ts";
import { InquiryWorkError } from "./inquiry-work.server.ts";
import { queueDueReminders } from "./reminders.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const MAIL = { recipient: "info@example.co.ke", origin: ORIGIN, catalogue: seedCatalogue };
const nairobi = (local: string) => new Date(`${local}+03:00`);
/** Monday morning, the shop open. */
const MONDAY = nairobi("2026-11-23T09:00:00");
/** When staff act, unless a test says: after the inquiries came. */
const WORK_AT = nairobi("2026-11-23T09:30:00");

const OWNER: StaffUser = {
  id: "owner-grace",
  name: "Grace Njeri",
  email: "grace@example.co.ke",
  role: "owner",
  grants: [],
};
const PETER = { id: "staff-peter", name: "Peter Otieno", email: "peter@example.co.ke" };

const customer = {
  name: "Amina Otieno",
  email: "Amina@Example.com",
  phone: "0722 000 111",
  message: "Price for 10 units?",
  product: "HP LaserJet Pro M404dn",
};

describe.each(databaseTargets("spam"))("on $name", (target) => {
  const database = useDatabase(target, {
    seed: ({ db }) => addUsers(db, { ...OWNER, role: "owner" }, { ...PETER, role: "staff" }),
  });
  const db = () => database.handle.db;
  const work = (now = WORK_AT) => ({ db: db(), actor: OWNER, now });

  const inquire = (at: Date, fields: Partial<typeof customer> = {}) =>
    submitInquiry(db(), { ...customer, ...fields }, { ...MAIL, now: at });

  const row = (id: string) =>
    db().selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const outbox = (id: string) =>
    db()
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "subject", "text_body"])
      .where("inquiry_id", "=", id)
      .orderBy("kind")
      .execute();
  const trail = async (id: string) =>
    (
      await db()
        .selectFrom("inquiry_events")
        .select(["kind", "detail", "actor_name"])
        .where("inquiry_id", "=", id)
        .orderBy("at")
        .orderBy("kind")
        .execute()
    ).map((event) => ({ ...event, detail: JSON.parse(event.detail ?? "null") as unknown }));

  const queue = (now: Date) =>
    listInbox(db(), NO_INBOX_FILTERS, { userId: OWNER.id, now, catalogue: seedCatalogue });

  describe("blocking a sender", () => {
    it("holds their next inquiry: stored as spam, no e-mail, off the queue, the reminders and the digest", async () => {
      const first = await inquire(MONDAY);
      expect(first.held).toBeNull();
      const result = await bulkChange(work(), [first.id], { kind: "spam", block: true }, MAIL);
      expect(result).toMatchObject({ changed: 1, blocked: 1 });
      expect(bulkMessage({ kind: "spam", block: true }, result)).toBe(
        "1 inquiry marked Spam; 1 sender blocked.",
      );
      expect(await findBlock(db(), "AMINA@example.com")).toMatchObject({
        email: "amina@example.com",
        blockedByName: OWNER.name,
        reference: first.reference,
      });
      expect((await trail(first.id)).map((e) => e.kind)).toEqual(["received", "status", "blocked"]);

      // Another address case, the same sender: held.
      const second = await inquire(nairobi("2026-11-23T10:00:00"), { email: "amina@EXAMPLE.com" });
      expect(second.held).toBe("blocked");
      expect(await row(second.id)).toMatchObject({ status: "spam", first_reply_at: null });
      expect(await outbox(second.id)).toEqual([]);
      expect(await trail(second.id)).toEqual([
        { kind: "held", detail: { reason: "blocked" }, actor_name: null },
      ]);

      // Long after its placeholder due time: not in the queue, not overdue.
      const late = nairobi("2026-11-25T16:00:00");
      const inbox = await queue(late);
      expect(inbox.rows.find((r) => r.id === second.id)?.status).toBe("spam");
      expect(inbox).toMatchObject({ overdue: 0, dueToday: 0 });
      expect(
        await listInbox(
          db(),
          { ...NO_INBOX_FILTERS, overdue: true },
          {
            userId: OWNER.id,
            now: late,
            catalogue: seedCatalogue,
          },
        ),
      ).toMatchObject({ total: 0 });
      // No 'due soon' and no digest: nothing open.
      for (const at of [nairobi("2026-11-23T14:00:00"), nairobi("2026-11-24T09:00:00")]) {
        const pass = await queueDueReminders({ db: db(), origin: ORIGIN, now: at });
        expect(pass.dueSoon).toEqual([]);
        expect(pass.digest).toBeNull();
      }
      expect(
        await db()
          .selectFrom("mail_outbox")
          .select("kind")
          .where("kind", "in", ["reminder", "digest"])
          .execute(),
      ).toEqual([]);
    });

    it("unblocks: the next inquiry is taken as usual, and both trails say so", async () => {
      const first = await inquire(MONDAY);
      await bulkChange(work(), [first.id], { kind: "spam", block: true }, MAIL);
      const second = await inquire(nairobi("2026-11-23T10:00:00"));
      expect(
        await unblockSender(work(nairobi("2026-11-23T11:00:00")), "AMINA@example.com", second.id),
      ).toBe(true);
      expect(await unblockSender(work(), "amina@example.com")).toBe(false);
      expect(await findBlock(db(), customer.email)).toBeNull();
      for (const id of [first.id, second.id]) {
        expect((await trail(id)).at(-1)).toEqual({
          kind: "unblocked",
          detail: { email: "amina@example.com" },
          actor_name: OWNER.name,
        });
      }
      const third = await inquire(nairobi("2026-11-23T12:00:00"));
      expect(third.held).toBeNull();
      expect((await outbox(third.id)).map((m) => m.kind)).toEqual([
        "acknowledgement",
        "notification",
      ]);
    });

    it("lists the blocked senders, the most recent first", async () => {
      const a = await inquire(MONDAY, { email: "a@spam.example" });
      const b = await inquire(MONDAY, { email: "b@spam.example" });
      await bulkChange(work(), [a.id], { kind: "spam", block: true }, MAIL);
      await bulkChange(
        work(nairobi("2026-11-23T09:45:00")),
        [b.id],
        { kind: "spam", block: true },
        MAIL,
      );
      const { senders, total } = await listBlocked(db());
      expect(total).toBe(2);
      expect(senders.map((s) => s.email)).toEqual(["b@spam.example", "a@spam.example"]);
      // The inquiry it was blocked from erased (its e-mails and events first, as an erasure
      // does): the block stays.
      await db().deleteFrom("mail_outbox").where("inquiry_id", "=", a.id).execute();
      await db().deleteFrom("inquiry_events").where("inquiry_id", "=", a.id).execute();
      await db().deleteFrom("inquiries").where("id", "=", a.id).execute();
      expect(await findBlock(db(), "a@spam.example")).toMatchObject({ reference: null });
    });
  });

  describe("held when it comes, then released", () => {
    const intake = () => createInquiryIntake({ db: db(), ...MAIL, rateLimit: null });

    it("holds a filled-in honeypot and a message of links, each with its reason; a product link passes", async () => {
      const accept = intake();
      const bot = await accept({ ...customer, website: "http://spam.example" }, "client");
      const links = await accept(
        { ...customer, message: "http://a.example http://b.example http://c.example buy" },
        "client",
      );
      const real = await accept(
        {
          ...customer,
          message: "Is this in stock? https://shop.example.co.ke/product/hp-laserjet",
        },
        "client",
      );
      for (const result of [bot, links, real]) expect(result.kind).toBe("accepted");
      if (bot.kind !== "accepted" || links.kind !== "accepted" || real.kind !== "accepted") return;
      expect((await trail(bot.id))[0]).toMatchObject({
        kind: "held",
        detail: { reason: "honeypot" },
      });
      expect((await trail(links.id))[0]).toMatchObject({
        kind: "held",
        detail: { reason: "links" },
      });
      for (const id of [bot.id, links.id]) {
        expect((await row(id)).status).toBe("spam");
        expect(await outbox(id)).toEqual([]);
      }
      expect((await row(real.id)).status).toBe("new");
      expect(await outbox(real.id)).toHaveLength(2);
    });

    it("'not spam' acknowledges it then, and its reply is due from then", async () => {
      const held = await submitInquiry(db(), customer, { ...MAIL, now: MONDAY, hold: "links" });
      const release = nairobi("2026-11-24T15:30:00");
      const result = await bulkChange(
        work(release),
        [held.id],
        { kind: "status", to: "new" },
        MAIL,
      );
      expect(result).toMatchObject({ changed: 1, released: 1 });
      const dueAt = replyDueAt(release).toISOString();
      expect(await row(held.id)).toMatchObject({ status: "new", due_at: dueAt, closed_at: null });
      const mails = await outbox(held.id);
      expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
        ["acknowledgement", customer.email],
        ["notification", MAIL.recipient],
      ]);
      expect((await trail(held.id)).map((e) => [e.kind, e.detail])).toEqual([
        ["held", { reason: "links" }],
        ["status", { from: "spam", to: "new" }],
        ["released", { dueAt }],
      ]);
      // On the queue now, by its new due time.
      const inbox = await queue(release);
      expect(inbox.rows[0]?.id).toBe(held.id);
      // Marked spam again and released again: acknowledged once only.
      await bulkChange(work(release), [held.id], { kind: "status", to: "spam" }, MAIL);
      await bulkChange(work(release), [held.id], { kind: "status", to: "new" }, MAIL);
      expect(await outbox(held.id)).toHaveLength(2);
    });
  });

  describe("bulkChange", () => {
    async function several(n: number) {
      const ids: string[] = [];
      for (let i = 0; i < n; i += 1)
        ids.push((await inquire(MONDAY, { name: `Customer ${i}` })).id);
      return ids;
    }

    it("changes the status of each, one trail entry each, and skips those already so", async () => {
      const ids = await several(3);
      await bulkChange(work(), [ids[0] ?? ""], { kind: "status", to: "won" }, MAIL);
      const result = await bulkChange(work(), ids, { kind: "status", to: "won" }, MAIL);
      expect(result).toMatchObject({ changed: 2, released: 0 });
      expect(bulkMessage({ kind: "status", to: "won" }, result)).toBe("2 inquiries marked Won.");
      for (const id of ids) {
        expect(await row(id)).toMatchObject({ status: "won", closed_at: WORK_AT.toISOString() });
        expect((await trail(id)).filter((e) => e.kind === "status")).toEqual([
          { kind: "status", detail: { from: "new", to: "won" }, actor_name: OWNER.name },
        ]);
      }
    });

    it("marks spam in bulk, blocking each sender once", async () => {
      const ids = await several(2);
      const other = (await inquire(MONDAY, { email: "other@spam.example" })).id;
      const result = await bulkChange(work(), [...ids, other], { kind: "spam", block: true }, MAIL);
      expect(result).toMatchObject({ changed: 3, blocked: 2 });
      expect((await listBlocked(db())).total).toBe(2);
    });

    it("assigns each, and e-mails the assignee once listing them all", async () => {
      const ids = await several(3);
      const change = { kind: "assign", to: PETER.id } as const;
      const result = await bulkChange(work(), ids, change, MAIL);
      expect(result).toMatchObject({ changed: 3, emailed: true, assigneeName: PETER.name });
      expect(bulkMessage(change, result)).toBe(
        `3 inquiries assigned to ${PETER.name}, and e-mailed to them.`,
      );
      const mails = await db()
        .selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "=", "assignment")
        .execute();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.recipient).toBe(PETER.email);
      expect(mail?.subject).toMatch(/^3 inquiries assigned to you: MW-\d+, MW-\d+, MW-\d+$/);
      expect(mail?.text_body.match(/^Reference: /gm)).toHaveLength(3);
      for (const id of ids) {
        expect(await row(id)).toMatchObject({ assignee_id: PETER.id });
        expect((await trail(id)).at(-1)).toMatchObject({
          kind: "assigned",
          detail: { to: PETER.id, toName: PETER.name },
        });
      }
      // To nobody: no e-mail. To oneself: no e-mail.
      expect(await bulkChange(work(), ids, { kind: "assign", to: null }, MAIL)).toMatchObject({
        changed: 3,
        emailed: false,
      });
      expect(await bulkChange(work(), ids, { kind: "assign", to: OWNER.id }, MAIL)).toMatchObject({
        changed: 3,
        emailed: false,
      });
      // A member who chose not to get these e-mails: assigned, not e-mailed.
      await db()
        .insertInto("staff_mail_choices")
        .values({
          user_id: PETER.id,
          mail: "assignment",
          wanted: 0,
          changed_at: MONDAY.toISOString(),
        })
        .execute();
      expect(await bulkChange(work(), ids, { kind: "assign", to: PETER.id }, MAIL)).toMatchObject({
        changed: 3,
        emailed: false,
      });
      await expect(
        bulkChange(work(), ids, { kind: "assign", to: "someone-else" }, MAIL),
      ).rejects.toThrow("Choose a member of the team.");
    });

    it("refuses more than the cap, and none, changing nothing", async () => {
      const ids = [
        ...(await several(1)),
        ...Array.from({ length: BULK_LIMIT }, () => randomUUID()),
      ];
      const change = bulkChange(work(), ids, { kind: "status", to: "lost" }, MAIL);
      await expect(change).rejects.toThrow(InquiryWorkError);
      await expect(change).rejects.toThrow(`Choose at most ${BULK_LIMIT} inquiries at a time`);
      expect((await row(ids[0] ?? "")).status).toBe("new");
      await expect(bulkChange(work(), [], { kind: "status", to: "lost" }, MAIL)).rejects.toThrow(
        "Choose at least one inquiry.",
      );
    });
  });
});
