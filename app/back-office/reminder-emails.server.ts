// The owners' e-mails about the reply promise: "close to overdue" for one
// inquiry, and the morning digest of everything open. Text and HTML from the
// same facts; everything a customer typed is escaped in the HTML.

import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { ZONE_NAME, formatDurationExactly, formatInEmail } from "#app/business/time.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { htmlEmail, tableHtml } from "#app/platform/email-html.ts";

export interface OwnerEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
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

export function inquiryLink(origin: string, reference: string): string {
  return new URL(`/staff/inquiries/${encodeURIComponent(reference)}`, origin).toString();
}

function about(inquiry: InquirySummary): string {
  return inquiry.product ?? "General inquiry";
}

function customer(inquiry: InquirySummary): string {
  return [inquiry.name, inquiry.email, inquiry.phone].filter(Boolean).join(", ");
}

/** One inquiry is within the lead time of its reply promise, or past it. */
export function dueSoonEmail(inquiry: InquirySummary, now: Date, origin: string): OwnerEmail {
  const overdue = inquiry.dueAt.getTime() <= now.getTime();
  const link = inquiryLink(origin, inquiry.reference);
  const subject = `${overdue ? "Overdue" : "Close to overdue"}: ${inquiry.reference} from ${inquiry.name}`;
  const rows: [string, string][] = [
    ["Reference", inquiry.reference],
    ["Customer", customer(inquiry)],
    ["About", about(inquiry)],
    ["Received", `${formatInEmail(inquiry.receivedAt)} (${ZONE_NAME})`],
    ["Waiting", `${formatDurationExactly(inquiry.waitedMs)} of opening hours`],
    ["Reply due", `${formatInEmail(inquiry.dueAt)} (${ZONE_NAME})`],
  ];
  const lead = overdue
    ? `${inquiry.reference} has had no reply, and the ${copy.replyPromise.hours} promised to the customer are up.`
    : `${inquiry.reference} has had no reply yet, and the ${copy.replyPromise.hours} promised to the customer are nearly up.`;
  const text = [
    lead,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Answer it in the back office: ${link}`,
  ].join("\n");
  const html = htmlEmail(
    `<p>${escapeHtml(lead)}</p>${tableHtml(rows)}<p><a href="${escapeHtml(link)}">Answer ${escapeHtml(inquiry.reference)} in the back office</a></p>`,
  );
  return { subject, text, html };
}

export interface DigestGroups {
  readonly overdue: readonly InquirySummary[];
  readonly dueToday: readonly InquirySummary[];
  readonly rest: readonly InquirySummary[];
}

/** At most this many inquiries listed per group; the inbox has the rest. */
export const DIGEST_LIST_LIMIT = 50;

/** The morning digest: open inquiries, overdue first (most recently overdue at the top). */
export function digestEmail(
  groups: DigestGroups,
  { date, origin }: { date: string; origin: string },
): OwnerEmail {
  const total = groups.overdue.length + groups.dueToday.length + groups.rest.length;
  const inbox = new URL("/staff/inquiries", origin).toString();
  const sections: [string, readonly InquirySummary[]][] = [
    ["Overdue", groups.overdue],
    ["Due today", groups.dueToday],
    ["Also open", groups.rest],
  ];
  const line = (inquiry: InquirySummary) =>
    `${inquiry.reference} · ${inquiry.name} · ${about(inquiry)} · waiting ${formatDurationExactly(inquiry.waitedMs)}${
      inquiry.answered ? " · answered" : ` · due ${formatInEmail(inquiry.dueAt)}`
    }`;
  const subject = `${business.shortName} inquiries, ${date}: ${groups.overdue.length} overdue, ${groups.dueToday.length} due today, ${total} open`;
  const summary = `${total} open ${total === 1 ? "inquiry" : "inquiries"}: ${groups.overdue.length} overdue, ${groups.dueToday.length} due today, ${groups.rest.length} more. Times are ${ZONE_NAME}; waiting counts opening hours.`;
  const text = [
    summary,
    ...sections.flatMap(([title, list]) =>
      list.length === 0
        ? []
        : [
            "",
            `${title} (${list.length})`,
            ...list
              .slice(0, DIGEST_LIST_LIMIT)
              .map((inquiry) => `- ${line(inquiry)}\n  ${inquiryLink(origin, inquiry.reference)}`),
            ...(list.length > DIGEST_LIST_LIMIT
              ? [`- and ${list.length - DIGEST_LIST_LIMIT} more`]
              : []),
          ],
    ),
    "",
    `All inquiries: ${inbox}`,
  ].join("\n");
  const html = htmlEmail(
    `<p>${escapeHtml(summary)}</p>${sections
      .filter(([, list]) => list.length > 0)
      .map(
        ([title, list]) =>
          `<h2 style="font-size:16px">${escapeHtml(title)} (${list.length})</h2><ul>${list
            .slice(0, DIGEST_LIST_LIMIT)
            .map(
              (inquiry) =>
                `<li><a href="${escapeHtml(inquiryLink(origin, inquiry.reference))}">${escapeHtml(inquiry.reference)}</a> · ${escapeHtml(line(inquiry).slice(inquiry.reference.length + 3))}</li>`,
            )
            .join("")}${
            list.length > DIGEST_LIST_LIMIT
              ? `<li>and ${list.length - DIGEST_LIST_LIMIT} more</li>`
              : ""
          }</ul>`,
      )
      .join("")}<p><a href="${escapeHtml(inbox)}">All inquiries in the back office</a></p>`,
  );
  return { subject, text, html };
}
