// Sending a quote: it gets its link, is locked, and goes to the customer
// through the outbox with its PDF, in the thread of their acknowledgement.
// The inquiry is then Quoted, and the quote counts as the answer the reply
// promise waits for. A revision sent replaces the quotes before it in its
// series. All of it in one transaction: sent once, recorded once.

import { randomBytes, randomUUID } from "node:crypto";
import { whatsappHref } from "#app/business/contact-links.ts";
import { business } from "#app/business/details.ts";
import { normalizePhone } from "#app/inquiries/phone.ts";
import { localDate } from "#app/business/business-hours.ts";
import { threadMessage } from "#app/inquiries/emails.server.ts";
import { type Actor, addEvent } from "#app/inquiries/trail.server.ts";
import type { Db, Trx } from "#app/platform/db.server.ts";
import { quoteEmail } from "./emails.server.ts";
import { quotePdf } from "./pdf.server.ts";
import { type Quote, QuoteError, findQuote } from "./store.server.ts";

/** M-Pesa takes at most 12 characters as a Paybill account number: the quote's number. */
const MAX_ACCOUNT_NUMBER = 12;

/** The customer's link: 192 random bits, so it cannot be guessed. */
export function newQuoteToken(): string {
  return randomBytes(24).toString("base64url");
}

export function quoteLink(origin: string, token: string): string {
  return new URL(`/quotes/${token}`, origin).toString();
}

/** The inquiry's reference and its acknowledgement's Message-ID, for the thread. */
async function inquiryOf(db: Db | Trx, inquiryId: string) {
  return db
    .selectFrom("inquiries")
    .select(["id", "reference", "status", "first_reply_at"])
    .where("id", "=", inquiryId)
    .executeTakeFirstOrThrow();
}

/** Why a draft cannot go as it is; null when it can. */
export function cannotSend(quote: Quote, now: Date): string | null {
  if (quote.status !== "draft") return "This quote has already been sent.";
  if (quote.lines.length === 0) return "Add at least one line before sending.";
  if (quote.lines.some((line) => line.unitPriceCents === 0 && line.productId !== null)) {
    return "Give every product a price before sending.";
  }
  if (quote.validUntil < localDate(now))
    return "The quote's last day has passed: give it a later one.";
  if (quote.number.length > MAX_ACCOUNT_NUMBER) return "The quote's number is too long for M-Pesa.";
  return null;
}

export async function sendQuote(
  db: Db,
  quoteId: string,
  { actor, origin, now = new Date() }: { actor: NonNullable<Actor>; origin: string; now?: Date },
): Promise<Quote> {
  const draft = await findQuote(db, { id: quoteId });
  if (!draft) throw new QuoteError("There is no such quote.");
  const problem = cannotSend(draft, now);
  if (problem) throw new QuoteError(problem);
  const inquiry = await inquiryOf(db, draft.inquiryId);
  const at = now.toISOString();
  const token = newQuoteToken();
  const link = quoteLink(origin, token);
  const sent: Quote = { ...draft, status: "sent", state: "sent", token, sentAt: at };
  // Made before the transaction: a PDF takes tens of milliseconds, a
  // transaction should not.
  const pdf = await quotePdf(sent, { reference: inquiry.reference, link });
  const mail = quoteEmail(sent, { reference: inquiry.reference, link, staffName: actor.name });
  const outboxId = randomUUID();

  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable("quotes")
      .set({ status: "sent", token, sent_at: at, updated_at: at })
      .where("id", "=", quoteId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    // Sent from another tab or by a colleague in the meantime.
    if (locked.numUpdatedRows !== 1n) throw new QuoteError("This quote has already been sent.");
    await trx
      .updateTable("quotes")
      .set({ status: "replaced", replaced_by: quoteId, updated_at: at })
      .where("series", "=", draft.series)
      .where("id", "<>", quoteId)
      .where("status", "in", ["sent", "declined", "expired"])
      .execute();
    await trx
      .insertInto("mail_outbox")
      .values(
        threadMessage({
          id: outboxId,
          inquiryId: inquiry.id,
          kind: "quote",
          recipient: draft.customer.email,
          mail,
          origin,
          at,
        }),
      )
      .execute();
    await trx
      .insertInto("mail_attachments")
      .values({
        id: randomUUID(),
        outbox_id: outboxId,
        filename: `${draft.number}.pdf`,
        content_type: "application/pdf",
        content: pdf,
      })
      .execute();
    // Quoted, and answered: the reply promise is kept by a quote as by a reply.
    const closed = ["won", "lost", "spam"].includes(inquiry.status);
    await trx
      .updateTable("inquiries")
      .set({
        status: closed ? inquiry.status : "quoted",
        first_reply_at: inquiry.first_reply_at ?? at,
        // A quote answers the customer's last e-mail as a reply does.
        customer_replied_at: null,
        updated_at: at,
      })
      .where("id", "=", inquiry.id)
      .execute();
    if (!closed && inquiry.status !== "quoted") {
      await addEvent(trx, inquiry.id, actor, "status", { from: inquiry.status, to: "quoted" }, at);
    }
    await addEvent(
      trx,
      inquiry.id,
      actor,
      "quote",
      {
        quoteId,
        number: draft.number,
        event: "sent",
        totalCents: draft.totals.totalCents,
        outboxId,
      },
      new Date(now.getTime() + 1).toISOString(),
    );
  });
  return (await findQuote(db, { id: quoteId })) as Quote;
}

/**
 * Hands a sent quote to WhatsApp: the chat opens with the quote's number and
 * link, and the hand-off goes on the trail. Returns the chat's address.
 */
export async function handQuoteToWhatsApp(
  db: Db,
  quote: Quote,
  { actor, origin, now = new Date() }: { actor: NonNullable<Actor>; origin: string; now?: Date },
): Promise<string> {
  if (!quote.token || quote.status === "draft") throw new QuoteError("Send the quote first.");
  const phone = normalizePhone(quote.customer.phone);
  if (!phone) throw new QuoteError("This customer gave no phone number WhatsApp can use.");
  const text = `Hello ${quote.customer.name}, this is ${actor.name} from ${business.shortName}. Here is our quotation ${quote.number}: ${quoteLink(origin, quote.token)}`;
  await db
    .transaction()
    .execute((trx) =>
      addEvent(
        trx,
        quote.inquiryId,
        actor,
        "quote",
        { quoteId: quote.id, number: quote.number, event: "whatsapp" },
        now.toISOString(),
      ),
    );
  return whatsappHref(text, phone);
}
