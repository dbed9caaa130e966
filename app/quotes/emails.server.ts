// The e-mails about a quote: the quote itself to the customer (in the
// thread of their acknowledgement, its PDF attached), a follow-up while it
// waits, the customer's answer to the business, and the confirmation of an
// acceptance with how to pay.

import { business } from "#app/business/details.ts";
import { threadSubject } from "#app/inquiries/emails.server.ts";
import { htmlEmail, paragraphsHtml } from "#app/platform/email-html.ts";
import { formatKes } from "./money.ts";
import type { Quote } from "./store.server.ts";
import { howToPayLines, validityText, vatText } from "./wording.ts";

export interface QuoteEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function email(subject: string, paragraphs: string[]): QuoteEmail {
  return { subject, text: paragraphs.join("\n\n"), html: htmlEmail(paragraphsHtml(paragraphs)) };
}

const total = (quote: Quote) => `${formatKes(quote.totals.totalCents)} (${vatText(quote)})`;

/** The quote, to the customer. */
export function quoteEmail(
  quote: Quote,
  { reference, link, staffName }: { reference: string; link: string; staffName: string },
): QuoteEmail {
  return email(`Re: ${threadSubject(reference)}`, [
    `Hello ${quote.customer.name},`,
    `Here is our quotation ${quote.number} for your inquiry ${reference}: ${total(quote)}. The PDF is attached.`,
    validityText(quote.validUntil),
    `See it, accept it, decline it or ask for a change here (no account needed):\n${link}`,
    `How to pay, once you accept:\n${howToPayLines(quote.number).join("\n")}`,
    `${staffName}\n${business.name}`,
  ]);
}

/** A follow-up while the quote waits for an answer: after sending, and before it expires. */
export function followUpEmail(
  quote: Quote,
  {
    reference,
    link,
    kind,
  }: { reference: string; link: string; kind: "after-sending" | "before-expiry" },
): QuoteEmail {
  const lead =
    kind === "after-sending"
      ? `We sent you quotation ${quote.number} for your inquiry ${reference}, ${total(quote)}. Do you have any questions about it?`
      : `A reminder that quotation ${quote.number} for your inquiry ${reference}, ${total(quote)}, is about to expire.`;
  return email(`Re: ${threadSubject(reference)}`, [
    `Hello ${quote.customer.name},`,
    lead,
    validityText(quote.validUntil),
    `Accept it, decline it or ask for a change here:\n${link}`,
    business.name,
  ]);
}

const ANSWERS = {
  accepted: "accepted",
  declined: "declined",
  change: "asked for a change to",
} as const;

/** The customer's answer, to the business, at once. */
export function answerEmail(
  quote: Quote,
  {
    reference,
    answer,
    note,
    name,
    po,
    inquiryLink,
  }: {
    reference: string;
    answer: keyof typeof ANSWERS;
    note: string | null;
    name: string | null;
    po: string | null;
    inquiryLink: string;
  },
): QuoteEmail {
  const who = answer === "accepted" && name ? name : quote.customer.name;
  const lines = [
    `${who} ${ANSWERS[answer]} quotation ${quote.number} (${formatKes(quote.totals.totalCents)}) for inquiry ${reference}.`,
    po ? `Purchase order: ${po}` : "",
    note ? `${answer === "declined" ? "Their reason" : "What they ask"}:\n${note}` : "",
    `In the back office: ${inquiryLink}`,
  ].filter(Boolean);
  return email(`Quote ${quote.number} ${ANSWERS[answer]} (${reference})`, lines);
}

/** To the customer who accepted: thanks, and how to pay. */
export function confirmationEmail(quote: Quote, { reference }: { reference: string }): QuoteEmail {
  return email(`Re: ${threadSubject(reference)}`, [
    `Hello ${quote.customer.name},`,
    `Thank you: we have your acceptance of quotation ${quote.number}, ${total(quote)}. We will be in touch about delivery.`,
    `How to pay (use ${quote.number} as the account number for M-Pesa Paybill):\n${howToPayLines(quote.number).join("\n")}`,
    business.name,
  ]);
}
