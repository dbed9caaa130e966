// The team's e-mails about the reply promise: "close to overdue" (every
// inquiry a pass found), the morning digest of everything open (quotes
// included), and "assigned to you". Text and HTML from the same facts;
// everything a customer typed is escaped in the HTML.

import { staffLink } from "#app/accounts/landing.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { ZONE_NAME, formatOpeningTime, formatInEmail, formatLongDate } from "#app/business/time.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { htmlEmail, tableHtml } from "#app/platform/email-html.ts";
import type { WaitingQuote } from "#app/quotes/follow-ups.server.ts";
import { formatKes } from "#app/quotes/money.ts";

export interface StaffEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A team e-mail, ending on where its reader chooses which ones they get. */
function staffEmail(subject: string, text: string, htmlBody: string, origin: string): StaffEmail {
  const settings = staffLink(origin, "/staff/settings");
  const note = "You get this e-mail as a member of the team. Choose which e-mails you get";
  return {
    subject,
    text: `${text}\n\n--\n${note}: ${settings}`,
    html: htmlEmail(
      `${htmlBody}<p style="color:#64748b;font-size:13px">${escapeHtml(note)}: <a href="${escapeHtml(settings)}">your e-mails</a>.</p>`,
    ),
  };
}

/** An inquiry as the owners' e-mails show it. */
export interface InquirySummary {
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly product: string | null;
  readonly receivedAt: Date;
  readonly dueAt: Date;
  /** Opening time it has waited so far, in ms. */
  readonly waitedMs: number;
  /** Whether it has had its first reply (then it is owed nothing more). */
  readonly answered: boolean;
}

/** An inquiry's page, opened on its reply box: from the e-mail to typing the answer. */
export function inquiryLink(origin: string, reference: string): string {
  return staffLink(origin, `/staff/inquiries/${encodeURIComponent(reference)}#reply-body`);
}

function about(inquiry: Pick<InquirySummary, "product">): string {
  return inquiry.product ?? "General inquiry";
}

function customer(inquiry: InquirySummary): string {
  return [inquiry.name, inquiry.email, inquiry.phone].filter(Boolean).join(", ");
}

/**
 * A team e-mail listing inquiries: its lead, then each one's facts and a
 * link to its reply box ("Open MW-10023…", "Answer MW-10023…").
 */
function listingEmail({
  subject,
  lead,
  items,
  verb,
  origin,
}: {
  subject: string;
  lead: string;
  items: readonly { reference: string; rows: readonly [string, string][] }[];
  verb: "Open" | "Answer";
  origin: string;
}): StaffEmail {
  const blocks = items.map((item) => ({ ...item, link: inquiryLink(origin, item.reference) }));
  const text = [
    lead,
    ...blocks.flatMap(({ reference, link, rows }) => [
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      `${verb} ${reference} in the back office: ${link}`,
    ]),
  ].join("\n");
  return staffEmail(
    subject,
    text,
    `<p>${escapeHtml(lead)}</p>${blocks
      .map(
        ({ reference, link, rows }) =>
          `${tableHtml(rows)}<p><a href="${escapeHtml(link)}">${verb} ${escapeHtml(reference)} in the back office</a></p>`,
      )
      .join("")}`,
    origin,
  );
}

/** An inquiry as "assigned to you" lists it. */
export type AssignedInquiry = Pick<
  InquirySummary,
  "reference" | "name" | "product" | "dueAt" | "answered"
>;

/**
 * To the member inquiries were just assigned to, by someone else: one
 * e-mail however many (a bulk assignment lists them all).
 */
export function assignmentEmail(
  inquiries: readonly AssignedInquiry[],
  { by, origin }: { by: string; origin: string },
): StaffEmail {
  const [only] = inquiries;
  const references = inquiries.map((inquiry) => inquiry.reference);
  const subject =
    inquiries.length === 1 && only
      ? `Assigned to you: ${only.reference} from ${only.name}`
      : `${inquiries.length} inquiries assigned to you: ${references.join(", ")}`;
  const lead =
    inquiries.length === 1 && only
      ? `${by} assigned ${only.reference} to you.`
      : `${by} assigned ${inquiries.length} inquiries to you.`;
  const items = inquiries.map((inquiry) => ({
    reference: inquiry.reference,
    rows: [
      ["Reference", inquiry.reference],
      ["Customer", inquiry.name],
      ["About", about(inquiry)],
      [
        "Reply due",
        inquiry.answered ? "Answered already" : `${formatInEmail(inquiry.dueAt)} (${ZONE_NAME})`,
      ],
    ] satisfies [string, string][],
  }));
  return listingEmail({ subject, lead, items, verb: "Open", origin });
}

/** One pass's 'due soon' e-mail: every inquiry that became due soon, soonest due first. */
export function dueSoonEmail(
  inquiries: readonly InquirySummary[],
  now: Date,
  origin: string,
): StaffEmail {
  const isOverdue = (inquiry: InquirySummary) => inquiry.dueAt.getTime() <= now.getTime();
  const [only] = inquiries;
  const subject =
    inquiries.length === 1 && only
      ? `${isOverdue(only) ? "Overdue" : "Close to overdue"}: ${only.reference} from ${only.name}`
      : `${inquiries.length} inquiries close to overdue: ${inquiries.map((i) => i.reference).join(", ")}`;
  const lead =
    inquiries.length === 1 && only
      ? isOverdue(only)
        ? `${only.reference} has had no reply, and the ${copy.replyPromise.hours} promised to the customer are up.`
        : `${only.reference} has had no reply yet, and the ${copy.replyPromise.hours} promised to the customer are nearly up.`
      : `${inquiries.length} inquiries have had no reply yet, and the ${copy.replyPromise.hours} promised to each customer are nearly up.`;
  const items = inquiries.map((inquiry) => ({
    reference: inquiry.reference,
    rows: [
      ["Reference", inquiry.reference],
      ["Customer", customer(inquiry)],
      ["About", about(inquiry)],
      ["Received", `${formatInEmail(inquiry.receivedAt)} (${ZONE_NAME})`],
      ["Waiting", formatOpeningTime(inquiry.waitedMs)],
      ["Reply due", `${formatInEmail(inquiry.dueAt)} (${ZONE_NAME})`],
    ] satisfies [string, string][],
  }));
  return listingEmail({ subject, lead, items, verb: "Answer", origin });
}

export interface DigestGroups {
  readonly overdue: readonly InquirySummary[];
  readonly dueToday: readonly InquirySummary[];
  readonly rest: readonly InquirySummary[];
}

/** At most this many inquiries listed per group; the inbox has the rest. */
export const DIGEST_LIST_LIMIT = 50;

/** One line of the digest: its label links to the back office. */
interface DigestItem {
  readonly label: string;
  readonly detail: string;
  readonly link: string;
}

export function quoteLink(origin: string, number: string): string {
  return staffLink(origin, `/staff/quotes/${encodeURIComponent(number)}`);
}

/**
 * The morning digest: open inquiries, overdue first (most recently overdue
 * at the top), then the quotes waiting for the customer's answer.
 */
export function digestEmail(
  groups: DigestGroups,
  {
    date,
    origin,
    quotes = { expiringSoon: [], waiting: [] },
  }: {
    date: string;
    origin: string;
    quotes?: { expiringSoon: readonly WaitingQuote[]; waiting: readonly WaitingQuote[] };
  },
): StaffEmail {
  const total = groups.overdue.length + groups.dueToday.length + groups.rest.length;
  const inbox = staffLink(origin, "/staff");
  const inquiryItem = (inquiry: InquirySummary): DigestItem => ({
    label: inquiry.reference,
    detail: `${inquiry.name} · ${about(inquiry)} · waiting ${formatOpeningTime(inquiry.waitedMs)}${
      inquiry.answered ? " · answered" : ` · due ${formatInEmail(inquiry.dueAt)}`
    }`,
    link: inquiryLink(origin, inquiry.reference),
  });
  const quoteItem = (quote: WaitingQuote): DigestItem => ({
    label: quote.number,
    detail: `${quote.customer} · ${formatKes(quote.totalCents)} · valid until ${formatLongDate(quote.validUntil)}${quote.viewed ? " · opened" : " · not opened yet"}`,
    link: quoteLink(origin, quote.number),
  });
  const sections: [string, DigestItem[]][] = [
    ["Overdue", groups.overdue.map(inquiryItem)],
    ["Due today", groups.dueToday.map(inquiryItem)],
    ["Also open", groups.rest.map(inquiryItem)],
    ["Quotes about to expire", quotes.expiringSoon.map(quoteItem)],
    ["Quotes waiting for an answer", quotes.waiting.map(quoteItem)],
  ];
  const waitingQuotes = quotes.expiringSoon.length + quotes.waiting.length;
  const subject = `${business.shortName} inquiries, ${date}: ${groups.overdue.length} overdue, ${groups.dueToday.length} due today, ${total} open`;
  const summary = `${total} open ${total === 1 ? "inquiry" : "inquiries"}: ${groups.overdue.length} overdue, ${groups.dueToday.length} due today, ${groups.rest.length} more.${
    waitingQuotes > 0
      ? ` ${waitingQuotes} ${waitingQuotes === 1 ? "quote waits" : "quotes wait"} for the customer's answer, ${quotes.expiringSoon.length} about to expire.`
      : ""
  } Times are ${ZONE_NAME}; waiting counts opening hours.`;
  const listed = sections.filter(([, items]) => items.length > 0);
  const more = (items: readonly DigestItem[]) => items.length - DIGEST_LIST_LIMIT;
  const text = [
    summary,
    ...listed.flatMap(([title, items]) => [
      "",
      `${title} (${items.length})`,
      ...items
        .slice(0, DIGEST_LIST_LIMIT)
        .map((item) => `- ${item.label} · ${item.detail}\n  ${item.link}`),
      ...(more(items) > 0 ? [`- and ${more(items)} more`] : []),
    ]),
    "",
    `All inquiries: ${inbox}`,
  ].join("\n");
  return staffEmail(
    subject,
    text,
    `<p>${escapeHtml(summary)}</p>${listed
      .map(
        ([title, items]) =>
          `<h2 style="font-size:16px">${escapeHtml(title)} (${items.length})</h2><ul>${items
            .slice(0, DIGEST_LIST_LIMIT)
            .map(
              (item) =>
                `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.label)}</a> · ${escapeHtml(item.detail)}</li>`,
            )
            .join("")}${more(items) > 0 ? `<li>and ${more(items)} more</li>` : ""}</ul>`,
      )
      .join("")}<p><a href="${escapeHtml(inbox)}">All inquiries in the back office</a></p>`,
    origin,
  );
}
