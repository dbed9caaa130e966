// One customer's personal data (Kenya's Data Protection Act 2019): all of
// it as one file for the owner to hand over, or erased. A customer is known
// by their e-mail address: their inquiries, the trail and e-mails of those
// (what the customer wrote back is in the trail, its attachments beside
// it), and their account, if they have one and are not on the team.

import type { Services } from "#app/services.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import type { StaffUser } from "./access.server.ts";
import type { Db } from "#app/platform/db.server.ts";

export async function customerData(db: Db, email: string) {
  const emailKey = email.toLowerCase();
  const inquiries = await db
    .selectFrom("inquiries")
    .selectAll()
    .where("email_key", "=", emailKey)
    .orderBy("created_at")
    .execute();
  const ids = inquiries.map((inquiry) => inquiry.id);
  const [events, mail, receivedMail, account] = await Promise.all([
    ids.length
      ? db
          .selectFrom("inquiry_events")
          .selectAll()
          .where("inquiry_id", "in", ids)
          .orderBy("at")
          .execute()
      : [],
    ids.length
      ? db
          .selectFrom("mail_outbox")
          .select([
            "inquiry_id",
            "kind",
            "recipient",
            "subject",
            "text_body",
            "status",
            "created_at",
            "sent_at",
          ])
          .where("inquiry_id", "in", ids)
          .orderBy("created_at")
          .execute()
      : [],
    ids.length ? receivedMailOf(db, ids) : [],
    db
      .selectFrom("user")
      .select(["id", "name", "email", "emailVerified", "role", "createdAt"])
      .where("email", "=", emailKey)
      .executeTakeFirst(),
  ]);
  return { email: emailKey, account: account ?? null, inquiries, events, mail, receivedMail };
}

/** The e-mails read from the mailbox (their text is their trail entry's) and their files' names. */
async function receivedMailOf(db: Db, ids: string[]) {
  const [messages, files] = await Promise.all([
    db
      .selectFrom("mail_in")
      .select(["id", "inquiry_id", "from_address", "subject", "sent_at", "imported_at"])
      .where("inquiry_id", "in", ids)
      .orderBy("imported_at")
      .execute(),
    db
      .selectFrom("mail_in_files")
      .select(["mail_id", "filename", "content_type", "size"])
      .where("inquiry_id", "in", ids)
      .execute(),
  ]);
  return messages.map(({ id, ...message }) => ({
    ...message,
    attachments: files
      .filter((file) => file.mail_id === id)
      .map(({ filename, content_type, size }) => ({ filename, content_type, size })),
  }));
}

/** Erases everything about the customer of `inquiry`. Returns what went. */
export async function eraseCustomer(
  services: Pick<Services, "db" | "auth">,
  inquiry: { email: string },
  actor: StaffUser,
): Promise<{ inquiries: number; account: boolean }> {
  const { db } = services;
  const emailKey = inquiry.email.toLowerCase();
  const inquiries = await db.transaction().execute(async (trx) => {
    const ids = (
      await trx.selectFrom("inquiries").select("id").where("email_key", "=", emailKey).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("mail_outbox").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("mail_in_files").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("mail_in").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("inquiry_events").where("inquiry_id", "in", ids).execute();
    await trx.deleteFrom("inquiries").where("id", "in", ids).execute();
    return ids.length;
  });
  // A member of the team keeps their account: taking them off the team comes first.
  const account = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where("email", "=", emailKey)
    .executeTakeFirst();
  const eraseAccount = Boolean(account && account.role !== "owner" && account.role !== "staff");
  if (account && eraseAccount) {
    const context = await services.auth.$context;
    await context.internalAdapter.deleteUser(account.id);
  }
  // Who erased how much; nothing about whom.
  logger.info({ by: actor.id, inquiries, account: eraseAccount }, "Customer data erased");
  return { inquiries, account: eraseAccount };
}
