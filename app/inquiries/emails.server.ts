// E-mails to the customer: the acknowledgement of an inquiry and the replies
// the business writes in the back office, threaded under it. The
// acknowledgement never repeats what the visitor typed (name, message): the
// form must not be a way to mail a stranger someone else's words.

import { business } from "#app/business/details.ts";
import { formatKenyanPhone, phoneDisplay } from "#app/business/contact-links.ts";
import { productRecordNamed } from "#app/catalogue/lookup.ts";
import { escapeHtml } from "#app/lib/html.ts";

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

function contactLines(): string[] {
  return [
    `Phone: ${phoneDisplay}`,
    `WhatsApp: ${formatKenyanPhone(business.whatsapp)}`,
    `E-mail: ${business.email}`,
  ];
}

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">${paragraphs
    .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join("")}</body></html>`;
}

/**
 * The acknowledgement: the reference, what was asked about (a product of
 * the catalogue, or a general inquiry), the promised reply time and how to
 * reach the business.
 */
export function acknowledgementEmail({
  reference,
  product,
}: {
  reference: string;
  product: string | null;
}): CustomerEmail {
  // Only a name from the catalogue: the field is free text to the API.
  const known = product ? productRecordNamed(product) : undefined;
  const about = known ? `your inquiry about the ${known.name}` : "your inquiry";
  const paragraphs = [
    "Hello,",
    `Thank you for contacting ${business.name}. We have received ${about}.`,
    `Your reference is ${reference}. We reply within ${business.replyWithinHours} business hours (we are open ${business.hours
      .filter((slot) => slot.opens)
      .map((slot) => `${slot.days} ${slot.label}`)
      .join(", ")}, Nairobi time).`,
    `If it is urgent, call or WhatsApp us and quote ${reference}:\n${contactLines().join("\n")}`,
    "If you did not send this inquiry, you can ignore this e-mail.",
    business.name,
  ];
  return {
    subject: threadSubject(reference),
    text: paragraphs.join("\n\n"),
    html: page(paragraphs),
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
    html: page(paragraphs),
  };
}
