// The owners' e-mails about the reply promise: "close to overdue" for one
// inquiry, and the morning digest of everything open. Text and HTML from the
// same facts; everything a customer typed is escaped in the HTML.

import { business } from "#app/business/details.ts";
import { escapeHtml } from "#app/lib/html.ts";

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

const nairobiTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: business.timeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Tue 24 Nov, 12:00" on the business's clock. */
export function formatNairobi(instant: Date): string {
  return nairobiTime.format(instant);
}

/** "3 h 05 min", "45 min". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${hours} h ${String(rest).padStart(2, "0")} min`;
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

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
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
    ["Received", `${formatNairobi(inquiry.receivedAt)} (Nairobi time)`],
    ["Waiting", `${formatDuration(inquiry.waitedMs)} of opening hours`],
    ["Reply due", `${formatNairobi(inquiry.dueAt)} (Nairobi time)`],
  ];
  const lead = overdue
    ? `${inquiry.reference} has had no reply, and the ${business.replyWithinHours} business hours promised to the customer are up.`
    : `${inquiry.reference} has had no reply yet, and the ${business.replyWithinHours} business hours promised to the customer are nearly up.`;
  const text = [
    lead,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Answer it in the back office: ${link}`,
  ].join("\n");
  const html = page(
    `<p>${escapeHtml(lead)}</p><table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join(
        "",
      )}</table><p><a href="${escapeHtml(link)}">Answer ${escapeHtml(inquiry.reference)} in the back office</a></p>`,
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
    `${inquiry.reference} · ${inquiry.name} · ${about(inquiry)} · waiting ${formatDuration(inquiry.waitedMs)}${
      inquiry.answered ? " · answered" : ` · due ${formatNairobi(inquiry.dueAt)}`
    }`;
  const subject = `${business.shortName} inquiries, ${date}: ${groups.overdue.length} overdue, ${groups.dueToday.length} due today, ${total} open`;
  const summary = `${total} open ${total === 1 ? "inquiry" : "inquiries"}: ${groups.overdue.length} overdue, ${groups.dueToday.length} due today, ${groups.rest.length} more. Times are Nairobi time; waiting counts opening hours.`;
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
  const html = page(
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
