// The files kept with an inquiry: those its e-mails carried (mail_attachments
// of its outbox rows: a reply's attachments, a quote's PDF), and those the
// customer's e-mails carried (mail_in_files, read from the business
// mailbox). They go with the inquiry when it is erased or expires.

import type { Db } from "#app/platform/db.server.ts";

export interface InquiryFile {
  readonly name: string;
  readonly type: string;
  readonly content: Uint8Array;
}

/** One file of the inquiry, or null (unknown, or another inquiry's). */
export async function findInquiryFile(
  db: Db,
  inquiryId: string,
  fileId: string,
): Promise<InquiryFile | null> {
  const row = await db
    .selectFrom("mail_attachments")
    .innerJoin("mail_outbox", "mail_outbox.id", "mail_attachments.outbox_id")
    .select([
      "mail_attachments.filename",
      "mail_attachments.content_type",
      "mail_attachments.content",
    ])
    .where("mail_attachments.id", "=", fileId)
    .where("mail_outbox.inquiry_id", "=", inquiryId)
    .unionAll((eb) =>
      eb
        .selectFrom("mail_in_files")
        .select(["filename", "content_type", "content"])
        .where("id", "=", fileId)
        .where("inquiry_id", "=", inquiryId),
    )
    .executeTakeFirst();
  return row ? { name: row.filename, type: row.content_type, content: row.content } : null;
}

/**
 * A download's Content-Disposition: the name in ASCII for old clients
 * (quotes and anything outside printable ASCII replaced) and, exactly, in
 * UTF-8 (RFC 6266).
 */
export function attachmentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}
