// Accepting an inquiry: the inquiry and its notification e-mail are written
// in one transaction, so an inquiry answered 201 is stored and its e-mail is
// queued, whatever happens to the mail server or this process afterwards.

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
import type { Db } from "#app/platform/db.server.ts";
import { addEvent } from "./trail.server.ts";

/** The next reference number, taken inside the caller's transaction. */
async function nextReference(trx: Db): Promise<string> {
  return inquiryReference(await nextCount(trx, "inquiry_reference"));
}

/**
 * Stores an inquiry with its first entry in the trail, the business's
 * notification and the customer's acknowledgement, all in one transaction.
 */
export async function submitInquiry(
  db: Db,
  input: InquiryInput,
  {
    recipient,
    origin,
    now = new Date(),
    catalogue,
  }: { recipient: string; origin: string; now?: Date; catalogue: ProductNames },
): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const host = new URL(origin).hostname;
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx);
    const notification = inquiryNotification({ ...input, id, reference, createdAt }, origin);
    const acknowledgement = acknowledgementEmail({
      reference,
      product: input.product ?? null,
      catalogue,
    });
    await trx
      .insertInto("inquiries")
      .values({
        id,
        reference,
        created_at: createdAt,
        updated_at: createdAt,
        name: input.name,
        email: input.email,
        email_key: input.email.toLowerCase(),
        phone: input.phone ?? null,
        phone_key: normalizePhone(input.phone),
        message: input.message ?? null,
        product: input.product ?? null,
        page: input.page ?? null,
        due_at: replyDueAt(now).toISOString(),
      })
      .execute();
    await addEvent(trx, id, null, "received", null, createdAt);
    await trx
      .insertInto("mail_outbox")
      .values([
        {
          id: randomUUID(),
          inquiry_id: id,
          kind: "notification",
          message_id: `<inquiry-${id}@${host}>`,
          in_reply_to: null,
          recipient,
          reply_to: input.email,
          subject: notification.subject,
          text_body: notification.text,
          html_body: notification.html,
          next_attempt_at: createdAt,
          created_at: createdAt,
        },
        {
          id: randomUUID(),
          inquiry_id: id,
          kind: "acknowledgement",
          message_id: customerMessageId("ack", id, origin),
          in_reply_to: null,
          recipient: input.email,
          reply_to: business.email,
          subject: acknowledgement.subject,
          text_body: acknowledgement.text,
          html_body: acknowledgement.html,
          next_attempt_at: createdAt,
          created_at: createdAt,
        },
      ])
      .execute();
    return { id, reference };
  });
}
