// The customer's side of a quote, reached by its link with no account:
// opening it (recorded the first time), and answering it: accept with their
// full name, decline with a reason, or ask for a change. Each answer goes
// on the inquiry's trail and to the business at once; an acceptance wins
// the inquiry and sends the customer how to pay.

import { staffLink } from "#app/accounts/landing.ts";
import { randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { localDate } from "#app/business/business-hours.ts";
import { business } from "#app/business/details.ts";
import { customerMessageId } from "#app/inquiries/emails.server.ts";
import { inquirySchema } from "#app/inquiries/schema.ts";
import { addEvent } from "#app/inquiries/trail.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { answerEmail, confirmationEmail } from "./emails.server.ts";
import { type Quote, QuoteError, findQuote } from "./store.server.ts";

/** Whether a quote is past the end of its last day, on the business's clock. */
export function isPastValidity(quote: Pick<Quote, "validUntil">, now: Date): boolean {
  return quote.validUntil < localDate(now);
}

/** Whether the customer may still answer it; else why not, in their words. */
export function closedReason(quote: Quote, now: Date): string | null {
  switch (quote.status) {
    case "replaced":
      return "This quote has been replaced by a newer one.";
    case "accepted":
      return "You have accepted this quote.";
    case "declined":
      return "You have declined this quote.";
    case "expired":
      return "This quote has expired.";
    case "draft":
      return "This quote is not ready yet.";
    case "sent":
      return isPastValidity(quote, now) ? "This quote has expired." : null;
  }
}

/**
 * The quote a link opens, or null: looked up by its token, then the token
 * compared in constant time, so a guess learns nothing from the timing.
 */
export async function quoteByToken(db: Db, token: string): Promise<Quote | null> {
  if (!/^[\w-]{16,64}$/.test(token)) return null;
  const quote = await findQuote(db, { token });
  if (!quote?.token) return null;
  const given = Buffer.from(token);
  const stored = Buffer.from(quote.token);
  return given.length === stored.length && timingSafeEqual(given, stored) ? quote : null;
}

/** The first time the customer opens it: recorded, and said on the trail. */
export async function recordView(db: Db, quote: Quote, now = new Date()): Promise<void> {
  if (quote.viewedAt || quote.status === "draft") return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const first = await trx
      .updateTable("quotes")
      .set({ viewed_at: at })
      .where("id", "=", quote.id)
      .where("viewed_at", "is", null)
      .executeTakeFirst();
    if (first.numUpdatedRows !== 1n) return;
    await addEvent(
      trx,
      quote.inquiryId,
      null,
      "quote",
      { quoteId: quote.id, number: quote.number, event: "viewed" },
      at,
    );
  });
}

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), {
      error: `${label} must be on one line`,
    });

export const answerSchema = z.discriminatedUnion("answer", [
  z.object({
    answer: z.literal("accept"),
    // The name an inquiry accepts is the name an acceptance takes.
    name: inquirySchema.shape.name,
    po: oneLine("The purchase-order number", 40).transform((value) => value || null),
  }),
  z.object({
    answer: z.literal("decline"),
    reason: z
      .string()
      .trim()
      .max(2000, { error: "At most 2,000 characters" })
      .transform((value) => value || null),
  }),
  z.object({
    answer: z.literal("change"),
    message: z
      .string()
      .trim()
      .min(1, { error: "Tell us what to change" })
      .max(2000, { error: "At most 2,000 characters" }),
  }),
]);

export type Answer = z.output<typeof answerSchema>;

type AnswerErrors = Partial<Record<string, string>>;

/**
 * Changes asked for one quote that are e-mailed to the business in a day
 * (24 hours). More are taken and go on the inquiry's trail, without an
 * e-mail: a customer who posts twelve times does not send twelve.
 */
export const CHANGE_EMAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `emailed`: whether the business was e-mailed (false past CHANGE_EMAILS_PER_DAY). */
export type AnswerResult =
  { kind: "answered"; quote: Quote; emailed: boolean } | { kind: "closed"; reason: string };

/** Reads a posted answer. */
export function parseAnswer(
  form: FormData,
): { ok: true; answer: Answer } | { ok: false; errors: AnswerErrors } {
  const fields = Object.fromEntries(
    ["answer", "name", "po", "reason", "message"].map((name) => [
      name,
      String(form.get(name) ?? ""),
    ]),
  );
  const parsed = answerSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, answer: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

const EVENTS = { accept: "accepted", decline: "declined", change: "change" } as const;

/**
 * Takes the customer's answer. One answer wins: a second (another tab, a
 * double click) finds the quote closed. The business's inbox is told at once.
 */
export async function answerQuote(
  db: Db,
  quote: Quote,
  answer: Answer,
  {
    origin,
    businessInbox,
    now = new Date(),
  }: { origin: string; businessInbox: string; now?: Date },
): Promise<AnswerResult> {
  // A change, or a new quote, may still be asked for once it has expired.
  const mayAskAgain = answer.answer === "change" && ["sent", "expired"].includes(quote.status);
  const closed = mayAskAgain ? null : closedReason(quote, now);
  if (closed) return { kind: "closed", reason: closed };
  const at = now.toISOString();
  const event = EVENTS[answer.answer];
  const note =
    answer.answer === "decline"
      ? answer.reason
      : answer.answer === "change"
        ? answer.message
        : null;
  const name = answer.answer === "accept" ? answer.name : null;
  const po = answer.answer === "accept" ? answer.po : null;
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["id", "reference", "status"])
    .where("id", "=", quote.inquiryId)
    .executeTakeFirstOrThrow();
  const inquiryLink = staffLink(origin, `/staff/inquiries/${inquiry.reference}`);
  const toBusiness = answerEmail(quote, {
    reference: inquiry.reference,
    answer: event,
    note,
    name,
    po,
    inquiryLink,
  });
  const host = new URL(origin).hostname;

  const taken = await db.transaction().execute(async (trx) => {
    // A change asked for leaves the quote as it is: the business sends a revision.
    const fields = {
      answered_at: at,
      answer_name: name,
      answer_po: po,
      answer_note: note,
      updated_at: at,
    };
    const result = await trx
      .updateTable("quotes")
      .set(
        answer.answer === "change"
          ? fields
          : { ...fields, status: answer.answer === "accept" ? "accepted" : "declined" },
      )
      .where("id", "=", quote.id)
      .where("status", "in", answer.answer === "change" ? ["sent", "expired"] : ["sent"])
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return null;
    // Counted once the quote's row is locked by the update: two posts at
    // once cannot both see room for one more.
    const emailed =
      answer.answer !== "change" ||
      (await changesEmailed(trx, quote, new Date(now.getTime() - DAY_MS))) < CHANGE_EMAILS_PER_DAY;
    const mail = (
      kind: "quote_answer" | "quote_confirmation",
      to: string,
      email: typeof toBusiness,
      thread: boolean,
    ) => ({
      id: randomUUID(),
      inquiry_id: inquiry.id,
      kind,
      message_id: `<${kind}-${quote.id}-${randomUUID()}@${host}>`,
      in_reply_to: thread ? customerMessageId("ack", inquiry.id, origin) : null,
      recipient: to,
      reply_to: thread ? business.email : quote.customer.email,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      next_attempt_at: at,
      created_at: at,
    });
    const messages = emailed ? [mail("quote_answer", businessInbox, toBusiness, false)] : [];
    if (answer.answer === "accept") {
      messages.push(
        mail(
          "quote_confirmation",
          quote.customer.email,
          confirmationEmail(quote, { reference: inquiry.reference }),
          true,
        ),
      );
      await trx
        .updateTable("inquiries")
        .set({ status: "won", value_cents: quote.totals.totalCents, closed_at: at, updated_at: at })
        .where("id", "=", inquiry.id)
        .execute();
      if (inquiry.status !== "won") {
        await addEvent(trx, inquiry.id, null, "status", { from: inquiry.status, to: "won" }, at);
      }
    }
    if (messages.length > 0) await trx.insertInto("mail_outbox").values(messages).execute();
    await addEvent(
      trx,
      inquiry.id,
      null,
      "quote",
      {
        quoteId: quote.id,
        number: quote.number,
        event,
        totalCents: quote.totals.totalCents,
        note,
        name,
        po,
        ...(emailed ? {} : { emailed: false as const }),
      },
      new Date(now.getTime() + 1).toISOString(),
    );
    return { emailed };
  });
  if (!taken) return { kind: "closed", reason: "This quote has already been answered." };
  const answered = await findQuote(db, { id: quote.id });
  if (!answered) throw new QuoteError("The quote has gone.");
  return { kind: "answered", quote: answered, emailed: taken.emailed };
}

/** The answers to this quote e-mailed to the business since then (its own message ids say whose). */
async function changesEmailed(db: Db, quote: Quote, since: Date): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("inquiry_id", "=", quote.inquiryId)
    .where("kind", "=", "quote_answer")
    // (LIKE's "_" matches the "_" it stands for too.)
    .where("message_id", "like", `<quote_answer-${quote.id}-%`)
    .where("created_at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
