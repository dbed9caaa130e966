// 'My inquiries' reads only the signed-in customer's own inquiries, by
// e-mail, with the replies sent to them and nothing internal.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { sendQuote } from "#app/quotes/send.server.ts";
import { createQuote, reviseQuote, saveDraft } from "#app/quotes/store.server.ts";
import { MY_INQUIRIES_LIMIT, myInquiries } from "./my-inquiries.server.ts";

const ORIGIN = "https://shop.example.co.ke";

describe.each(databaseTargets("my-inquiries"))("myInquiries on $name", (target) => {
  const database = useDatabase(target);

  const send = (email: string, product?: string, now = new Date()) =>
    submitInquiry(
      database.handle.db,
      { name: "Akinyi", email, ...(product ? { product } : {}) },
      {
        recipient: "owner@example.co.ke",
        origin: "https://shop.example.co.ke",
        catalogue: seedCatalogue,
        now,
      },
    );

  async function event(inquiryId: string, kind: string, detail: unknown, at: string) {
    await database.handle.db
      .insertInto("inquiry_events")
      .values({
        id: randomUUID(),
        inquiry_id: inquiryId,
        at,
        actor_id: null,
        actor_name: "Grace",
        kind: kind as "reply",
        detail: JSON.stringify(detail),
      })
      .execute();
  }

  it("finds the customer's inquiries by e-mail whatever its case, newest first", async () => {
    const first = await send(
      "Akinyi@Example.co.ke",
      "Dell Laptop Core i5",
      new Date("2026-03-02T07:00:00Z"),
    );
    const second = await send("akinyi@example.co.ke", undefined, new Date("2026-03-03T07:00:00Z"));
    await send("someone.else@example.co.ke", "HP 85A Black Toner");

    const mine = await myInquiries(database.handle.db, "AKINYI@example.co.ke");
    expect(mine).toEqual([
      {
        reference: second.reference,
        createdAt: "2026-03-03T07:00:00.000Z",
        product: null,
        status: "new",
        statusLabel: "New",
        // Long past its due time, unanswered: said to be late.
        promise: { kind: "late", dueAt: expect.any(String) },
        replies: [],
        quotes: [],
      },
      {
        reference: first.reference,
        createdAt: "2026-03-02T07:00:00.000Z",
        product: "Dell Laptop Core i5",
        status: "new",
        statusLabel: "New",
        promise: { kind: "late", dueAt: expect.any(String) },
        replies: [],
        quotes: [],
      },
    ]);
    expect(await myInquiries(database.handle.db, "nobody@example.co.ke")).toEqual([]);
  });

  it("shows the status and the replies, oldest first, but no notes or other entries", async () => {
    const { id } = await send("akinyi@example.co.ke", "Dell Laptop Core i5");
    await database.handle.db
      .updateTable("inquiries")
      .set({ status: "quoted" })
      .where("id", "=", id)
      .execute();
    await event(
      id,
      "reply",
      { body: "Second reply", outboxId: "o2", to: "akinyi@example.co.ke" },
      "2026-03-04T09:00:00.000Z",
    );
    await event(
      id,
      "reply",
      { body: "First reply", outboxId: "o1", to: "akinyi@example.co.ke" },
      "2026-03-03T09:00:00.000Z",
    );
    await event(id, "note", { text: "Internal: give a 5% discount" }, "2026-03-03T10:00:00.000Z");
    await event(
      id,
      "whatsapp",
      { phone: "+254711222333", text: "Hello" },
      "2026-03-03T11:00:00.000Z",
    );

    const [mine] = await myInquiries(database.handle.db, "akinyi@example.co.ke");
    expect(mine?.status).toBe("quoted");
    expect(mine?.statusLabel).toBe("Quoted");
    expect(mine?.replies).toEqual([
      { at: "2026-03-03T09:00:00.000Z", body: "First reply" },
      { at: "2026-03-04T09:00:00.000Z", body: "Second reply" },
    ]);
    expect(JSON.stringify(mine)).not.toContain("discount");
  });

  it("tells the truth about the reply: due by a time, then late; answered elsewhere; owed no more", async () => {
    // Monday 10:00 in Nairobi: due Wednesday 14:00 (24 opening hours).
    const monday = new Date("2026-11-23T07:00:00.000Z");
    const { id } = await send("wanjiru@example.co.ke", undefined, monday);
    const at = (iso: string) =>
      myInquiries(database.handle.db, "wanjiru@example.co.ke", new Date(iso));
    const due = { dueAt: "2026-11-25T11:00:00.000Z" };
    expect((await at("2026-11-25T10:59:00.000Z"))[0]?.promise).toEqual({ kind: "due", ...due });
    expect((await at("2026-11-25T11:00:00.000Z"))[0]?.promise).toEqual({ kind: "late", ...due });
    await database.handle.db
      .updateTable("inquiries")
      .set({ first_reply_at: "2026-11-25T12:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    expect((await at("2026-11-27T08:00:00.000Z"))[0]?.promise).toEqual({ kind: "answered" });
    await database.handle.db
      .updateTable("inquiries")
      .set({ first_reply_at: null, status: "lost" })
      .where("id", "=", id)
      .execute();
    expect((await at("2026-11-27T08:00:00.000Z"))[0]?.promise).toEqual({ kind: "closed" });
  });

  it("lists the quotes sent (no drafts), linking only to the latest of a series", async () => {
    const db = database.handle.db;
    const at = new Date("2026-03-03T07:00:00Z");
    const { id } = await send("akinyi@example.co.ke", undefined, at);
    const actor = { id: "staff-1", name: "Grace" };
    const make = async () => {
      const draft = await createQuote(db, { inquiryId: id, actorId: actor.id, now: at });
      await saveDraft(
        db,
        draft.id,
        {
          company: null,
          kraPin: null,
          lines: [
            {
              productId: "",
              description: "Cabling",
              quantity: 1,
              unitPrice: 1_000_000,
              discount: null,
              vatable: true,
            },
          ],
          discount: null,
          validUntil: "2026-03-17",
          note: null,
          terms: null,
        },
        at,
      );
      return draft;
    };
    const first = await sendQuote(db, (await make()).id, { actor, origin: ORIGIN, now: at });
    const revision = await reviseQuote(db, first.id, { actorId: actor.id, now: at });
    const latest = await sendQuote(db, revision.id, { actor, origin: ORIGIN, now: at });
    await make();

    const [mine] = await myInquiries(db, "akinyi@example.co.ke");
    expect(mine?.quotes).toEqual([
      {
        number: latest.number,
        state: "sent",
        totalCents: 1_000_000,
        validUntil: "2026-03-17",
        link: `/quotes/${latest.token}`,
      },
      {
        number: first.number,
        state: "replaced",
        totalCents: 1_000_000,
        validUntil: "2026-03-17",
        link: null,
      },
    ]);
  });

  it("leaves out inquiries marked as spam, and another customer's replies", async () => {
    const spam = await send("akinyi@example.co.ke");
    await database.handle.db
      .updateTable("inquiries")
      .set({ status: "spam" })
      .where("id", "=", spam.id)
      .execute();
    const other = await send("baraka@example.co.ke");
    await event(
      other.id,
      "reply",
      { body: "For Baraka", outboxId: "o", to: "baraka@example.co.ke" },
      "2026-03-04T09:00:00.000Z",
    );
    expect(await myInquiries(database.handle.db, "akinyi@example.co.ke")).toEqual([]);
    expect(
      (await myInquiries(database.handle.db, "baraka@example.co.ke"))[0]?.replies,
    ).toHaveLength(1);
  });

  it(`returns at most the ${MY_INQUIRIES_LIMIT} most recent`, async () => {
    const rows = Array.from({ length: MY_INQUIRIES_LIMIT + 3 }, (_, i) =>
      inquiryRow(`i${i}`, {
        email: "many@example.co.ke",
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    );
    await database.handle.db.insertInto("inquiries").values(rows).execute();
    const mine = await myInquiries(database.handle.db, "many@example.co.ke");
    expect(mine).toHaveLength(MY_INQUIRIES_LIMIT);
    expect(mine[0]?.reference).toBe(`T-i${MY_INQUIRIES_LIMIT + 2}`);
  });
});
