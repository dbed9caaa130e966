// Accepting an inquiry: the inquiry and its notification e-mail are written
// in one transaction, so an inquiry answered 201 is stored and its e-mail is
// queued, whatever happens to the mail server or this process afterwards.
// Spam is stored too (nothing is lost), held without e-mail or reply clock.

import { randomUUID } from "node:crypto";
import { business } from "#app/business/details.ts";
import type { InquiryInput } from "./schema.ts";
import { replyDueAt } from "#app/business/business-hours.ts";
import { normalizePhone } from "./phone.ts";
import { inquiryReference } from "./reference.ts";
import {
  type ProductNames,
  acknowledgementEmail,
  customerMessageId,
  inquiryNotification,
} from "./emails.server.ts";
import { nextCount } from "#app/platform/counters.server.ts";
import { type Db, type Trx, inTransaction } from "#app/platform/db.server.ts";
import type { HoldReason } from "./events.ts";
import { addEvent } from "./trail.server.ts";

/** The next reference number, taken inside the caller's transaction. */
async function nextReference(trx: Db): Promise<string> {
  return inquiryReference(await nextCount(trx, "inquiry_reference"));
}

/** An inquiry as its first e-mails (the business's notification, the acknowledgement) need it. */
export type IntakeMailInquiry = InquiryInput & { id: string; reference: string; createdAt: string };

export interface IntakeMailOptions {
  /** The business inbox (INQUIRY_TO). */
  readonly recipient: string;
  readonly origin: string;
  readonly catalogue: ProductNames;
}

/**
 * Queues inquiries' first e-mails, in one statement: the business's
 * notification and the customer's acknowledgement of each. At intake, or
 * when staff release inquiries that were held as spam.
 */
export async function queueIntakeMail(
  trx: Trx,
  inquiries: readonly IntakeMailInquiry[],
  { recipient, origin, catalogue }: IntakeMailOptions,
  at: string,
): Promise<void> {
  if (inquiries.length === 0) return;
  const host = new URL(origin).hostname;
  const rows = inquiries.flatMap((inquiry) => {
    const notification = inquiryNotification(inquiry, origin);
    const acknowledgement = acknowledgementEmail({
      reference: inquiry.reference,
      product: inquiry.product ?? null,
      catalogue,
    });
    return [
      {
        id: randomUUID(),
        inquiry_id: inquiry.id,
        kind: "notification" as const,
        message_id: `<inquiry-${inquiry.id}@${host}>`,
        in_reply_to: null,
        recipient,
        reply_to: inquiry.email,
        subject: notification.subject,
        text_body: notification.text,
        html_body: notification.html,
        next_attempt_at: at,
        created_at: at,
      },
      {
        id: randomUUID(),
        inquiry_id: inquiry.id,
        kind: "acknowledgement" as const,
        message_id: customerMessageId("ack", inquiry.id, origin),
        in_reply_to: null,
        recipient: inquiry.email,
        reply_to: business.email,
        subject: acknowledgement.subject,
        text_body: acknowledgement.text,
        html_body: acknowledgement.html,
        next_attempt_at: at,
        created_at: at,
      },
    ];
  });
  await trx.insertInto("mail_outbox").values(rows).execute();
}

/** The normalised address inquiries and blocks are matched by. */
export const emailKey = (email: string) => email.toLowerCase();

/**
 * Stores an inquiry with its first entry in the trail, the business's
 * notification and the customer's acknowledgement, all in one transaction
 * (the caller's, when given one: an e-mail imported as an inquiry).
 * One from a blocked sender, or one `hold` names a reason for, is stored
 * as spam instead: held, with no e-mail to anyone and no reply clock
 * (its due time is only a placeholder; closed, nothing waits on it).
 */
export async function submitInquiry(
  db: Db | Trx,
  input: InquiryInput,
  {
    now = new Date(),
    hold = null,
    via = "website",
    ...mail
  }: IntakeMailOptions & {
    now?: Date;
    hold?: HoldReason | null;
    /** How it came: the site's form (or its API), or an e-mail to the business. */
    via?: "website" | "email";
  },
): Promise<{ id: string; reference: string; held: HoldReason | null }> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const key = emailKey(input.email);
  return inTransaction(db, async (trx) => {
    const reference = await nextReference(trx);
    const blocked = await trx
      .selectFrom("blocked_senders")
      .select("email_key")
      .where("email_key", "=", key)
      .executeTakeFirst();
    const held: HoldReason | null = blocked ? "blocked" : hold;
    await trx
      .insertInto("inquiries")
      .values({
        id,
        reference,
        created_at: createdAt,
        updated_at: createdAt,
        name: input.name,
        email: input.email,
        email_key: key,
        phone: input.phone ?? null,
        phone_key: normalizePhone(input.phone),
        message: input.message ?? null,
        product: input.product ?? null,
        page: input.page ?? null,
        due_at: replyDueAt(now).toISOString(),
        ...(held ? { status: "spam", closed_at: createdAt } : {}),
      })
      .execute();
    if (held) {
      await addEvent(trx, id, null, "held", { reason: held }, createdAt);
    } else {
      await addEvent(trx, id, null, "received", via === "email" ? { via } : null, createdAt);
      await queueIntakeMail(trx, [{ ...input, id, reference, createdAt }], mail, createdAt);
    }
    return { id, reference, held };
  });
}
