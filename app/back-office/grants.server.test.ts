// The permissions owners give staff beyond their role, stored on SQLite and
// PostgreSQL: given and taken away, read per member and for the whole team,
// gone with the account; and what a member may do with them.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { addUsers } from "#tests/fixtures/users.ts";
import type { Db } from "#app/platform/db.server.ts";
import { dropGrants, grantsByMember, grantsOf, setGrant } from "./grants.server.ts";
import { EDIT_CATALOGUE, memberAllows } from "./roles.ts";

const NOW = new Date("2026-11-24T09:00:00.000Z");

const addUser = (db: Db, id: string, role: string) => addUsers(db, { id, role });

describe.each(databaseTargets("staff_permissions"))("staff permissions on $name", (target) => {
  const database = useDatabase(target);

  it("gives and takes away the catalogue, once each, and reads it back", async () => {
    const db = database.handle.db;
    await addUser(db, "otieno", "staff");
    await addUser(db, "akinyi", "staff");
    expect(await grantsOf(db, "otieno")).toEqual([]);
    expect(await setGrant(db, "otieno", "catalogue", true, { by: "grace", now: NOW })).toBe(true);
    expect(await setGrant(db, "otieno", "catalogue", true, { by: "grace", now: NOW })).toBe(false);
    expect(await grantsOf(db, "otieno")).toEqual(["catalogue"]);
    expect(await grantsOf(db, "akinyi")).toEqual([]);
    expect(await grantsByMember(db)).toEqual(new Map([["otieno", ["catalogue"]]]));
    const row = await db.selectFrom("staff_permissions").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_id: "otieno",
      permission: "catalogue",
      granted_at: NOW.toISOString(),
      granted_by: "grace",
    });

    expect(await setGrant(db, "otieno", "catalogue", false, { by: "grace" })).toBe(true);
    expect(await setGrant(db, "otieno", "catalogue", false, { by: "grace" })).toBe(false);
    expect(await grantsOf(db, "otieno")).toEqual([]);
  });

  it("ignores a permission the code no longer knows, and drops a member's all at once", async () => {
    const db = database.handle.db;
    await addUser(db, "otieno", "staff");
    await setGrant(db, "otieno", "catalogue", true, { by: null });
    await db
      .insertInto("staff_permissions")
      .values({
        user_id: "otieno",
        permission: "retired",
        granted_at: NOW.toISOString(),
        granted_by: null,
      })
      .execute();
    expect(await grantsOf(db, "otieno")).toEqual(["catalogue"]);
    await dropGrants(db, "otieno");
    expect(await db.selectFrom("staff_permissions").selectAll().execute()).toEqual([]);
  });

  it("goes with the account", async () => {
    const db = database.handle.db;
    await addUser(db, "otieno", "staff");
    await setGrant(db, "otieno", "catalogue", true, { by: null });
    await db.deleteFrom("user").where("id", "=", "otieno").execute();
    expect(await db.selectFrom("staff_permissions").selectAll().execute()).toEqual([]);
  });
});

describe("what a member may do", () => {
  it("lets owners edit the catalogue always, staff only when given it, customers never", () => {
    expect(memberAllows({ role: "owner", grants: [] }, EDIT_CATALOGUE)).toBe(true);
    expect(memberAllows({ role: "staff", grants: [] }, EDIT_CATALOGUE)).toBe(false);
    expect(memberAllows({ role: "staff", grants: ["catalogue"] }, EDIT_CATALOGUE)).toBe(true);
    expect(memberAllows({ role: "user", grants: ["catalogue"] }, EDIT_CATALOGUE)).toBe(false);
    expect(memberAllows({ role: null, grants: ["catalogue"] }, EDIT_CATALOGUE)).toBe(false);
  });

  it("gives nothing else with the catalogue", () => {
    const staff = { role: "staff", grants: ["catalogue"] } as const;
    expect(memberAllows(staff, { team: ["manage"] })).toBe(false);
    expect(memberAllows(staff, { inquiry: ["read"], catalogue: ["edit"] })).toBe(true);
    expect(memberAllows(staff, { customer: ["erase"], catalogue: ["edit"] })).toBe(false);
  });
});
