// Integration: the team on better-auth and our database, with the
// invitation sent over a real SMTP conversation.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AuthStack, openAuthStack } from "#tests/fixtures/auth-stack.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import type { Auth } from "#app/accounts/auth.server.ts";
import type { DatabaseHandle } from "#app/platform/db.server.ts";
import { grantsOf } from "./grants.server.ts";
import {
  TeamError,
  addToTeam,
  changeGrant,
  changeRole,
  listTeam,
  removeFromTeam,
} from "./team.server.ts";

const ORIGIN = "http://localhost:3000";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describe.each(databaseTargets("team"))("the team on $name", (target) => {
  let stack: AuthStack;
  let database: DatabaseHandle;
  let auth: Auth;

  beforeEach(async () => {
    inbox.received.length = 0;
    stack = await openAuthStack(target, inbox, { origin: ORIGIN });
    ({ database, auth } = stack);
  });

  afterEach(() => stack.close());

  const team = () => ({ db: database.db, auth });

  it("creates a verified account with the role and e-mails an invitation", async () => {
    const { created, member } = await addToTeam(team(), {
      email: "Grace@Example.co.ke",
      role: "owner",
    });
    expect(created).toBe(true);
    expect(member).toMatchObject({ email: "grace@example.co.ke", name: "Grace", role: "owner" });
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]?.subject).toBe("You are invited to the Mwangaza Tech back office");
    expect(inbox.received[0]?.text).toMatch(
      /reset-password\/\S+callbackURL=%2Fauth%2Freset%3Finvited%3D1/,
    );
    const user = await database.db.selectFrom("user").selectAll().executeTakeFirstOrThrow();
    expect(Boolean(user.emailVerified)).toBe(true);
  });

  it("promotes an existing customer instead of making a second account", async () => {
    const context = await auth.$context;
    await context.internalAdapter.createUser(
      { email: "akinyi@example.co.ke", name: "Akinyi", role: "user" },
      { method: "admin" },
    );
    const { created, member } = await addToTeam(team(), {
      email: "akinyi@example.co.ke",
      role: "staff",
    });
    expect(created).toBe(false);
    expect(member.name).toBe("Akinyi");
    expect((await listTeam(database.db)).map((m) => m.email)).toEqual(["akinyi@example.co.ke"]);
  });

  it("says a member is already on the team, and sends nothing new", async () => {
    await addToTeam(team(), { email: "brian@example.co.ke", role: "staff" });
    const sent = inbox.received.length;
    const again = await addToTeam(team(), { email: "Brian@example.co.ke", role: "owner" });
    expect(again).toMatchObject({ created: false, already: true });
    // Nothing changed: the role stays, and no second link went out.
    expect(again.member.role).toBe("staff");
    expect(inbox.received).toHaveLength(sent);
  });

  it("keeps at least one owner", async () => {
    const { member: owner } = await addToTeam(team(), {
      email: "owner@example.co.ke",
      role: "owner",
    });
    const { member: staff } = await addToTeam(team(), {
      email: "staff@example.co.ke",
      role: "staff",
    });
    await expect(changeRole(database.db, owner.id, "staff")).rejects.toThrow(TeamError);
    await expect(removeFromTeam(team(), owner.id)).rejects.toThrow("at least one owner");
    await changeRole(database.db, staff.id, "owner");
    await changeRole(database.db, owner.id, "staff");
    expect(Object.fromEntries((await listTeam(database.db)).map((m) => [m.email, m.role]))).toEqual(
      {
        "owner@example.co.ke": "staff",
        "staff@example.co.ke": "owner",
      },
    );
  });

  it("takes a member off the team: the account stays, as a customer, signed out", async () => {
    await addToTeam(team(), { email: "owner@example.co.ke", role: "owner" });
    const { member } = await addToTeam(team(), { email: "staff@example.co.ke", role: "staff" });
    const context = await auth.$context;
    await context.internalAdapter.createSession(member.id);
    await changeGrant(database.db, member.id, "catalogue", true, { by: null });
    await removeFromTeam(team(), member.id);
    // Back on the team one day, they start without it.
    expect(await grantsOf(database.db, member.id)).toEqual([]);
    const user = await database.db
      .selectFrom("user")
      .select("role")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("user");
    expect(await context.internalAdapter.listSessions(member.id)).toEqual([]);
    await expect(removeFromTeam(team(), member.id)).rejects.toThrow("No such member");
  });

  it("gives a member of staff the catalogue, shown in the list; an owner has it already", async () => {
    const { member: owner } = await addToTeam(team(), {
      email: "owner@example.co.ke",
      role: "owner",
    });
    const { member: staff } = await addToTeam(team(), {
      email: "staff@example.co.ke",
      role: "staff",
    });
    expect(await changeGrant(database.db, staff.id, "catalogue", true, { by: owner.id })).toBe(
      true,
    );
    // Given twice, stored once.
    expect(await changeGrant(database.db, staff.id, "catalogue", true, { by: owner.id })).toBe(
      false,
    );
    expect(await changeGrant(database.db, owner.id, "catalogue", true, { by: owner.id })).toBe(
      false,
    );
    expect(
      Object.fromEntries((await listTeam(database.db)).map((m) => [m.email, m.grants])),
    ).toEqual({ "owner@example.co.ke": [], "staff@example.co.ke": ["catalogue"] });
    expect(await changeGrant(database.db, staff.id, "catalogue", false, { by: owner.id })).toBe(
      true,
    );
    expect(await grantsOf(database.db, staff.id)).toEqual([]);
    await expect(
      changeGrant(database.db, "nobody", "catalogue", true, { by: owner.id }),
    ).rejects.toThrow(TeamError);
  });
});
