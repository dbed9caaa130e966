// What owners let members of staff do beyond their role (roles.ts GRANTS),
// stored one row per member and permission (staff_permissions, migration
// 0011). Read with the member on every back-office request; given and taken
// away on the Team page.

import type { Db, Trx } from "#app/platform/db.server.ts";
import { type Grant, isGrant } from "./roles.ts";

/** The grants one member holds. */
export async function grantsOf(db: Db, userId: string): Promise<Grant[]> {
  const rows = await db
    .selectFrom("staff_permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .orderBy("permission")
    .execute();
  return rows.map((row) => row.permission).filter(isGrant);
}

/** Every member's grants, by their id (members with none are absent). */
export async function grantsByMember(db: Db): Promise<Map<string, Grant[]>> {
  const rows = await db
    .selectFrom("staff_permissions")
    .select(["user_id", "permission"])
    .orderBy("permission")
    .execute();
  const byMember = new Map<string, Grant[]>();
  for (const row of rows) {
    if (!isGrant(row.permission)) continue;
    byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row.permission]);
  }
  return byMember;
}

/** Gives `grant` to a member (`on`), or takes it away. Whether anything changed. */
export async function setGrant(
  db: Db | Trx,
  userId: string,
  grant: Grant,
  on: boolean,
  { by, now = new Date() }: { by: string | null; now?: Date },
): Promise<boolean> {
  if (!on) {
    const removed = await db
      .deleteFrom("staff_permissions")
      .where("user_id", "=", userId)
      .where("permission", "=", grant)
      .executeTakeFirst();
    return removed.numDeletedRows > 0n;
  }
  const added = await db
    .insertInto("staff_permissions")
    .values({ user_id: userId, permission: grant, granted_at: now.toISOString(), granted_by: by })
    .onConflict((oc) => oc.columns(["user_id", "permission"]).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Takes every grant away: a member leaving the team comes back, if ever, with none. */
export async function dropGrants(db: Db | Trx, userId: string): Promise<void> {
  await db.deleteFrom("staff_permissions").where("user_id", "=", userId).execute();
}
