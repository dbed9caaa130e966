// Integration: retention deletes closed inquiries past RETENTION_MONTHS with
// everything about them, and nothing else; the scheduler runs it once a day
// beside the reminder passes, and survives their failures.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { openDatabase } from "#app/platform/db.server.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import type { InquiryStatus } from "#app/inquiries/status.ts";
import { deleteExpiredInquiries, retentionCutoff } from "./retention.server.ts";
import { createScheduler } from "./scheduler.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const nairobi = (local: string) => new Date(`${local}+03:00`);

it("counts calendar months back", () => {
  expect(retentionCutoff(new Date("2027-06-15T10:00:00Z"), 6)).toEqual(
    new Date("2026-12-15T10:00:00Z"),
  );
  expect(retentionCutoff(new Date("2027-06-15T10:00:00Z"), 24)).toEqual(
    new Date("2025-06-15T10:00:00Z"),
  );
});

describe.each(databaseTargets("retention"))("on $name", (target) => {
  const database = useDatabase(target);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function inquiry(status: InquiryStatus, closedAt: string | null) {
    const { id } = await submitInquiry(
      database.handle.db,
      { name: `Customer ${status}`, email: "c@example.com" },
      {
        recipient: "info@example.co.ke",
        origin: ORIGIN,
        catalogue: seedCatalogue,
        now: new Date("2026-01-05T08:00:00Z"),
      },
    );
    await database.handle.db
      .updateTable("inquiries")
      .set({ status, closed_at: closedAt })
      .where("id", "=", id)
      .execute();
    await database.handle.db
      .insertInto("inquiry_events")
      .values({
        id: randomUUID(),
        inquiry_id: id,
        at: "2026-01-06T08:00:00Z",
        kind: "note",
        detail: JSON.stringify({ text: "called back" }),
      })
      .execute();
    await database.handle.db
      .insertInto("sent_notices")
      .values({ key: `due-soon:${id}`, created_at: "2026-01-06T08:00:00Z" })
      .execute();
    return id;
  }

  async function left(table: "inquiries" | "inquiry_events" | "mail_outbox" | "sent_notices") {
    const column = table === "inquiries" ? "id" : table === "sent_notices" ? "key" : "inquiry_id";
    const rows = await database.handle.db.selectFrom(table).select(column).execute();
    return rows.map((row) => String(Object.values(row)[0]).replace(/^due-soon:/, ""));
  }

  it("deletes closed inquiries older than the period with their trail, e-mails and reminder keys", async () => {
    const now = new Date("2026-09-01T00:00:00Z");
    const won = await inquiry("won", "2026-02-28T23:59:59Z");
    const lost = await inquiry("lost", "2026-01-10T00:00:00Z");
    const spam = await inquiry("spam", "2026-02-01T00:00:00Z");
    const recentlyWon = await inquiry("won", "2026-03-02T00:00:00Z");
    // Open ones stay, however old: a reply is still owed.
    const quoted = await inquiry("quoted", null);
    const fresh = await inquiry("new", null);
    const digestKey = "digest:2026-01-05";
    await database.handle.db
      .insertInto("sent_notices")
      .values({ key: digestKey, created_at: "2026-01-05T08:00:00Z" })
      .execute();

    expect(await deleteExpiredInquiries({ db: database.handle.db, months: 6, now })).toBe(3);
    const kept = [recentlyWon, quoted, fresh].sort();
    expect((await left("inquiries")).sort()).toEqual(kept);
    expect([...new Set(await left("inquiry_events"))].sort()).toEqual(kept);
    expect([...new Set(await left("mail_outbox"))].sort()).toEqual(kept);
    expect((await left("sent_notices")).sort()).toEqual([...kept, digestKey].sort());
    for (const gone of [won, lost, spam]) expect(await left("mail_outbox")).not.toContain(gone);

    // Nothing more to do the same day.
    expect(await deleteExpiredInquiries({ db: database.handle.db, months: 6, now })).toBe(0);
  });

  it("runs from the scheduler once a day, and logs how many it deleted", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    await inquiry("spam", "2026-01-10T00:00:00Z");
    await inquiry("spam", "2026-01-11T00:00:00Z");
    let now = nairobi("2026-09-01T07:00:00");
    const scheduler = createScheduler({
      db: database.handle.db,
      origin: ORIGIN,
      retentionMonths: 6,
      now: () => now,
    });
    await scheduler.tick();
    expect(info).toHaveBeenCalledWith(
      { deleted: 2, retentionMonths: 6 },
      "Retention: deleted 2 inquiry(ies) closed more than 6 month(s) ago",
    );
    info.mockClear();
    await inquiry("lost", "2026-01-12T00:00:00Z");
    now = nairobi("2026-09-01T23:00:00");
    await scheduler.tick();
    expect(info).not.toHaveBeenCalled();
    expect(await left("inquiries")).toHaveLength(1);
    now = nairobi("2026-09-02T00:01:00");
    await scheduler.tick();
    expect(await left("inquiries")).toHaveLength(0);
    await scheduler.stop();
  });

  it("keeps everything without RETENTION_MONTHS", async () => {
    await inquiry("spam", "2020-01-10T00:00:00Z");
    const scheduler = createScheduler({ db: database.handle.db, origin: ORIGIN });
    await scheduler.tick();
    expect(await left("inquiries")).toHaveLength(1);
    await scheduler.stop();
  });
});

describe("the scheduler", () => {
  it("wakes the outbox when it queued mail, and logs a failed pass without throwing", async () => {
    const [sqlite] = databaseTargets("scheduler");
    if (!sqlite) throw new Error("no SQLite target");
    const folder = await sqlite.create();
    const handle = openDatabase(folder.url);
    try {
      const at = new Date().toISOString();
      await handle.db
        .insertInto("user")
        .values({
          id: "owner-1",
          name: "Grace",
          email: "grace@example.co.ke",
          emailVerified: 1,
          role: "owner",
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await submitInquiry(
        handle.db,
        { name: "Amina", email: "amina@example.com" },
        {
          recipient: "info@example.co.ke",
          origin: ORIGIN,
          catalogue: seedCatalogue,
          now: nairobi("2026-11-23T10:00:00"),
        },
      );
      const onQueued = vi.fn();
      vi.spyOn(logger, "info").mockImplementation(() => undefined);
      const scheduler = createScheduler({
        db: handle.db,
        origin: ORIGIN,
        onQueued,
        now: () => nairobi("2026-11-25T12:00:00"),
      });
      await scheduler.tick();
      expect(onQueued).toHaveBeenCalledTimes(1);
      await scheduler.tick();
      expect(onQueued).toHaveBeenCalledTimes(1);

      const failed = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      await handle.close();
      await expect(scheduler.tick()).resolves.toBeUndefined();
      expect(failed).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        "Reminder pass failed; trying again in a minute",
      );
      await scheduler.stop();
    } finally {
      vi.restoreAllMocks();
      await folder.drop();
    }
  });
});
