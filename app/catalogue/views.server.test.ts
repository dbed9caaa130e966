// Views per product on SQLite and PostgreSQL: a visitor counts once a day
// per product, bots and empty user agents not at all; nothing stored names
// an address or a user agent; two server processes hash alike; the window
// is cut at Nairobi's midnight; old views and past salts are pruned; a
// flood is dropped beyond the buffer's bound, and a failed write is logged.

import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import type { Db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import {
  MAX_PENDING,
  VIEW_DAYS_KEPT,
  createViewCounter,
  pruneViews,
  viewsByProduct,
} from "./views.server.ts";

/** Nairobi wall-clock time (UTC+3 all year) as an instant. */
const nairobi = (local: string) => new Date(`${local}+03:00`);

const PHONE =
  "Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const AMINA = "203.0.113.77";
const BRIAN = "2001:db8::42";

async function counts(db: Db, now: Date, days = 30): Promise<Record<string, number>> {
  return Object.fromEntries(await viewsByProduct(db, { days, now }));
}

describe.each(databaseTargets("product_views"))("product views on $name", (target) => {
  const database = useDatabase(target);
  let clock = nairobi("2026-11-25T10:00:00");
  const counter = (db = database.handle.db) => createViewCounter({ db, now: () => clock });

  afterEach(() => {
    clock = nairobi("2026-11-25T10:00:00");
  });

  it("counts a visitor once a day per product, and again the next day", async () => {
    const views = counter();
    for (let i = 0; i < 3; i += 1)
      views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await views.flush();
    // Recorded again after the first write: the database keeps the one row.
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await views.flush();
    expect(await counts(database.handle.db, clock)).toEqual({ "1": 1 });

    // Another product, another address, another browser: each counts.
    views.record({ productId: "2", address: AMINA, userAgent: PHONE });
    views.record({ productId: "1", address: BRIAN, userAgent: PHONE });
    views.record({ productId: "1", address: AMINA, userAgent: LAPTOP });
    await views.flush();
    expect(await counts(database.handle.db, clock)).toEqual({ "1": 3, "2": 1 });

    clock = nairobi("2026-11-26T08:00:00");
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await views.close();
    expect(await counts(database.handle.db, clock)).toEqual({ "1": 4, "2": 1 });
    expect(await counts(database.handle.db, clock, 1)).toEqual({ "1": 1 });
    // Closed: no more counting.
    views.record({ productId: "3", address: AMINA, userAgent: PHONE });
    await views.flush();
    expect(await counts(database.handle.db, clock, 1)).toEqual({ "1": 1 });
  });

  it("leaves out bots, curl and a missing or empty user agent", async () => {
    const views = counter();
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
      "python-requests/2.31.0",
      "facebookexternalhit/1.1",
      "",
      "   ",
      null,
      undefined,
    ])
      views.record({ productId: "1", address: AMINA, userAgent });
    await views.close();
    expect(await counts(database.handle.db, clock)).toEqual({});
  });

  it("stores neither the address nor the user agent, only a short hash and the day", async () => {
    const db = database.handle.db;
    const views = counter();
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    views.record({ productId: "1", address: BRIAN, userAgent: LAPTOP });
    await views.close();
    const rows = await db.selectFrom("product_views").selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ product_id: "1", day: "2026-11-25" });
      expect(row.visitor).toMatch(/^[\w-]{22}$/);
    }
    const stored = JSON.stringify([rows, await db.selectFrom("view_salts").selectAll().execute()]);
    for (const secret of [AMINA, BRIAN, "Firefox/128.0", "TECNO KI5q"])
      expect(stored).not.toContain(secret);
    if (target.name === "SQLite") {
      // Nor anywhere in the file: every page of it, the log folded in.
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
      const file = readFileSync(database.url.replace(/^file:/, "")).toString("latin1");
      expect(file).toContain("2026-11-25");
      for (const secret of [AMINA, BRIAN, "Firefox/128.0", "TECNO KI5q"])
        expect(file).not.toContain(secret);
    }
  });

  it("hashes alike in two server processes on one database: a visitor counts once", async () => {
    const first = counter();
    const second = counter(database.open().db);
    // Both meet the new day at once: one salt is made, and both use it.
    first.record({ productId: "1", address: AMINA, userAgent: PHONE });
    second.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await Promise.all([first.flush(), second.flush()]);
    second.record({ productId: "2", address: AMINA, userAgent: PHONE });
    first.record({ productId: "2", address: AMINA, userAgent: PHONE });
    await Promise.all([first.close(), second.close()]);
    expect(await counts(database.handle.db, clock)).toEqual({ "1": 1, "2": 1 });
    expect(await database.handle.db.selectFrom("view_salts").select("day").execute()).toEqual([
      { day: "2026-11-25" },
    ]);
  });

  it("gives each day its own salt, so a visitor's days cannot be linked", async () => {
    const views = counter();
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await views.flush();
    clock = nairobi("2026-11-26T10:00:00");
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await views.close();
    const rows = await database.handle.db
      .selectFrom("product_views")
      .select("visitor")
      .orderBy("day")
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.visitor).not.toBe(rows[1]?.visitor);
  });

  it("counts by the Nairobi day: 23:30 UTC is already tomorrow, and the window ends there", async () => {
    const db = database.handle.db;
    const views = counter();
    clock = new Date("2026-11-24T20:59:00Z"); // 23:59 on the 24th in Nairobi
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    clock = new Date("2026-11-24T23:30:00Z"); // 02:30 on the 25th
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    await views.close();
    expect(
      (await db.selectFrom("product_views").select("day").orderBy("day").execute()).map(
        (row) => row.day,
      ),
    ).toEqual(["2026-11-24", "2026-11-25"]);
    expect(await counts(db, clock, 1)).toEqual({ "1": 1 });

    // Thirty days to Wednesday 25 November are 27 October to 25 November.
    const row = (day: string, product_id: string) => ({ product_id, day, visitor: `v-${day}` });
    await db
      .insertInto("product_views")
      .values([
        row("2026-10-26", "2"),
        row("2026-10-27", "2"),
        row("2026-11-25", "2"),
        row("2026-11-26", "2"),
      ])
      .execute();
    expect(await counts(db, clock)).toEqual({ "1": 2, "2": 2 });
    // Still the 24th in UTC, the 25th in Nairobi: the same thirty days.
    expect(await counts(db, new Date("2026-11-24T21:00:00Z"))).toEqual({ "1": 2, "2": 2 });
    // 23:59 on the 24th in Nairobi: 26 October to 24 November.
    expect(await counts(db, new Date("2026-11-24T20:59:00Z"))).toEqual({ "1": 1, "2": 2 });
  });

  it(`keeps ${VIEW_DAYS_KEPT} days of views, and a day's salt until a few minutes after it`, async () => {
    const db = database.handle.db;
    const views = counter();
    for (const local of ["2026-11-23T12:00:00", "2026-11-24T23:59:30"]) {
      clock = nairobi(local);
      views.record({ productId: "1", address: AMINA, userAgent: PHONE });
      await views.flush();
    }
    await db
      .insertInto("product_views")
      .values([
        // The 90 days to 25 November begin on 28 August.
        { product_id: "2", day: "2026-08-27", visitor: "old" },
        { product_id: "2", day: "2026-08-28", visitor: "kept" },
      ])
      .execute();
    const salts = async () =>
      (await db.selectFrom("view_salts").select("day").orderBy("day").execute()).map(
        (row) => row.day,
      );
    expect(await salts()).toEqual(["2026-11-23", "2026-11-24"]);

    // Just after midnight the 24th's last views may still be on their way.
    expect(await pruneViews(db, nairobi("2026-11-25T00:01:00"))).toEqual({ views: 1, salts: 1 });
    expect(await salts()).toEqual(["2026-11-24"]);
    expect(await pruneViews(db, nairobi("2026-11-25T00:10:00"))).toEqual({ views: 0, salts: 1 });
    expect(await salts()).toEqual([]);
    const left = await db.selectFrom("product_views").select("day").orderBy("day").execute();
    expect(left.map((row) => row.day)).toEqual(["2026-08-28", "2026-11-23", "2026-11-24"]);
    await views.close();
  });

  it("writes about a second after a view, by itself", async () => {
    const views = counter();
    views.record({ productId: "1", address: AMINA, userAgent: PHONE });
    views.record({ productId: "2", address: AMINA, userAgent: PHONE });
    const started = Date.now();
    expect(await counts(database.handle.db, clock)).toEqual({});
    await vi.waitFor(
      async () => expect(await counts(database.handle.db, clock)).toEqual({ "1": 1, "2": 1 }),
      { timeout: 3_000, interval: 50 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await views.close();
  });

  it("logs a failed write and never throws it into the request", async () => {
    const failed = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const views = counter();
    // A write that cannot succeed.
    await sql`drop table product_views`.execute(database.handle.db);
    expect(() => views.record({ productId: "1", address: AMINA, userAgent: PHONE })).not.toThrow();
    await expect(views.close()).resolves.toBeUndefined();
    expect(failed).toHaveBeenCalledWith(
      { err: expect.any(Error), views: 1 },
      "Product views could not be written; they are not counted",
    );
  });

  it(`drops views beyond ${MAX_PENDING} waiting, warning once, and counts again once written`, async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const views = counter();
    for (let i = 0; i < MAX_PENDING + 50; i += 1)
      views.record({
        productId: "1",
        address: `198.51.100.${i % 256}`,
        userAgent: `${PHONE} ${i}`,
      });
    expect(warn).toHaveBeenCalledTimes(1);
    await views.flush();
    views.record({ productId: "2", address: AMINA, userAgent: PHONE });
    await views.close();
    expect(await counts(database.handle.db, clock)).toEqual({ "1": MAX_PENDING, "2": 1 });
  });
});
