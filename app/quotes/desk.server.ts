// What the customer's quote page asks of the server, with what it needs
// wired in once at start: the database, the public origin, the business's
// inbox, the outbox to wake. A link that opens nothing is counted per
// client: after 20 in 10 minutes that client is refused (429) while anyone
// else still gets the plain 404, so links cannot be guessed at speed.

import { type HitCounter, databaseHitCounter } from "#app/platform/hit-counter.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import {
  type Answer,
  type AnswerResult,
  answerQuote,
  closedReason,
  quoteByToken,
  recordView,
} from "./answers.server.ts";
import { quotePdf } from "./pdf.server.ts";
import { quoteLink } from "./send.server.ts";
import { type Quote, findQuote } from "./store.server.ts";

export const GUESS_LIMIT = 20;
export const GUESS_WINDOW_MS = 10 * 60_000;

export type Opened =
  | { kind: "quote"; quote: Quote; reference: string; closed: string | null; latest: string | null }
  | { kind: "missing" }
  | { kind: "limited"; retryAfter: number };

export interface QuoteDesk {
  /** The quote a link opens, its first view recorded. */
  open(token: string, client: string, now?: Date): Promise<Opened>;
  answer(quote: Quote, answer: Answer, now?: Date): Promise<AnswerResult>;
  /** The quote's PDF, as the e-mail carried it. */
  pdf(quote: Quote, reference: string): Promise<Buffer>;
}

export function createQuoteDesk({
  db,
  origin,
  businessInbox,
  onQueued,
  guesses = databaseHitCounter(db, GUESS_WINDOW_MS),
}: {
  db: Db;
  origin: string;
  businessInbox: string;
  onQueued: () => void;
  guesses?: HitCounter;
}): QuoteDesk {
  return {
    async open(token, client, now = new Date()) {
      const quote = await quoteByToken(db, token);
      if (!quote) {
        const { hits, resetAt } = await guesses.hit(`quote-guess:${client}`);
        if (hits <= GUESS_LIMIT) return { kind: "missing" };
        return {
          kind: "limited",
          retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
        };
      }
      await recordView(db, quote, now);
      const inquiry = await db
        .selectFrom("inquiries")
        .select("reference")
        .where("id", "=", quote.inquiryId)
        .executeTakeFirstOrThrow();
      // A replaced quote points to the one that replaced it.
      const newer = quote.replacedBy ? await findQuote(db, { id: quote.replacedBy }) : null;
      return {
        kind: "quote",
        quote: (await findQuote(db, { id: quote.id })) ?? quote,
        reference: inquiry.reference,
        closed: closedReason(quote, now),
        latest: newer?.token ? quoteLink(origin, newer.token) : null,
      };
    },
    async answer(quote, answer, now = new Date()) {
      const result = await answerQuote(db, quote, answer, { origin, businessInbox, now });
      if (result.kind === "answered") onQueued();
      return result;
    },
    pdf(quote, reference) {
      return quotePdf(quote, { reference, link: quoteLink(origin, quote.token ?? "") });
    },
  };
}
