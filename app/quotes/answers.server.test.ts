// The customer's answers to a quote, on SQLite and PostgreSQL: the link
// that opens it, the first view recorded once, accept (the inquiry won, the
// business told, the customer sent how to pay), decline, a change asked
// for, and a quote that can no longer be accepted.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { quoteFor } from "#tests/fixtures/quotes.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import {
  CHANGE_EMAILS_PER_DAY,
  answerQuote,
  parseAnswer,
  quoteByToken,
  recordView,
} from "./answers.server.ts";
import { type Quote, findQuote } from "./store.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const NOW = new Date("2026-11-24T09:00:00.000Z");
const INBOX = "shop@example.co.ke";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const parsed = parseAnswer(data);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.answer;
}

describe.each(databaseTargets("quote_answers"))("answers on $name", (target) => {
  const database = useDatabase(target);

  const sent = (): Promise<Quote> => quoteFor(database.handle.db, { received: NOW });

  const options = { origin: ORIGIN, businessInbox: INBOX, now: NOW };

  it("opens by its token alone, and records the first view once", async () => {
    const quote = await sent();
    expect(await quoteByToken(database.handle.db, "x".repeat(32))).toBeNull();
    expect(await quoteByToken(database.handle.db, "../../etc/passwd")).toBeNull();
    const opened = await quoteByToken(database.handle.db, quote.token ?? "");
    expect(opened?.id).toBe(quote.id);
    await recordView(database.handle.db, quote, NOW);
    await recordView(database.handle.db, quote, new Date(NOW.getTime() + 60_000));
    const views = await database.handle.db
      .selectFrom("inquiry_events")
      .select("detail")
      .where("kind", "=", "quote")
      .where("detail", "like", '%"viewed"%')
      .execute();
    expect(views).toHaveLength(1);
    expect(await findQuote(database.handle.db, { id: quote.id })).toMatchObject({
      state: "viewed",
      viewedAt: NOW.toISOString(),
    });
  });

  it("accepts: the inquiry is won at the quote's total, the business told, the customer sent how to pay", async () => {
    const quote = await sent();
    const result = await answerQuote(
      database.handle.db,
      quote,
      form({ answer: "accept", name: "Baraka Mwangi", po: "PO-2026-118" }),
      options,
    );
    expect(result).toMatchObject({ kind: "answered", quote: { status: "accepted" } });
    const inquiry = await database.handle.db
      .selectFrom("inquiries")
      .select(["status", "value_cents"])
      .where("id", "=", quote.inquiryId)
      .executeTakeFirstOrThrow();
    expect(inquiry).toEqual({ status: "won", value_cents: 4_800_000 });
    const mail = await database.handle.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "subject", "text_body"])
      .where("kind", "in", ["quote_answer", "quote_confirmation"])
      .orderBy("kind")
      .execute();
    expect(mail.map((m) => [m.kind, m.recipient])).toEqual([
      ["quote_answer", INBOX],
      ["quote_confirmation", "baraka@example.co.ke"],
    ]);
    expect(mail[0]?.subject).toMatch(
      new RegExp(`^Quote ${quote.number} accepted \\(MW-\\d{5}\\)$`),
    );
    expect(mail[0]?.text_body).toContain("Purchase order: PO-2026-118");
    expect(mail[1]?.text_body).toContain(
      `M-Pesa Paybill 000000 (example), account: ${quote.number}`,
    );

    // A second answer (a double click, another tab) finds it closed.
    const again = await answerQuote(
      database.handle.db,
      quote,
      form({ answer: "decline", reason: "" }),
      options,
    );
    expect(again).toEqual({ kind: "closed", reason: "This quote has already been answered." });
  });

  it("declines with a reason, and takes a change asked for while the quote stays open", async () => {
    const declined = await sent();
    await answerQuote(
      database.handle.db,
      declined,
      form({ answer: "decline", reason: "We found it cheaper." }),
      options,
    );
    expect(await findQuote(database.handle.db, { id: declined.id })).toMatchObject({
      status: "declined",
      answer: { note: "We found it cheaper." },
    });

    const changed = await sent();
    await answerQuote(
      database.handle.db,
      changed,
      form({ answer: "change", message: "Please add 2 more points." }),
      options,
    );
    const after = await findQuote(database.handle.db, { id: changed.id });
    expect(after).toMatchObject({ status: "sent", answer: { note: "Please add 2 more points." } });
    const trail = await database.handle.db
      .selectFrom("inquiry_events")
      .select("detail")
      .where("inquiry_id", "=", changed.inquiryId)
      .where("kind", "=", "quote")
      .orderBy("at")
      .execute();
    expect(trail.map((e) => JSON.parse(e.detail ?? "{}").event)).toEqual(["sent", "change"]);
  });

  it("e-mails a few changes a day to the business, and keeps the rest on the trail alone", async () => {
    expect(CHANGE_EMAILS_PER_DAY).toBe(3);
    const quote = await sent();
    const askAt = (now: Date, n: number) =>
      answerQuote(
        database.handle.db,
        quote,
        form({ answer: "change", message: `Change number ${n}` }),
        { ...options, now },
      );
    const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
    const results = [];
    for (let n = 1; n <= 5; n += 1) results.push(await askAt(minutes(n), n));
    expect(results.map((r) => r.kind === "answered" && r.emailed)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const emailed = () =>
      database.handle.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("inquiry_id", "=", quote.inquiryId)
        .where("kind", "=", "quote_answer")
        .orderBy("created_at")
        .execute();
    expect((await emailed()).map((m) => /Change number \d/.exec(m.text_body)?.[0])).toEqual([
      "Change number 1",
      "Change number 2",
      "Change number 3",
    ]);
    // Every one is on the trail, those not e-mailed marked so; the quote keeps the latest.
    const trail = await database.handle.db
      .selectFrom("inquiry_events")
      .select("detail")
      .where("inquiry_id", "=", quote.inquiryId)
      .where("kind", "=", "quote")
      .orderBy("at")
      .execute();
    expect(
      trail
        .map((e) => JSON.parse(e.detail ?? "{}"))
        .filter((d) => d.event === "change")
        .map((d) => [d.note, d.emailed]),
    ).toEqual([
      ["Change number 1", undefined],
      ["Change number 2", undefined],
      ["Change number 3", undefined],
      ["Change number 4", false],
      ["Change number 5", false],
    ]);
    expect(await findQuote(database.handle.db, { id: quote.id })).toMatchObject({
      answer: { note: "Change number 5" },
    });
    // A day after the first, there is room for one more e-mail.
    expect(await askAt(minutes(24 * 60 + 2), 6)).toMatchObject({ emailed: true });
    expect(await emailed()).toHaveLength(4);
  });

  it("cannot be accepted after the end of its last day, in Nairobi", async () => {
    const quote = await sent();
    const acceptAt = (now: Date) =>
      answerQuote(
        database.handle.db,
        quote,
        form({ answer: "accept", name: "Baraka Mwangi", po: "" }),
        { ...options, now },
      );
    // 8 December ends at 21:00 UTC (midnight in Nairobi).
    expect(await acceptAt(new Date("2026-12-08T21:00:00.000Z"))).toEqual({
      kind: "closed",
      reason: "This quote has expired.",
    });
    expect(await acceptAt(new Date("2026-12-08T20:59:00.000Z"))).toMatchObject({
      kind: "answered",
    });
  });
});

describe("reading an answer", () => {
  it("needs a full name to accept, and a message to ask for a change", () => {
    const read = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return parseAnswer(data);
    };
    expect(read({ answer: "accept", name: "" })).toEqual({
      ok: false,
      errors: { name: "Full Name is required" },
    });
    expect(read({ answer: "change", message: " " })).toEqual({
      ok: false,
      errors: { message: "Tell us what to change" },
    });
    expect(read({ answer: "accept", name: "Amina\nBcc: x@example.com" })).toMatchObject({
      ok: false,
    });
    expect(read({ answer: "burn" })).toMatchObject({ ok: false });
  });
});
