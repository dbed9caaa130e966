import type { Kysely } from "kysely";

// What an owner lets a member of staff do beyond their role, one row per
// permission given (the first: 'catalogue', editing products and
// categories). Owners have every permission through their role and need no
// row. A row goes with its account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_permissions")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("permission", "text", (c) => c.notNull())
    .addColumn("granted_at", "text", (c) => c.notNull())
    // The owner who gave it; null from the command line.
    .addColumn("granted_by", "text")
    .addPrimaryKeyConstraint("staff_permissions_pk", ["user_id", "permission"])
    .execute();
}
