// Times as the back office shows them: Nairobi's clock, and how long an
// inquiry has waited against the reply promise. `now` comes from the
// loader, so the server's and the browser's renders agree.

import { businessMsBetween, isDueSoon } from "#app/business/business-hours.ts";
import { formatOpeningTime, formatWhen } from "#app/business/time.ts";
import { CLOSED_STATUSES, type InquiryStatus } from "#app/inquiries/status.ts";

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
  if (left <= 0) {
    const late = businessMsBetween(new Date(due), new Date(now));
    return { kind: "overdue", label: `Overdue by ${formatOpeningTime(late)}` };
  }
  return {
    kind: "due",
    label: `Reply due ${formatWhen(inquiry.dueAt)}`,
    soon: isDueSoon(new Date(due), new Date(now)),
  };
}
