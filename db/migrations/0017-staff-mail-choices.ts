import type { Kysely } from "kysely";

// Which of the back office's e-mails each member gets ('due-soon', 'digest',
// 'assignment': app/back-office/mail-choices.ts). A row only where the
// member chose; without one, their role's default holds. A row goes with
// its account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_mail_choices")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("mail", "text", (c) => c.notNull())
    // 1: wanted, 0: not (an integer on both databases).
    .addColumn("wanted", "integer", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_mail_choices_pk", ["user_id", "mail"])
    .execute();
}
