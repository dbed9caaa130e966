// Each member's choice of the back office's e-mails (mail-choices.ts),
// stored only where they chose (staff_mail_choices, migration 0017). The
// reminder pass and assignments ask who wants an e-mail, then queue it here.

import { randomUUID } from "node:crypto";
import type { Db, Trx } from "#app/platform/db.server.ts";
import { STAFF_MAIL_NAMES, type StaffMail, wantedByDefault } from "./mail-choices.ts";
import type { StaffEmail } from "./reminder-emails.server.ts";
import { STAFF_ROLES, type StaffRole } from "./roles.ts";

export type MailChoices = Record<StaffMail, boolean>;

/** What one member gets: their choices, their role's defaults elsewhere. */
export async function mailChoicesOf(db: Db, userId: string, role: StaffRole): Promise<MailChoices> {
  const rows = await db
    .selectFrom("staff_mail_choices")
    .select(["mail", "wanted"])
    .where("user_id", "=", userId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.mail, Number(row.wanted) === 1]));
  return Object.fromEntries(
    STAFF_MAIL_NAMES.map((mail) => [mail, chosen.get(mail) ?? wantedByDefault(mail, role)]),
  ) as MailChoices;
}

/** Saves a member's choices (every e-mail, so a default no longer decides). */
export async function saveMailChoices(
  db: Db,
  userId: string,
  choices: MailChoices,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const mail of STAFF_MAIL_NAMES) {
      const wanted = choices[mail] ? 1 : 0;
      await trx
        .insertInto("staff_mail_choices")
        .values({ user_id: userId, mail, wanted, changed_at: at })
        .onConflict((oc) => oc.columns(["user_id", "mail"]).doUpdateSet({ wanted, changed_at: at }))
        .execute();
    }
  });
}

export interface MailRecipient {
  readonly id: string;
  readonly email: string;
}

/**
 * The members who get `mail`, by address: a member's own choice, or else
 * their role's default. `only` narrows it to some members (an assignee).
 */
export async function membersWanting(
  db: Db | Trx,
  mail: StaffMail,
  { only }: { only?: readonly string[] } = {},
): Promise<MailRecipient[]> {
  const byDefault = STAFF_ROLES.filter((role) => wantedByDefault(mail, role));
  return db
    .selectFrom("user")
    .leftJoin("staff_mail_choices as choice", (join) =>
      join.onRef("choice.user_id", "=", "user.id").on("choice.mail", "=", mail),
    )
    .select(["user.id", "user.email"])
    .where("user.role", "in", [...STAFF_ROLES])
    .$if(only !== undefined, (qb) => qb.where("user.id", "in", only?.length ? only : [""]))
    .where((eb) =>
      eb.or([
        eb("choice.wanted", "=", 1),
        ...(byDefault.length > 0
          ? [eb.and([eb("choice.wanted", "is", null), eb("user.role", "in", byDefault)])]
          : []),
      ]),
    )
    .orderBy("user.email")
    .execute();
}

/** Queues one e-mail to each of `to`, through the outbox. */
export async function queueForMembers(
  trx: Db | Trx,
  {
    to,
    email,
    kind,
    inquiryId,
    messageId,
    queuedAt,
  }: {
    to: MailRecipient[];
    email: StaffEmail;
    kind: "reminder" | "digest" | "assignment";
    inquiryId: string | null;
    messageId: (member: MailRecipient) => string;
    queuedAt: string;
  },
): Promise<void> {
  await trx
    .insertInto("mail_outbox")
    .values(
      to.map((member) => ({
        id: randomUUID(),
        inquiry_id: inquiryId,
        kind,
        message_id: messageId(member),
        in_reply_to: null,
        recipient: member.email,
        reply_to: null,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html,
        next_attempt_at: queuedAt,
        created_at: queuedAt,
      })),
    )
    .execute();
}
