// An inquiry's life in the back office: its statuses, what can happen to it
// (the audit trail's kinds) and the e-mails sent about it. Browser and
// server alike.

export const INQUIRY_STATUSES = ["new", "in_progress", "quoted", "won", "lost", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** Closed: no reply is owed, and retention may delete them after a while. */
export const CLOSED_STATUSES: readonly InquiryStatus[] = ["won", "lost", "spam"];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (INQUIRY_STATUSES as readonly string[]).includes(value);
}

export const MAIL_KINDS = [
  "notification",
  "acknowledgement",
  "reply",
  "reminder",
  "digest",
  /** To a member of staff: an inquiry was assigned to them. */
  "assignment",
  /** A quote to the customer, with its PDF. */
  "quote",
  /** A follow-up about a quote still waiting for its answer. */
  "quote_follow_up",
  /** To the business: a customer answered a quote. */
  "quote_answer",
  /** To the customer: their acceptance, and how to pay. */
  "quote_confirmation",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
