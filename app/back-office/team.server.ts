// The team: who works in the back office, with which role. One set of
// operations for the command line (`npm run staff`) and the owner's Team
// page. A new member gets an account with a verified e-mail and no
// password, and an e-mail with a link to choose one (better-auth's reset
// flow, marked as an invitation so the e-mail says so).

import { type Auth, INVITATION_REDIRECT } from "#app/accounts/auth.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { dropGrants, grantsByMember, grantsOf, setGrant } from "./grants.server.ts";
import { type Grant, type StaffRole, isStaffRole } from "./roles.ts";

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
  /** Permissions an owner gave them beyond their role (roles.ts GRANTS). */
  readonly grants: readonly Grant[];
}

export class TeamError extends Error {}

function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

export async function listTeam(db: Db): Promise<TeamMember[]> {
  const [rows, grants] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "name", "email", "role"])
      .where("role", "in", ["owner", "staff"])
      .orderBy("role")
      .orderBy("name")
      .execute(),
    grantsByMember(db),
  ]);
  return rows.flatMap((row) =>
    isStaffRole(row.role) ? [{ ...row, role: row.role, grants: grants.get(row.id) ?? [] }] : [],
  );
}

/**
 * Gives `email` the role, creating the account if there is none, and sends
 * it a link to choose a password. Returns whether the account is new, or
 * already on the team: then nothing changes and nothing is sent (a second
 * link would only confuse; the role is changed on the member's row).
 */
export async function addToTeam(
  { db, auth }: { db: Db; auth: Auth },
  { email, role, name }: { email: string; role: StaffRole; name?: string },
): Promise<{ created: boolean; already: boolean; member: TeamMember }> {
  const address = email.trim().toLowerCase();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(address);
  let id: string;
  let created = false;
  const onTeam = existing && isStaffRole((existing.user as { role?: string | null }).role ?? null);
  if (existing && onTeam) {
    const member = await db
      .selectFrom("user")
      .select(["id", "name", "email", "role"])
      .where("id", "=", existing.user.id)
      .executeTakeFirstOrThrow();
    const { id: memberId, name: memberName, email: memberEmail } = member;
    return {
      created: false,
      already: true,
      member: {
        id: memberId,
        name: memberName,
        email: memberEmail,
        role: isStaffRole(member.role) ? member.role : role,
        grants: await grantsOf(db, memberId),
      },
    };
  }
  if (existing) {
    id = existing.user.id;
    // Opening the e-mailed link proves the address, as verification would.
    await context.internalAdapter.updateUser(id, { role, emailVerified: true });
  } else {
    const user = await context.internalAdapter.createUser(
      {
        email: address,
        name: name?.trim() || nameFromEmail(address),
        emailVerified: true,
        role,
      },
      { method: "admin" },
    );
    id = user.id;
    created = true;
  }
  await auth.api.requestPasswordReset({
    body: { email: address, redirectTo: INVITATION_REDIRECT },
  });
  const member = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { created, already: false, member: { ...member, role, grants: await grantsOf(db, id) } };
}

/**
 * Gives a member of staff a permission beyond their role, or takes it
 * away. Owners have every one already: nothing is stored for them.
 * Whether anything changed.
 */
export async function changeGrant(
  db: Db,
  id: string,
  grant: Grant,
  on: boolean,
  { by, now }: { by: string | null; now?: Date },
): Promise<boolean> {
  const row = await db.selectFrom("user").select("role").where("id", "=", id).executeTakeFirst();
  if (!row || !isStaffRole(row.role)) throw new TeamError("No such member of the team.");
  if (row.role === "owner") return false;
  return setGrant(db, id, grant, on, { by, ...(now ? { now } : {}) });
}

async function ownersOtherThan(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("id", "!=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Changes a member's role; the last owner stays an owner. */
export async function changeRole(db: Db, id: string, role: StaffRole): Promise<void> {
  if (role !== "owner" && (await ownersOtherThan(db, id)) === 0) {
    throw new TeamError("The business needs at least one owner.");
  }
  const result = await db
    .updateTable("user")
    .set({ role })
    .where("id", "=", id)
    .where("role", "in", ["owner", "staff"])
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new TeamError("No such member of the team.");
}

/**
 * Takes someone off the team: their account stays (they may be a
 * customer too) without a role, and their sessions end at once.
 */
export async function removeFromTeam({ db, auth }: { db: Db; auth: Auth }, id: string) {
  if ((await ownersOtherThan(db, id)) === 0) {
    const row = await db.selectFrom("user").select("role").where("id", "=", id).executeTakeFirst();
    if (row?.role === "owner") throw new TeamError("The business needs at least one owner.");
  }
  const result = await db
    .updateTable("user")
    .set({ role: "user" })
    .where("id", "=", id)
    .where("role", "in", ["owner", "staff"])
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new TeamError("No such member of the team.");
  await dropGrants(db, id);
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(id);
}
