// The tables the migrations make, as the code reads them: one type per
// table, beside the migrations that define them.

import type { Generated } from "kysely";
import type { EventKind } from "#app/inquiries/events.ts";
import type { InquiryStatus, MailKind } from "#app/inquiries/status.ts";

export interface InquiriesTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  product: string | null;
  page: string | null;
  reference: string;
  status: Generated<InquiryStatus>;
  email_key: string;
  phone_key: string | null;
  assignee_id: string | null;
  /** When the first reply is due, in opening hours (business-hours.ts). */
  due_at: string;
  first_reply_at: string | null;
  /** Set when the status becomes won, lost or spam; retention counts from it. */
  closed_at: string | null;
  updated_at: string;
}

export interface InquiryEventsTable {
  id: string;
  inquiry_id: string;
  at: string;
  /** The staff member; null for the system (the site, a reminder). */
  actor_id: string | null;
  actor_name: string | null;
  kind: EventKind;
  /** JSON: what changed (from and to, the note, the reply). */
  detail: string | null;
}

/** better-auth's user table (0002, 0005), as the back office reads it. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  /** Null or "user" for customers; "owner" or "staff" (app/back-office/roles.ts). */
  role: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface SentNoticesTable {
  key: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: string;
  inquiry_id: string | null;
  kind: Generated<MailKind>;
  message_id: string;
  /** The Message-ID this one answers (a reply under the acknowledgement). */
  in_reply_to: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<"pending" | "sent">;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_token: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface InquiryRateLimitTable {
  key: string;
  hits: number;
  reset_at: string;
}

export interface HealthProbeTable {
  id: string;
  checked_at: string;
  filler: string;
}

export interface Database {
  inquiries: InquiriesTable;
  mail_outbox: MailOutboxTable;
  inquiry_rate_limit: InquiryRateLimitTable;
  health_probe: HealthProbeTable;
  inquiry_events: InquiryEventsTable;
  user: UserTable;
  counters: CountersTable;
  sent_notices: SentNoticesTable;
}
