// Working one inquiry: what the inquiry page shows, and every action staff
// take on it (its status and assignee change through bulk.server.ts, as
// many inquiries' do). Each action changes the inquiry and adds its entry to the
// trail in one transaction, so the trail never misses what happened.

import { randomUUID } from "node:crypto";
import { whatsappHref } from "#app/business/contact-links.ts";
import { business } from "#app/business/details.ts";
import { type InquiryEvent, readEvent } from "#app/inquiries/events.ts";
import { normalizePhone } from "#app/inquiries/phone.ts";
import type { InquiryStatus } from "#app/inquiries/status.ts";
import { replyEmail, threadMessage } from "#app/inquiries/emails.server.ts";
import type { Db, Trx } from "#app/platform/db.server.ts";
import { addEvent, after } from "#app/inquiries/trail.server.ts";
import type { StaffUser } from "./access.server.ts";
import { inquiryFields } from "./inbox.server.ts";
import { type ReplyFileInput, checkReplyFiles } from "./reply-files.ts";

export interface InquiryDetail {
  readonly id: string;
  readonly reference: string;
  readonly createdAt: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly whatsappNumber: string | null;
  readonly message: string | null;
  readonly product: string | null;
  readonly page: string | null;
  readonly status: InquiryStatus;
  readonly assigneeId: string | null;
  readonly dueAt: string;
  readonly firstReplyAt: string | null;
  /** The customer e-mailed since staff last replied: when. */
  readonly customerRepliedAt: string | null;
}

export interface MailState {
  readonly id: string;
  readonly kind: string;
  readonly recipient: string;
  readonly status: "pending" | "sent";
  readonly attempts: number;
  readonly lastError: string | null;
  readonly sentAt: string | null;
  readonly createdAt: string;
}

export interface RelatedInquiry {
  readonly reference: string;
  readonly createdAt: string;
  readonly product: string | null;
  readonly status: InquiryStatus;
}

export class InquiryWorkError extends Error {}

export async function findInquiry(db: Db, reference: string): Promise<InquiryDetail | null> {
  const row = await db
    .selectFrom("inquiries")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...inquiryFields(row),
    whatsappNumber: row.phone_key,
    message: row.message,
    page: row.page,
  };
}

/** The trail, oldest first. */
export async function inquiryTrail(db: Db, inquiryId: string): Promise<InquiryEvent[]> {
  const rows = await db
    .selectFrom("inquiry_events")
    .selectAll()
    .where("inquiry_id", "=", inquiryId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map(readEvent);
}

/** The e-mails about the inquiry and how their delivery went. */
export async function inquiryMail(db: Db, inquiryId: string): Promise<MailState[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "kind",
      "recipient",
      "status",
      "attempts",
      "last_error",
      "sent_at",
      "created_at",
    ])
    .where("inquiry_id", "=", inquiryId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  }));
}

/** The customer's other inquiries: the same e-mail address or the same phone. */
export async function relatedInquiries(
  db: Db,
  inquiry: Pick<InquiryDetail, "id" | "email" | "whatsappNumber">,
): Promise<RelatedInquiry[]> {
  const rows = await db
    .selectFrom("inquiries")
    .select(["reference", "created_at", "product", "status"])
    .where("id", "!=", inquiry.id)
    .where((eb) =>
      inquiry.whatsappNumber
        ? eb.or([
            eb("email_key", "=", inquiry.email.toLowerCase()),
            eb("phone_key", "=", inquiry.whatsappNumber),
          ])
        : eb("email_key", "=", inquiry.email.toLowerCase()),
    )
    .orderBy("created_at", "desc")
    .limit(20)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    product: row.product,
    status: row.status,
  }));
}

export interface ActionContext {
  readonly db: Db;
  readonly actor: StaffUser;
  readonly now?: Date;
}

export async function addNote(
  { db, actor, now = new Date() }: ActionContext,
  inquiry: InquiryDetail,
  text: string,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("inquiries")
      .set({ updated_at: at })
      .where("id", "=", inquiry.id)
      .execute();
    await addEvent(trx, inquiry.id, actor, "note", { text }, at);
  });
}

/**
 * An answer (an e-mail, a WhatsApp chat): the first one stops the reply
 * clock, and a new inquiry is then in progress, said in its trail.
 */
async function markAnswered(trx: Trx, inquiry: InquiryDetail, actor: StaffUser, at: string) {
  await trx
    .updateTable("inquiries")
    .set({
      first_reply_at: inquiry.firstReplyAt ?? at,
      // The customer's last e-mail, if any, is answered too.
      customer_replied_at: null,
      status: inquiry.status === "new" ? "in_progress" : inquiry.status,
      updated_at: at,
    })
    .where("id", "=", inquiry.id)
    .execute();
  if (inquiry.status === "new") {
    await addEvent(trx, inquiry.id, actor, "status", { from: "new", to: "in_progress" }, at);
  }
}

/**
 * Queues a reply to the customer through the outbox, threaded under the
 * acknowledgement they received, with its files, and records it. Files
 * that may not go (reply-files.ts) throw a ReplyFileError: nothing is sent.
 */
export async function sendReply(
  { db, actor, now = new Date() }: ActionContext,
  inquiry: InquiryDetail,
  body: string,
  origin: string,
  attached: readonly ReplyFileInput[] = [],
): Promise<void> {
  const outboxId = randomUUID();
  // The outbox attaches a message's files in the order of their ids: the order they were chosen.
  const files = checkReplyFiles(attached).map((file, index) => ({
    ...file,
    id: `${outboxId}-${String(index + 1).padStart(3, "0")}`,
  }));
  const at = now.toISOString();
  const mail = replyEmail({ reference: inquiry.reference, body, staffName: actor.name });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("mail_outbox")
      .values(
        threadMessage({
          id: outboxId,
          inquiryId: inquiry.id,
          kind: "reply",
          recipient: inquiry.email,
          mail,
          origin,
          at,
        }),
      )
      .execute();
    // Kept with the e-mail, so with the inquiry: erasing either removes them.
    for (const file of files) {
      await trx
        .insertInto("mail_attachments")
        .values({
          id: file.id,
          outbox_id: outboxId,
          filename: file.name,
          content_type: file.type,
          content: file.bytes,
        })
        .execute();
    }
    await markAnswered(trx, inquiry, actor, at);
    await addEvent(
      trx,
      inquiry.id,
      actor,
      "reply",
      {
        body,
        outboxId,
        to: inquiry.email,
        files: files.map(({ id, name, type, bytes }) => ({
          id,
          name,
          type,
          size: bytes.byteLength,
        })),
      },
      after(at),
    );
  });
}

/** The text a WhatsApp chat with the customer starts with. */
export function whatsappOpening(inquiry: InquiryDetail, staffName: string): string {
  const about = inquiry.product ? `your inquiry about the ${inquiry.product}` : "your inquiry";
  return `Hello ${inquiry.name}, this is ${staffName} from ${business.shortName}, about ${about} (reference ${inquiry.reference}).`;
}

/**
 * Records a hand-off to WhatsApp and returns the chat's link. Opening the
 * chat is not an answer (a tap may send nothing): staff confirm a message
 * went out (confirmWhatsAppAnswer), and that counts as the first answer.
 */
export async function handOffToWhatsApp(
  { db, actor, now = new Date() }: ActionContext,
  inquiry: InquiryDetail,
): Promise<string> {
  const phone = normalizePhone(inquiry.phone);
  if (!phone) throw new InquiryWorkError("This customer gave no phone number WhatsApp can use.");
  const text = whatsappOpening(inquiry, actor.name);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await addEvent(trx, inquiry.id, actor, "whatsapp", { phone, text }, at);
  });
  return whatsappHref(text, phone);
}

/** Staff say they answered on WhatsApp: the reply promise is kept from now. */
export async function confirmWhatsAppAnswer(
  { db, actor, now = new Date() }: ActionContext,
  inquiry: InquiryDetail,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await markAnswered(trx, inquiry, actor, at);
    await addEvent(trx, inquiry.id, actor, "answered", { via: "whatsapp" }, after(at));
  });
}
