// One e-mail from the business mailbox into the back office. A reply to one
// of our messages (In-Reply-To or References naming a Message-ID of the
// outbox), or one whose subject quotes a reference, goes onto that
// inquiry's timeline with its attachments, and marks it 'customer replied'.
// Another can open an inquiry (IMAP_NEW_INQUIRIES), through the website's
// own intake. The database says what was imported: the message's key is
// unique in mail_in, written in the transaction that adds the entry, so a
// second reader or a re-read after a crash imports nothing twice.

import { randomUUID } from "node:crypto";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { business } from "#app/business/details.ts";
import { addressIn } from "#app/lib/email-address.ts";
import type { Db, Trx } from "#app/platform/db.server.ts";
import type { AttachedFile, EmailEventDetail } from "../events.ts";
import type { ProductNames } from "../emails.server.ts";
import { type InquiryInput, INQUIRY_LIMITS, inquirySchema } from "../schema.ts";
import { tooManyLinks } from "../spam-check.ts";
import { submitInquiry } from "../store.server.ts";
import { addEvent, after } from "../trail.server.ts";
import { MAX_FILE_BYTES } from "./limits.ts";
import { withoutQuotedHistory } from "./quoted.ts";

/** Mail older than this does not open an inquiry: turning the setting on must not answer last month's mail. */
export const NEW_INQUIRY_MAX_AGE_MS = 3 * 24 * 3_600_000;

/** The longest text kept of one e-mail; a customer's answer is far shorter. */
const MAX_TEXT = 20_000;

export interface MailInOptions {
  readonly db: Db;
  /** The site's origin and the business inbox: what the intake needs to open an inquiry. */
  readonly origin: string;
  readonly recipient: string;
  readonly catalogue: ProductNames;
  /** IMAP_NEW_INQUIRIES: mail that answers none of ours opens an inquiry. */
  readonly newInquiries: boolean;
  /** Addresses of our own (MAIL_FROM, INQUIRY_TO; "Name <address>" or bare): never an inquiry. */
  readonly ownAddresses?: readonly string[];
  readonly now?: () => Date;
}

/** Where the message sits: its key when it has no Message-ID. */
export interface MailboxPlace {
  readonly mailbox: string;
  readonly uidValidity: bigint | number | string;
  readonly uid: number;
  /** When the mailbox received it. */
  readonly receivedAt?: Date | undefined;
}

export type ImportResult =
  | { kind: "added"; inquiryId: string; reference: string }
  | { kind: "opened"; inquiryId: string; reference: string }
  /** Imported before: by another reader, or by this one before a crash. */
  | { kind: "known" }
  /** Left in the mailbox for a person: not an answer to us, or one of our own. */
  | { kind: "not-ours"; reason: string };

class AlreadyImported extends Error {}

/** The <id> tokens of a Message-ID list header. */
function messageIds(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(" ") : (value ?? "");
  return [...text.matchAll(/<[^<>\s]{1,250}>/g)].map((match) => match[0]);
}

type Sender = { address: string; name: string | null };

function firstAddress(value: AddressObject | AddressObject[] | undefined): Sender | null {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  for (const entry of list.flatMap((object) => object.value)) {
    if (entry.address)
      return { address: entry.address.toLowerCase(), name: entry.name?.trim() || null };
  }
  return null;
}

/** An out-of-office, a bounce, a list: a machine wrote it. */
function isAutomatic(mail: ParsedMail): boolean {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === "string" ? value.toLowerCase() : value ? String(value) : "";
  };
  const submitted = header("auto-submitted");
  return (
    (submitted !== "" && submitted !== "no") ||
    /^(bulk|junk|list|auto_reply)$/.test(header("precedence")) ||
    mail.headers.has("x-autoreply") ||
    mail.headers.has("x-autorespond") ||
    /^(mailer-daemon|postmaster)@/.test(firstAddress(mail.from)?.address ?? "")
  );
}

/** A file name safe to show and to send back in Content-Disposition. */
export function safeFileName(name: string | undefined): string {
  const cleaned = (name ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"\\/]/g, "")
    .trim()
    .slice(-120);
  return cleaned || "attachment";
}

function contentType(value: string | undefined): string {
  return value && /^[\w.+-]+\/[\w.+-]+$/.test(value)
    ? value.toLowerCase()
    : "application/octet-stream";
}

/** The inquiry the message answers: by its thread's Message-IDs, else by a reference in the subject. */
async function answeredInquiry(db: Db, mail: ParsedMail) {
  const thread = [...messageIds(mail.inReplyTo), ...messageIds(mail.references)];
  if (thread.length > 0) {
    const ours = await db
      .selectFrom("mail_outbox")
      .innerJoin("inquiries", "inquiries.id", "mail_outbox.inquiry_id")
      .select(["inquiries.id", "inquiries.reference"])
      .where("mail_outbox.message_id", "in", thread.slice(0, 100))
      .executeTakeFirst();
    if (ours) return ours;
  }
  const pattern = new RegExp(`\\b${business.referencePrefix}-\\d{1,9}\\b`, "g");
  const references = [...new Set((mail.subject ?? "").match(pattern) ?? [])];
  if (references.length === 0) return null;
  return (
    (await db
      .selectFrom("inquiries")
      .select(["id", "reference"])
      .where("reference", "in", references.slice(0, 10))
      .executeTakeFirst()) ?? null
  );
}

/** Stores the attachments within the limit; names the others. */
async function keepFiles(trx: Trx, mail: ParsedMail, mailId: string, inquiryId: string) {
  const files: AttachedFile[] = [];
  const skipped: { name: string; size: number }[] = [];
  for (const attachment of mail.attachments) {
    const name = safeFileName(attachment.filename);
    const size = attachment.content.length;
    if (size > MAX_FILE_BYTES) {
      skipped.push({ name, size });
      continue;
    }
    const id = randomUUID();
    const type = contentType(attachment.contentType);
    await trx
      .insertInto("mail_in_files")
      .values({
        id,
        mail_id: mailId,
        inquiry_id: inquiryId,
        filename: name,
        content_type: type,
        size,
        content: attachment.content,
      })
      .execute();
    files.push({ id, name, size, type });
  }
  return { files, skipped };
}

/** The inquiry an unanswered e-mail opens, as the form would take it; null when it cannot. */
function inquiryFrom(mail: ParsedMail, sender: Sender): InquiryInput | null {
  const subject = (mail.subject ?? "").trim();
  const text = withoutQuotedHistory(mail.text ?? "");
  const message = [subject, text].filter(Boolean).join("\n\n").slice(0, INQUIRY_LIMITS.message);
  const parsed = inquirySchema.safeParse({
    name: (sender.name ?? sender.address.split("@")[0] ?? "").replace(/\s+/g, " ").slice(0, 100),
    email: sender.address,
    message: message || undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** The inquiry an e-mail that answers none of ours opens; or why it opens none. */
function newInquiry(
  mail: ParsedMail,
  {
    sender,
    automatic,
    receivedAt,
  }: { sender: Sender | null; automatic: boolean; receivedAt: Date | undefined },
  { newInquiries, ownAddresses = [], now = () => new Date() }: MailInOptions,
): InquiryInput | Extract<ImportResult, { kind: "not-ours" }> {
  const notOurs = (reason: string) => ({ kind: "not-ours" as const, reason });
  if (!newInquiries) return notOurs("answers none of our e-mails");
  const own = [business.email, ...ownAddresses].map((value) =>
    (addressIn(value) ?? value).trim().toLowerCase(),
  );
  if (automatic || !sender || own.includes(sender.address))
    return notOurs("sent by a machine or by us");
  if (receivedAt && now().getTime() - receivedAt.getTime() > NEW_INQUIRY_MAX_AGE_MS)
    return notOurs("too old to open an inquiry");
  return inquiryFrom(mail, sender) ?? notOurs("no sender an inquiry could answer");
}

/**
 * Imports one raw message (RFC 5322). Throws only when the database does:
 * the message then stays unflagged, and the next pass tries again.
 */
export async function importMessage(
  source: Buffer,
  place: MailboxPlace,
  options: MailInOptions,
): Promise<ImportResult> {
  const { db, now = () => new Date() } = options;
  let mail: ParsedMail;
  try {
    mail = await simpleParser(source);
  } catch {
    return { kind: "not-ours", reason: "a message that cannot be read" };
  }
  const messageId = messageIds(mail.messageId)[0];
  const key = messageId ?? `uid:${place.mailbox}:${place.uidValidity}:${place.uid}`;

  // A copy of one of ours (the business's notification lands in this very
  // mailbox when INQUIRY_TO is it): its subject names a reference too.
  if (messageId) {
    const own = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("message_id", "=", messageId)
      .executeTakeFirst();
    if (own) return { kind: "not-ours", reason: "one of our own e-mails" };
  }
  const known = await db
    .selectFrom("mail_in")
    .select("id")
    .where("message_key", "=", key)
    .executeTakeFirst();
  if (known) return { kind: "known" };

  const sender = firstAddress(mail.from);
  const automatic = isAutomatic(mail);
  const answered = await answeredInquiry(db, mail);
  const sentAt = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : undefined;
  const opening = answered
    ? null
    : newInquiry(mail, { sender, automatic, receivedAt: place.receivedAt ?? sentAt }, options);
  if (opening && "kind" in opening) return opening;

  const at = now();
  const atIso = at.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const inquiry =
        answered ??
        (await submitInquiry(trx, opening as InquiryInput, {
          recipient: options.recipient,
          origin: options.origin,
          catalogue: options.catalogue,
          now: at,
          via: "email",
          // Held as the form's would be: a blocked sender, or links more than words.
          hold: tooManyLinks((opening as InquiryInput).message) ? "links" : null,
        }));
      const mailId = randomUUID();
      const claimed = await trx
        .insertInto("mail_in")
        .values({
          id: mailId,
          message_key: key,
          inquiry_id: inquiry.id,
          from_address: sender?.address ?? "",
          subject: (mail.subject ?? "").slice(0, 500),
          sent_at: sentAt?.toISOString() ?? null,
          imported_at: atIso,
        })
        .onConflict((conflict) => conflict.column("message_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      // Another reader took it first: undo the inquiry this one opened, if any.
      if (!claimed) throw new AlreadyImported();
      const { files, skipped } = await keepFiles(trx, mail, mailId, inquiry.id);
      const detail: EmailEventDetail = {
        mailId,
        from: sender?.address ?? "",
        fromName: sender?.name ?? null,
        subject: (mail.subject ?? "").slice(0, 500),
        text: answered ? withoutQuotedHistory(mail.text ?? "").slice(0, MAX_TEXT) : "",
        files,
        skipped,
        ...(automatic ? { automatic } : {}),
        ...(answered ? {} : { opened: true }),
      };
      // A millisecond after the 'received' entry of an inquiry it opened.
      await addEvent(trx, inquiry.id, null, "email", detail, answered ? atIso : after(atIso));
      if (answered) {
        await trx
          .updateTable("inquiries")
          .set({ updated_at: atIso })
          .where("id", "=", inquiry.id)
          .execute();
        // An automatic answer, or one on an inquiry marked spam, waits on no one.
        if (!automatic) {
          await trx
            .updateTable("inquiries")
            .set({ customer_replied_at: atIso })
            .where("id", "=", inquiry.id)
            .where("status", "!=", "spam")
            .execute();
        }
      }
      return {
        kind: answered ? "added" : "opened",
        inquiryId: inquiry.id,
        reference: inquiry.reference,
      };
    });
  } catch (error) {
    if (error instanceof AlreadyImported) return { kind: "known" };
    throw error;
  }
}
