// Times as the back office shows them: Nairobi's clock, and how long an
// inquiry has waited against the reply promise. `now` comes from the
// loader, so the server's and the browser's renders agree.

import { business } from "#app/business/details.ts";
import { CLOSED_STATUSES, type InquiryStatus } from "#app/inquiries/status.ts";

const dateTime = new Intl.DateTimeFormat("en-KE", {
  timeZone: business.timeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Mon 23 Nov, 14:05" in Nairobi. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A duration as people say it: "45 min", "3 h", "2 d". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export type PromiseState =
  | { kind: "answered"; label: string }
  | { kind: "closed"; label: string }
  | { kind: "overdue"; label: string }
  | { kind: "due"; label: string; soon: boolean };

/** Where an inquiry stands against the reply promise at `now`. */
export function promiseState(
  inquiry: { dueAt: string; firstReplyAt: string | null; status: InquiryStatus },
  now: string,
): PromiseState {
  const due = Date.parse(inquiry.dueAt);
  // Closed without a reply (spam, say): nothing is owed.
  if (!inquiry.firstReplyAt && CLOSED_STATUSES.includes(inquiry.status)) {
    return { kind: "closed", label: "No reply owed" };
  }
  if (inquiry.firstReplyAt) {
    const late = Date.parse(inquiry.firstReplyAt) > due;
    return { kind: "answered", label: late ? "Answered late" : "Answered in time" };
  }
  const left = due - Date.parse(now);
  if (left <= 0) return { kind: "overdue", label: `Overdue by ${formatDuration(-left)}` };
  return {
    kind: "due",
    label: `Reply due ${formatWhen(inquiry.dueAt)}`,
    soon: left < 3 * 3_600_000,
  };
}
