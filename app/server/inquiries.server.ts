// Accepting an inquiry: the inquiry and its notification e-mail are written
// in one transaction, so an inquiry answered 201 is stored and its e-mail is
// queued, whatever happens to the mail server or this process afterwards.

import { randomUUID } from "node:crypto";
import { business } from "#app/business/details.ts";
import type { InquiryInput } from "#app/inquiries/schema.ts";
import type { Db } from "./db.server.ts";
import { escapeHtml } from "#app/lib/html.ts";

export interface InquiryNotification {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The e-mail the business receives: every field, and the page it came from. */
export function inquiryNotification(
  inquiry: InquiryInput & { id: string; createdAt: string },
  origin: string,
): InquiryNotification {
  const subject = `${inquiry.product ? `Inquiry about ${inquiry.product}` : "General Inquiry"} from ${inquiry.name}`;
  const rows: [string, string][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone ?? "(not given)"],
    ["Product", inquiry.product ?? "(general inquiry)"],
    ["Sent from", inquiry.page ? new URL(inquiry.page, origin).toString() : "(unknown page)"],
    ["Received", inquiry.createdAt],
    ["Reference", inquiry.id],
  ];
  const message = inquiry.message ?? "(no message)";
  const text = [
    `New inquiry from the ${business.shortName} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message,
    "",
    `Reply to this e-mail to answer ${inquiry.name} directly.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:18px">New inquiry from the ${escapeHtml(business.shortName)} website</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="color:#475569">Reply to this e-mail to answer ${escapeHtml(inquiry.name)} directly.</p>
</body></html>`;
  return { subject, text, html };
}

export async function submitInquiry(
  db: Db,
  input: InquiryInput,
  { recipient, origin, now = new Date() }: { recipient: string; origin: string; now?: Date },
): Promise<{ id: string }> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const mail = inquiryNotification({ ...input, id, createdAt }, origin);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("inquiries")
      .values({
        id,
        created_at: createdAt,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
        product: input.product ?? null,
        page: input.page ?? null,
      })
      .execute();
    await trx
      .insertInto("mail_outbox")
      .values({
        id: randomUUID(),
        inquiry_id: id,
        message_id: `<inquiry-${id}@${new URL(origin).hostname}>`,
        recipient,
        reply_to: input.email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })
      .execute();
  });
  return { id };
}
