// A hit counter per key and window, in our database: a per-client limit
// (inquiries sent, quote links guessed) then holds across restarts and
// across server processes, as the account limits do in better-auth's table.
// One upsert per hit, atomic on both SQLite and PostgreSQL. Keys of
// different limits carry a prefix of their own.

import { sql } from "kysely";
import type { Db } from "#app/platform/db.server.ts";

export interface HitCounter {
  /** Counts one hit for the key: the hits in its window so far, and when the window ends. */
  hit(key: string): Promise<{ hits: number; resetAt: Date }>;
}

export function databaseHitCounter(db: Db, windowMs: number): HitCounter {
  return {
    async hit(key) {
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
      return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
    },
  };
}
