// The quotes' scheduled pass on SQLite and PostgreSQL: a customer followed
// up 2 opening days after sending and 2 opening days before the last day,
// each once and only in opening hours; a quote expired at the end of its
// last day; nothing for a quote already answered; two passes at once send
// each e-mail once.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { passesAtOnce } from "#tests/fixtures/passes-at-once.ts";
import { BUSINESS_INBOX, QUOTE_ORIGIN, quoteFor, quoteForm } from "#tests/fixtures/quotes.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import type { Db } from "#app/platform/db.server.ts";
import { answerQuote } from "./answers.server.ts";
import { followUpDates, runQuotePass, waitingQuotes } from "./follow-ups.server.ts";
import { type Quote, findQuote } from "./store.server.ts";

const ORIGIN = QUOTE_ORIGIN;
const INBOX = BUSINESS_INBOX;
const nairobi = (local: string) => new Date(`${local}+03:00`);
// Tuesday 24 November, noon.
const SENT = nairobi("2026-11-24T12:00:00");

describe("followUpDates", () => {
  it("counts opening days after sending and before the last day", () => {
    const dates = followUpDates(SENT, "2026-12-08");
    // Wednesday, Thursday; and back from Tuesday 8: Monday, Saturday.
    expect(dates.afterSending?.opens).toEqual(nairobi("2026-11-26T08:00:00"));
    expect(dates.beforeExpiry.opens).toEqual(nairobi("2026-12-05T09:00:00"));
  });

  it("sends one follow-up for a short validity, not before the next opening day", () => {
    // Valid to Thursday: 2 opening days before it is the day it was sent.
    expect(followUpDates(SENT, "2026-11-26")).toEqual({
      afterSending: null,
      beforeExpiry: expect.objectContaining({ date: "2026-11-25" }),
    });
  });
});

describe.each(databaseTargets("quote_follow_ups"))("the quotes' pass on $name", (target) => {
  const database = useDatabase(target);

  const sent = (validUntil = "2026-12-08"): Promise<Quote> =>
    quoteFor(database.handle.db, { received: SENT, form: quoteForm({ validUntil }) });

  const pass = (local: string, db: Db = database.handle.db) =>
    runQuotePass({ db, origin: ORIGIN, now: nairobi(local) });

  const followUpMail = (db: Db = database.handle.db) =>
    db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject", "text_body", "in_reply_to"])
      .where("kind", "=", "quote_follow_up")
      .orderBy("created_at")
      .execute();

  it("follows up 2 opening days after sending and before the last day, once each", async () => {
    const quote = await sent();
    expect(await pass("2026-11-26T07:59:00")).toEqual({ expired: [], followUps: [] });
    expect(await pass("2026-11-26T08:00:00")).toEqual({
      expired: [],
      followUps: [{ number: quote.number, kind: "after-sending" }],
    });
    expect((await pass("2026-11-26T08:01:00")).followUps).toEqual([]);
    expect((await pass("2026-12-04T17:00:00")).followUps).toEqual([]);
    expect((await pass("2026-12-05T09:30:00")).followUps).toEqual([
      { number: quote.number, kind: "before-expiry" },
    ]);
    expect((await pass("2026-12-07T10:00:00")).followUps).toEqual([]);

    const mail = await followUpMail();
    expect(mail).toHaveLength(2);
    expect(mail[0]).toMatchObject({
      recipient: "baraka@example.co.ke",
      in_reply_to: `<ack-${quote.inquiryId}@shop.example.co.ke>`,
    });
    expect(mail[0]?.text_body).toContain("Do you have any questions about it?");
    expect(mail[0]?.text_body).toContain(`${ORIGIN}/quotes/${quote.token}`);
    expect(mail[1]?.text_body).toContain("is about to expire");
    const trail = await database.handle.db
      .selectFrom("inquiry_events")
      .select("detail")
      .where("inquiry_id", "=", quote.inquiryId)
      .where("detail", "like", '%"followed-up"%')
      .execute();
    expect(trail).toHaveLength(2);
  });

  it("sends nothing outside opening hours, and catches up when the shop opens", async () => {
    const quote = await sent();
    // Thursday evening, a Sunday: closed.
    expect((await pass("2026-11-26T18:30:00")).followUps).toEqual([]);
    expect((await pass("2026-11-29T11:00:00")).followUps).toEqual([]);
    expect((await pass("2026-11-30T08:00:00")).followUps).toEqual([
      { number: quote.number, kind: "after-sending" },
    ]);
  });

  it("expires a quote at the end of its last day, once", async () => {
    const quote = await sent();
    expect((await pass("2026-12-08T23:59:00")).expired).toEqual([]);
    expect(await pass("2026-12-09T00:00:00")).toEqual({ expired: [quote.number], followUps: [] });
    expect((await pass("2026-12-09T00:01:00")).expired).toEqual([]);
    expect(await findQuote(database.handle.db, { id: quote.id })).toMatchObject({
      status: "expired",
    });
    const events = await database.handle.db
      .selectFrom("inquiry_events")
      .select("detail")
      .where("detail", "like", '%"expired"%')
      .execute();
    expect(events).toHaveLength(1);
  });

  it("leaves an answered quote alone", async () => {
    const quote = await sent();
    await answerQuote(
      database.handle.db,
      quote,
      { answer: "decline", reason: null },
      { origin: ORIGIN, businessInbox: INBOX, now: nairobi("2026-11-25T10:00:00") },
    );
    expect(await pass("2026-11-26T09:00:00")).toEqual({ expired: [], followUps: [] });
    expect(await pass("2026-12-09T09:00:00")).toEqual({ expired: [], followUps: [] });
    expect(await followUpMail()).toEqual([]);
  });

  it("sends each follow-up once, and expires once, when three passes run at the same moment", async () => {
    const waiting = await sent();
    const ending = await sent("2026-11-25");
    const results = await passesAtOnce({
      url: database.url,
      origin: ORIGIN,
      at: nairobi("2026-11-26T09:00:00"),
      parties: 3,
    });
    expect(results.flatMap((result) => result.quotes.followUps)).toEqual([
      { number: waiting.number, kind: "after-sending" },
    ]);
    expect(results.flatMap((result) => result.quotes.expired)).toEqual([ending.number]);
    expect(await followUpMail()).toHaveLength(1);
  });

  it("lists the quotes waiting, and those about to expire, for the digest", async () => {
    const later = await sent();
    const soon = await sent("2026-11-27");
    const lists = await waitingQuotes(database.handle.db, nairobi("2026-11-25T08:00:00"));
    expect(lists.expiringSoon.map((quote) => quote.number)).toEqual([soon.number]);
    expect(lists.waiting).toEqual([
      {
        number: later.number,
        customer: "Baraka Mwangi",
        totalCents: 4_800_000,
        validUntil: "2026-12-08",
        viewed: false,
      },
    ]);
  });
});
