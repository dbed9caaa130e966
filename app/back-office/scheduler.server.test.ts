// The scheduled pass prunes product views on every run, not once a day: old
// views go, and a day's salt goes within minutes of the day's end.

import { describe, expect, it, vi } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { createViewCounter } from "#app/catalogue/views.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { createScheduler } from "./scheduler.server.ts";

const nairobi = (local: string) => new Date(`${local}+03:00`);

describe.each(databaseTargets("scheduler_views"))("the scheduled pass on $name", (target) => {
  const database = useDatabase(target);

  it("prunes old product views and a past day's salt, every pass", async () => {
    const db = database.handle.db;
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const views = createViewCounter({ db, now: () => nairobi("2026-11-24T23:59:00") });
    views.record({
      productId: "1",
      address: "203.0.113.9",
      userAgent: "Mozilla/5.0 Firefox/128.0",
    });
    await views.close();
    await db
      .insertInto("product_views")
      .values({ product_id: "2", day: "2026-08-01", visitor: "long-ago" })
      .execute();

    let now = nairobi("2026-11-25T00:01:00");
    const scheduler = createScheduler({ db, origin: "https://shop.example.co.ke", now: () => now });
    await scheduler.tick();
    expect(info).toHaveBeenCalledWith(
      { views: 1, salts: 0 },
      "Product views: deleted 1 view(s) older than 90 days and 0 salt(s) of past days",
    );
    expect(await db.selectFrom("view_salts").select("day").execute()).toEqual([
      { day: "2026-11-24" },
    ]);

    now = nairobi("2026-11-25T00:06:00");
    await scheduler.tick();
    expect(await db.selectFrom("view_salts").select("day").execute()).toEqual([]);
    expect(await db.selectFrom("product_views").select("day").execute()).toEqual([
      { day: "2026-11-24" },
    ]);
    await scheduler.stop();
  });
});
