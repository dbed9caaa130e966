// What each entry of an inquiry's trail records (inquiry_events.detail, as
// JSON). Written by the back office's actions, the intake and the
// reminders; read by the inquiry page and the customer's 'My inquiries'.

import type { InquiryStatus } from "./status.ts";

export interface EventDetails {
  /** Null: from the website's form. */
  received: null | { via: "email" };
  /**
   * Received but held as spam (instead of 'received'): stored, with no
   * e-mail to anyone and no reply clock, until staff say it is not spam.
   */
  held: { reason: HoldReason };
  /** Staff said a held inquiry is not spam: acknowledged and on the clock from then. */
  released: { dueAt: string };
  /** The sender's address was blocked (or unblocked) from this inquiry. */
  blocked: { email: string };
  unblocked: { email: string };
  status: { from: InquiryStatus; to: InquiryStatus };
  assigned: { to: string | null; toName: string | null };
  note: { text: string };
  /** An e-mail reply to the customer; its delivery is the outbox row's. */
  reply: { body: string; outboxId: string; to: string; files?: readonly AttachedFile[] };
  /** A WhatsApp chat opened with the customer: not yet an answer. */
  whatsapp: { phone: string; text: string };
  /** Staff confirmed they answered outside e-mail: the first answer, if none came before. */
  answered: { via: "whatsapp" };
  /** A reminder about this inquiry went to the owners. */
  reminder: { kind: "due-soon" };
  exported: { what: string };
  /** Something happened to one of its quotes (sent, viewed, answered…). */
  quote: QuoteEventDetail;
  /** An e-mail from the customer, read from the business mailbox (mail-in/). */
  email: EmailEventDetail;
}

export interface EmailEventDetail {
  /** Its row in mail_in. */
  readonly mailId: string;
  readonly from: string;
  readonly fromName: string | null;
  readonly subject: string;
  /** What they wrote, the quoted history trimmed; "" when it opened the inquiry (its message). */
  readonly text: string;
  /** Kept attachments (mail_in_files), served by the staff's file route. */
  readonly files: readonly AttachedFile[];
  /** Attachments over the size limit: named, not kept. */
  readonly skipped: readonly { name: string; size: number }[];
  /** An automatic answer (an out-of-office, a bounce): it does not mark the inquiry. */
  readonly automatic?: boolean;
  /** It was the e-mail that opened the inquiry (IMAP_NEW_INQUIRIES). */
  readonly opened?: boolean;
}

/**
 * A file an e-mail carried (a reply's mail_attachments, a customer's
 * mail_in_files): downloaded from the inquiry's page by its id.
 */
export interface AttachedFile {
  readonly id: string;
  readonly name: string;
  /** In bytes. */
  readonly size: number;
  /** Its MIME type. */
  readonly type: string;
}
/**
 * Why an inquiry was held as spam: its sender is blocked, it filled in the
 * form's hidden field (a bot), or its message is mostly links (spam-check.ts).
 */
export const HOLD_REASONS = ["blocked", "honeypot", "links"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Why it was held, said after "held as spam:". */
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  blocked: "the sender is blocked",
  honeypot: "the form's hidden field was filled in, as bots do",
  links: "the message is mostly links",
};

export interface QuoteEventDetail {
  readonly quoteId: string;
  readonly number: string;
  readonly event:
    "sent" | "viewed" | "accepted" | "declined" | "change" | "expired" | "whatsapp" | "followed-up";
  readonly totalCents?: number;
  /** The reason for a decline, the change asked for. */
  readonly note?: string | null;
  /** Who accepted, and their purchase-order number. */
  readonly name?: string | null;
  readonly po?: string | null;
  /** The outbox row of the e-mail that carried it. */
  readonly outboxId?: string;
  /** A change asked for past the day's e-mails (CHANGE_EMAILS_PER_DAY): on the trail only. */
  readonly emailed?: false;
}

export type EventKind = keyof EventDetails;

export interface InquiryEvent<K extends EventKind = EventKind> {
  readonly id: string;
  readonly at: string;
  readonly actorId: string | null;
  /** Null: the system (the website, a reminder). */
  readonly actorName: string | null;
  readonly kind: K;
  readonly detail: EventDetails[K];
}

/** A stored row as an event; unknown detail shapes read as null. */
export function readEvent(row: {
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  kind: string;
  detail: string | null;
}): InquiryEvent {
  let detail: unknown = null;
  try {
    detail = row.detail ? JSON.parse(row.detail) : null;
  } catch {
    detail = null;
  }
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    kind: row.kind as EventKind,
    detail: detail as EventDetails[EventKind],
  };
}
