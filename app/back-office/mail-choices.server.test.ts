// Each member's choice of the back office's e-mails, stored on SQLite and
// PostgreSQL: their role's defaults until they choose, their choice after,
// and only members of the team.

import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { addUsers } from "#tests/fixtures/users.ts";
import type { Db } from "#app/platform/db.server.ts";
import type { StaffMail } from "./mail-choices.ts";
import { mailChoicesOf, membersWanting, saveMailChoices } from "./mail-choices.server.ts";

const NOW = new Date("2026-11-25T09:00:00.000Z");

const addUser = (db: Db, id: string, role: string | null) => addUsers(db, { id, role });

const addresses = async (db: Db, mail: StaffMail, only?: string[]) =>
  (await membersWanting(db, mail, only ? { only } : {})).map((member) => member.email);

describe.each(databaseTargets("staff_mail_choices"))("e-mail choices on $name", (target) => {
  const database = useDatabase(target);

  it("gives owners every e-mail and staff their assignments until they choose", async () => {
    const db = database.handle.db;
    await addUser(db, "grace", "owner");
    await addUser(db, "otieno", "staff");
    await addUser(db, "amina", null);
    await addUser(db, "baraka", "user");
    expect(await mailChoicesOf(db, "grace", "owner")).toEqual({
      "due-soon": true,
      digest: true,
      assignment: true,
    });
    expect(await mailChoicesOf(db, "otieno", "staff")).toEqual({
      "due-soon": false,
      digest: false,
      assignment: true,
    });
    expect(await addresses(db, "due-soon")).toEqual(["grace@example.co.ke"]);
    expect(await addresses(db, "digest")).toEqual(["grace@example.co.ke"]);
    // Customers never, whatever a row says.
    await db
      .insertInto("staff_mail_choices")
      .values({ user_id: "amina", mail: "digest", wanted: 1, changed_at: NOW.toISOString() })
      .execute();
    expect(await addresses(db, "assignment")).toEqual([
      "grace@example.co.ke",
      "otieno@example.co.ke",
    ]);
    expect(await addresses(db, "digest")).toEqual(["grace@example.co.ke"]);
  });

  it("follows a member's choice over their role's default, and narrows to some members", async () => {
    const db = database.handle.db;
    await addUser(db, "grace", "owner");
    await addUser(db, "peter", "owner");
    await addUser(db, "otieno", "staff");
    await saveMailChoices(
      db,
      "peter",
      { "due-soon": false, digest: false, assignment: false },
      NOW,
    );
    await saveMailChoices(db, "otieno", { "due-soon": true, digest: true, assignment: false }, NOW);
    expect(await mailChoicesOf(db, "peter", "owner")).toEqual({
      "due-soon": false,
      digest: false,
      assignment: false,
    });
    expect(await addresses(db, "due-soon")).toEqual([
      "grace@example.co.ke",
      "otieno@example.co.ke",
    ]);
    expect(await addresses(db, "assignment")).toEqual(["grace@example.co.ke"]);
    expect(await addresses(db, "assignment", ["otieno"])).toEqual([]);
    expect(await addresses(db, "digest", ["otieno", "peter"])).toEqual(["otieno@example.co.ke"]);
    expect(await addresses(db, "digest", [])).toEqual([]);

    // Saved again: one row per e-mail, the newest choice.
    await saveMailChoices(db, "otieno", { "due-soon": false, digest: true, assignment: true }, NOW);
    const rows = await db
      .selectFrom("staff_mail_choices")
      .select(["mail", "wanted"])
      .where("user_id", "=", "otieno")
      .orderBy("mail")
      .execute();
    expect(rows.map((row) => [row.mail, Number(row.wanted)])).toEqual([
      ["assignment", 1],
      ["digest", 1],
      ["due-soon", 0],
    ]);
    // A member who leaves the team is asked nothing more.
    await db.updateTable("user").set({ role: null }).where("id", "=", "otieno").execute();
    expect(await addresses(db, "digest")).toEqual(["grace@example.co.ke"]);
  });
});
