// The tables the migrations make, as the code reads them: one type per
// table, beside the migrations that define them.

import type { Generated } from "kysely";
import type { EventKind } from "#app/inquiries/events.ts";
import type { InquiryStatus, MailKind } from "#app/inquiries/status.ts";
import type { ProductStatus } from "#app/catalogue/product-schema.ts";
import type { QuoteStatus } from "#app/quotes/status.ts";

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
  /** What the inquiry was won for: its accepted quote's total, in cents. */
  value_cents: number | null;
  /** The customer e-mailed since staff last replied: when (0014). */
  customer_replied_at: string | null;
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

/** A whole number of cents, or basis points (1600 is 16%). */
type Int = number;

export interface QuotesTable {
  id: string;
  inquiry_id: string;
  /** Q-10001, Q-10001-2 for its first revision. */
  number: string;
  series: Int;
  revision: Int;
  /** The customer's link token; null while a draft. */
  token: string | null;
  status: Generated<QuoteStatus>;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  company: string | null;
  kra_pin: string | null;
  prices_include_vat: boolean | number;
  vat_basis_points: Int;
  discount_kind: "percent" | "amount" | null;
  discount_value: Int | null;
  note: string | null;
  terms: string | null;
  /** The last day it is valid, on the business's clock (YYYY-MM-DD). */
  valid_until: string;
  subtotal_cents: Generated<Int>;
  discount_cents: Generated<Int>;
  vat_cents: Generated<Int>;
  total_cents: Generated<Int>;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  sent_at: string | null;
  viewed_at: string | null;
  answered_at: string | null;
  /** Who accepted (their full name). */
  answer_name: string | null;
  /** Their purchase-order number. */
  answer_po: string | null;
  /** A decline's reason, or the change asked for. */
  answer_note: string | null;
  /** The revision that replaced it. */
  replaced_by: string | null;
  expired_at: string | null;
}

export interface QuoteLinesTable {
  id: string;
  quote_id: string;
  position: Int;
  /** The catalogue product, or null for a free line (delivery, installation). */
  product_id: string | null;
  description: string;
  quantity: Int;
  unit_price_cents: Int;
  discount_kind: "percent" | "amount" | null;
  discount_value: Int | null;
  vatable: boolean | number;
}

export interface MailAttachmentsTable {
  id: string;
  outbox_id: string;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

/** A customer's e-mail read from the business mailbox (0014); its text is its trail entry's. */
export interface MailInTable {
  id: string;
  /** The Message-ID, or "uid:<mailbox>:<uidvalidity>:<uid>" without one: imported once. */
  message_key: string;
  inquiry_id: string;
  from_address: string;
  subject: string;
  sent_at: string | null;
  imported_at: string;
}

/** An attachment of an imported e-mail. */
export interface MailInFilesTable {
  id: string;
  mail_id: string;
  inquiry_id: string;
  filename: string;
  content_type: string;
  size: Int;
  content: Uint8Array;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  name: string;
  /** An emoji. */
  icon: string;
  description: string;
  position: Int;
  created_at: string;
  updated_at: string;
  /** Raised by every change (0018): a save based on an older one is refused. */
  version: Generated<Int>;
}

/** A change to a category (0018): who, when, and what. */
export interface CategoryChangesTable {
  id: string;
  category_id: string;
  version: Int;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  /** JSON: { field: [before, after] }. */
  changes: string;
}

/** A change to a product's photos (0018), shown in its history. */
export interface ProductPhotoChangesTable {
  id: string;
  product_id: string;
  photo_id: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: "added" | "removed" | "moved" | "main" | "focal" | "alt";
  /** JSON: { alt, from?, to? }. */
  detail: string;
}

export interface ProductsTable {
  id: string;
  slug: string;
  name: string;
  category_id: string;
  description: string;
  /** A JSON array of 3 to 6 short lines. */
  specifications: string;
  illustration: string;
  featured: boolean | number;
  status: ProductStatus;
  seo_title: string | null;
  seo_description: string | null;
  /** Private: never in a public response. */
  list_price_cents: Int | null;
  position: Int;
  version: Generated<Int>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ProductOldSlugsTable {
  slug: string;
  product_id: string;
  created_at: string;
}

export interface CategoryOldSlugsTable {
  slug: string;
  category_id: string;
  created_at: string;
}

export interface ProductChangesTable {
  id: string;
  product_id: string;
  version: Int;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  /** JSON: { field: [before, after] }. */
  changes: string;
  /** JSON: the whole product after the save. */
  snapshot: string;
}

export interface ProductPhotosTable {
  id: string;
  product_id: string;
  /** 0..n-1 on its product, no gaps; 0 is the main photo. */
  position: Int;
  alt: string;
  /** The 4:3 crop's centre, as fractions (0..1) of the width and height. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  /** The normalised original (JPEG): oriented, sRGB, no metadata. */
  original: Uint8Array;
  width: Int;
  height: Int;
  created_at: string;
  /** The staff member's id. */
  created_by: string | null;
}

export interface PhotoVariantsTable {
  /** <photo id>-<hash of the bytes>-<width>.<format>: served as /photos/<name>, immutable. */
  name: string;
  photo_id: string;
  format: "avif" | "webp";
  width: Int;
  height: Int;
  bytes: Uint8Array;
  content_type: string;
}

/** One visitor's view of a product on one day: counted once. */
export interface ProductViewsTable {
  product_id: string;
  /** The Nairobi date (YYYY-MM-DD). */
  day: string;
  /** A keyed hash of address and user agent under the day's salt. */
  visitor: string;
}

/** The salt of a day's visitor hashes, deleted once the day is over. */
export interface ViewSaltsTable {
  day: string;
  salt: string;
}

/** A permission an owner gave a member of staff beyond their role (0011). */
export interface StaffPermissionsTable {
  user_id: string;
  /** A grant of app/back-office/roles.ts: "catalogue". */
  permission: string;
  granted_at: string;
  granted_by: string | null;
}

/** A member's choice of one back-office e-mail (0017); none: their role's default. */
export interface StaffMailChoicesTable {
  user_id: string;
  /** A StaffMail of app/back-office/mail-choices.ts. */
  mail: string;
  /** 1 wanted, 0 not. */
  wanted: number;
  changed_at: string;
}

/** A reply staff send often, with placeholders (migration 0016). */
export interface SavedAnswersTable {
  id: string;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  updated_by_name: string | null;
}

/** A sender whose inquiries are held as spam (0015), by the inquiries' email_key. */
export interface BlockedSendersTable {
  email_key: string;
  blocked_at: string;
  /** The member of staff, and their name then. */
  blocked_by: string | null;
  blocked_by_name: string | null;
  /** The inquiry it was blocked from, if it is still kept. */
  inquiry_id: string | null;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  product_old_slugs: ProductOldSlugsTable;
  category_old_slugs: CategoryOldSlugsTable;
  product_changes: ProductChangesTable;
  category_changes: CategoryChangesTable;
  product_photo_changes: ProductPhotoChangesTable;
  product_photos: ProductPhotosTable;
  photo_variants: PhotoVariantsTable;
  product_views: ProductViewsTable;
  view_salts: ViewSaltsTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  mail_attachments: MailAttachmentsTable;
  mail_in: MailInTable;
  mail_in_files: MailInFilesTable;
  inquiries: InquiriesTable;
  mail_outbox: MailOutboxTable;
  inquiry_rate_limit: InquiryRateLimitTable;
  health_probe: HealthProbeTable;
  inquiry_events: InquiryEventsTable;
  user: UserTable;
  counters: CountersTable;
  sent_notices: SentNoticesTable;
  staff_permissions: StaffPermissionsTable;
  staff_mail_choices: StaffMailChoicesTable;
  saved_answers: SavedAnswersTable;
  blocked_senders: BlockedSendersTable;
}
