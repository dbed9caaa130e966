// Every e-mail about an inquiry: the notification the business receives, and
// to the customer the acknowledgement and the replies the business writes in
// the back office, threaded under it. (They are queued with the inquiry in
// store.server.ts and sent by the outbox.) The acknowledgement never repeats
// what the visitor typed (name, message): the form must not be a way to mail
// a stranger someone else's words.

import { staffLink } from "#app/accounts/landing.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { formatKenyanPhone, phoneDisplay } from "#app/business/contact-links.ts";
import type { Catalogue } from "#app/catalogue/catalogue.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { htmlEmail, paragraphsHtml, tableHtml } from "#app/platform/email-html.ts";
import type { Insertable } from "kysely";
import type { MailOutboxTable } from "../../db/schema.ts";
import type { InquiryInput } from "./schema.ts";
import type { MailKind } from "./status.ts";

export interface CustomerEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The subject every message of an inquiry's thread shares. */
export function threadSubject(reference: string): string {
  return `Your inquiry ${reference} to ${business.shortName}`;
}

/** A Message-ID of our own domain for one message about one inquiry. */
export function customerMessageId(kind: "ack" | "reply", id: string, origin: string): string {
  return `<${kind}-${id}@${new URL(origin).hostname}>`;
}

/**
 * The outbox row of a message to the customer in their inquiry's thread: a
 * Message-ID of its own, in reply to the acknowledgement, and answers to the
 * business's inbox. A reply, a quote and a quote's follow-up all go so.
 */
export function threadMessage({
  id,
  inquiryId,
  kind,
  recipient,
  mail,
  origin,
  at,
}: {
  /** The outbox row's id; the Message-ID is made from it. */
  id: string;
  inquiryId: string;
  kind: MailKind;
  recipient: string;
  mail: { subject: string; text: string; html: string };
  origin: string;
  at: string;
}): Insertable<MailOutboxTable> {
  return {
    id,
    inquiry_id: inquiryId,
    kind,
    message_id: customerMessageId("reply", id, origin),
    in_reply_to: customerMessageId("ack", inquiryId, origin),
    recipient,
    reply_to: business.email,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    next_attempt_at: at,
    created_at: at,
  };
}

function contactLines(): string[] {
  return [
    `Phone: ${phoneDisplay}`,
    `WhatsApp: ${formatKenyanPhone(business.whatsapp)}`,
    `E-mail: ${business.email}`,
  ];
}

/**
 * The acknowledgement: the reference, what was asked about (a product of
 * the catalogue, or a general inquiry), the promised reply time and how to
 * reach the business.
 */
/** What the acknowledgement needs of the catalogue: whether a name is a product's. */
export type ProductNames = Pick<Catalogue, "recordNamed">;

export function acknowledgementEmail({
  reference,
  product,
  catalogue,
}: {
  reference: string;
  product: string | null;
  catalogue: ProductNames;
}): CustomerEmail {
  // Only a name from the catalogue: the field is free text to the API.
  const known = product ? catalogue.recordNamed(product) : undefined;
  const about = known ? `your inquiry about the ${known.name}` : "your inquiry";
  const paragraphs = [
    "Hello,",
    `Thank you for contacting ${business.name}. We have received ${about}.`,
    `Your reference is ${reference}. ${copy.replyPromise.weReply} (we are open ${copy.replyPromise.openingHours}).`,
    `If it is urgent, call or WhatsApp us and quote ${reference}:\n${contactLines().join("\n")}`,
    "If you did not send this inquiry, you can ignore this e-mail.",
    business.name,
  ];
  return {
    subject: threadSubject(reference),
    text: paragraphs.join("\n\n"),
    html: htmlEmail(paragraphsHtml(paragraphs)),
  };
}

/** A reply written in the back office, signed by the business. */
export function replyEmail({
  reference,
  body,
  staffName,
}: {
  reference: string;
  body: string;
  staffName: string;
}): CustomerEmail {
  const paragraphs = [
    body,
    `${staffName}\n${business.name}\n${contactLines().join("\n")}`,
    `Reference: ${reference}`,
  ];
  return {
    subject: `Re: ${threadSubject(reference)}`,
    text: paragraphs.join("\n\n"),
    html: htmlEmail(paragraphsHtml(paragraphs)),
  };
}

export interface InquiryNotification {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The e-mail the business receives: every field, and the page it came from. */
export function inquiryNotification(
  inquiry: InquiryInput & { id: string; reference: string; createdAt: string },
  origin: string,
): InquiryNotification {
  const subject = `${inquiry.product ? `Inquiry about ${inquiry.product}` : "General Inquiry"} from ${inquiry.name} (${inquiry.reference})`;
  const rows: [string, string][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone ?? "(not given)"],
    ["Product", inquiry.product ?? "(general inquiry)"],
    ["Sent from", inquiry.page ? new URL(inquiry.page, origin).toString() : "(unknown page)"],
    ["Received", inquiry.createdAt],
    ["Reference", inquiry.reference],
    // On its reply box: from this e-mail to typing the answer.
    ["In the back office", staffLink(origin, `/staff/inquiries/${inquiry.reference}#reply-body`)],
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
  const html =
    htmlEmail(`<h1 style="font-size:18px">New inquiry from the ${escapeHtml(business.shortName)} website</h1>
${tableHtml(rows)}
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="color:#475569">Reply to this e-mail to answer ${escapeHtml(inquiry.name)} directly.</p>`);
  return { subject, text, html };
}
