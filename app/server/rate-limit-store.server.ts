// A hit counter for hono-rate-limiter in our database: the inquiry limit
// then holds across restarts and across server processes, as the account
// limits do in better-auth's table. One upsert per request, atomic on both
// SQLite and PostgreSQL.

import { sql } from "kysely";
import type { Store } from "hono-rate-limiter";
import type { Db } from "./db.server.ts";
import type { AppEnv } from "./http-context.server.ts";

export function databaseStore(db: Db, windowMs: number): Store<AppEnv> {
  return {
    localKeys: false,
    async increment(key) {
      const now = Date.now();
      const nowText = new Date(now).toISOString();
      const resetText = new Date(now + windowMs).toISOString();
      // Counters of windows that have ended are of no more use to anyone.
      await db.deleteFrom("inquiry_rate_limit").where("reset_at", "<=", nowText).execute();
      const expired = sql<boolean>`inquiry_rate_limit.reset_at <= ${nowText}`;
      const row = await db
        .insertInto("inquiry_rate_limit")
        .values({ key, hits: 1, reset_at: resetText })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else inquiry_rate_limit.hits + 1 end`,
            reset_at: sql<string>`case when ${expired} then ${resetText} else inquiry_rate_limit.reset_at end`,
          }),
        )
        .returning(["hits", "reset_at"])
        .executeTakeFirstOrThrow();
      return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
    },
    async decrement(key) {
      await db
        .updateTable("inquiry_rate_limit")
        .set({ hits: sql<number>`hits - 1` })
        .where("key", "=", key)
        .where("hits", ">", 0)
        .execute();
    },
    async resetKey(key) {
      await db.deleteFrom("inquiry_rate_limit").where("key", "=", key).execute();
    },
  };
}
