// The quotes' figures against a real database: quoted per week by when it
// was sent (a replaced quote counted once, in its revision), won per week by
// when it was accepted, the acceptance rate, and the median from an inquiry
// to its first quote in opening hours.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { quoteFor, quoteForm, quoteLine } from "#tests/fixtures/quotes.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { answerQuote } from "#app/quotes/answers.server.ts";
import { runQuotePass } from "#app/quotes/follow-ups.server.ts";
import { sendQuote } from "#app/quotes/send.server.ts";
import { reviseQuote } from "#app/quotes/store.server.ts";
import { loadQuoteInsights } from "./quote-insights.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const INBOX = "shop@example.co.ke";
const ACTOR = { id: "staff-1", name: "Otieno Staff" };
const nairobi = (local: string) => new Date(`${local}+03:00`);
// Wednesday 25 November: this week began Monday 23 November.
const NOW = nairobi("2026-11-25T11:00:00");

describe.each(databaseTargets("quote_insights"))("quote insights on $name", (target) => {
  const database = useDatabase(target);

  /** An inquiry at `received`, quoted at `sent` for `shillings`. */
  const quoted = (received: string, sent: string, shillings: number, validUntil = "2026-12-31") =>
    quoteFor(database.handle.db, {
      received: nairobi(received),
      at: nairobi(sent),
      form: quoteForm({ lines: [quoteLine("Service", shillings)], validUntil }),
    });

  const answer = (at: string) => ({ origin: ORIGIN, businessInbox: INBOX, now: nairobi(at) });

  it("shows empty weeks and no rate before any quote", async () => {
    const insights = await loadQuoteInsights(database.handle.db, { now: NOW });
    expect(insights.weeks).toHaveLength(12);
    expect(insights).toMatchObject({
      quotedCents: 0,
      wonCents: 0,
      acceptanceRate: null,
      medianToQuoteMs: null,
    });
  });

  it("sums quoted and won per week, the acceptance rate and the median to the first quote", async () => {
    const db = database.handle.db;
    // Last week: received Monday 10:00, quoted 12:00 (2 opening hours), accepted this week.
    const won = await quoted("2026-11-16T10:00:00", "2026-11-16T12:00:00", 100_000);
    await answerQuote(
      db,
      won,
      { answer: "accept", name: "Baraka Mwangi", po: null },
      answer("2026-11-24T09:00:00"),
    );
    // Last week: Friday 17:00 to Saturday 12:00, 4 opening hours; declined.
    const lost = await quoted("2026-11-20T17:00:00", "2026-11-21T12:00:00", 50_000);
    await answerQuote(db, lost, { answer: "decline", reason: null }, answer("2026-11-23T09:00:00"));
    // This week: 6 opening hours; revised and sent again: counted once, at the revision's total.
    const first = await quoted("2026-11-23T08:00:00", "2026-11-23T14:00:00", 20_000);
    const revision = await reviseQuote(db, first.id, { actorId: ACTOR.id, now: NOW });
    await sendQuote(db, revision.id, { actor: ACTOR, origin: ORIGIN, now: NOW });
    // Expired last week, never answered.
    await quoted("2026-11-16T09:00:00", "2026-11-16T10:00:00", 10_000, "2026-11-18");
    await runQuotePass({ db, origin: ORIGIN, now: nairobi("2026-11-19T07:00:00") });

    const insights = await loadQuoteInsights(db, { now: NOW });
    const lastWeek = insights.weeks.at(-2);
    const thisWeek = insights.weeks.at(-1);
    expect(lastWeek).toEqual({
      start: "2026-11-16",
      quotedCents: (100_000 + 50_000 + 10_000) * 100,
      wonCents: 0,
    });
    expect(thisWeek).toEqual({
      start: "2026-11-23",
      quotedCents: 20_000 * 100,
      wonCents: 100_000 * 100,
    });
    expect(insights.quotes).toBe(4);
    expect(insights.quotedCents).toBe(180_000 * 100);
    expect(insights.wonCents).toBe(100_000 * 100);
    // Accepted 1 of accepted, declined and expired 3; the revision still waits.
    expect(insights.accepted).toBe(1);
    expect(insights.decided).toBe(3);
    expect(insights.acceptanceRate).toBeCloseTo(1 / 3);
    // First quotes after 2, 4, 6 and 1 opening hours: the median is 3 h.
    expect(insights.medianToQuoteMs).toBe(3 * 3_600_000);
  });
});
