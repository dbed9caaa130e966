// Views per product, counted on the server: no cookie, no script, no
// address kept. A visitor counts once a day (Nairobi) per product. Who they
// are is a keyed hash (HMAC-SHA256) under that day's random salt of the
// SHA-256 of address and user agent: the digest, taken while the page is
// served, is all a view holds until it is written, whatever the user agent's
// length. Every server process reads the salt from the database, so they
// hash alike, and it is deleted once the day is over, after which no hash
// can be tied to an address again. Bots' user agents, or none, are not counted.

import { createHash, createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { atLocal, localDay } from "#app/business/business-hours.ts";
import { business } from "#app/business/details.ts";
import type { Db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";

const DAY = 86_400_000;
const FLUSH_MS = 1_000;
/**
 * Views waiting to be written, at most: beyond it a flood is dropped rather
 * than grow memory. Also one insert's rows: 30,000 parameters, within both
 * databases' limits (SQLite 32,766, PostgreSQL 65,535).
 */
export const MAX_PENDING = 10_000;
/**
 * Days of views kept. Insights reads its twelve weeks (84 days) at most;
 * keeping more would only keep visitors' days for nothing.
 */
export const VIEW_DAYS_KEPT = 90;
/** A day's salt outlives it by this much, for the views of its last second still being written. */
const SALT_GRACE_MS = 5 * 60_000;

const isoDate = (day: number) => new Date(day).toISOString().slice(0, 10);
const nairobiDay = (instant: number) => localDay(instant, business.timeZone);

export interface ProductView {
  readonly productId: string;
  readonly address: string;
  readonly userAgent: string | null | undefined;
}

export interface ViewCounter {
  /** Counts a view, later: synchronous, cheap, never throws into the request. */
  record(view: ProductView): void;
  /** Writes what is waiting; resolves once written (or its failure logged). */
  flush(): Promise<void>;
  /** Writes what is waiting and counts no more. */
  close(): Promise<void>;
}

interface Pending {
  readonly productId: string;
  readonly day: string;
  /** SHA-256 of address and user agent, in base64. */
  readonly digest: string;
}

/** The day's salt: made by whichever process needs it first, then read back by all. */
async function saltFor(db: Db, day: string): Promise<string> {
  const read = () =>
    db.selectFrom("view_salts").select("salt").where("day", "=", day).executeTakeFirst();
  const found = await read();
  if (found) return found.salt;
  await db
    .insertInto("view_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error(`No view salt for ${day}`);
  return made.salt;
}

const visitorOf = (salt: string, digest: string) =>
  createHmac("sha256", salt).update(digest).digest().subarray(0, 16).toString("base64url");

export function createViewCounter({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}): ViewCounter {
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();
  let closed = false;
  let overflowing = false;
  // The day's name, worked out again only when the clock leaves it.
  let today = { date: "", from: 0, until: 0 };

  function dayAt(instant: number): string {
    if (instant < today.from || instant >= today.until) {
      const day = nairobiDay(instant);
      today = {
        date: isoDate(day),
        from: atLocal(day, "00:00", business.timeZone),
        until: atLocal(day + DAY, "00:00", business.timeZone),
      };
    }
    return today.date;
  }

  async function write(batch: Pending[]): Promise<void> {
    const rows = [];
    for (const day of new Set(batch.map((view) => view.day))) {
      const salt = await saltFor(db, day);
      for (const view of batch)
        if (view.day === day)
          rows.push({ product_id: view.productId, day, visitor: visitorOf(salt, view.digest) });
    }
    // A visitor already counted that day is not counted again.
    await db
      .insertInto("product_views")
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending.clear();
    overflowing = false;
    if (batch.length > 0)
      writing = writing
        .then(() => write(batch))
        .catch((error: unknown) => {
          logger.error(
            { err: error, views: batch.length },
            "Product views could not be written; they are not counted",
          );
        });
    return writing;
  }

  return {
    record({ productId, address, userAgent }) {
      if (closed || !userAgent?.trim() || isbot(userAgent)) return;
      const day = dayAt(now().getTime());
      const digest = createHash("sha256").update(`${address}\n${userAgent}`).digest("base64");
      const key = `${productId}\n${day}\n${digest}`;
      if (pending.has(key)) return;
      if (pending.size >= MAX_PENDING) {
        if (!overflowing)
          logger.warn({ max: MAX_PENDING }, "Product views arrive faster than written: dropping");
        overflowing = true;
        return;
      }
      pending.set(key, { productId, day, digest });
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref();
      }
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}

/** The views of the last `days` Nairobi days, today included. */
function viewsWithin(db: Db, { days, now }: { days: number; now: Date }) {
  const today = nairobiDay(now.getTime());
  return db
    .selectFrom("product_views")
    .where("day", ">=", isoDate(today - (days - 1) * DAY))
    .where("day", "<=", isoDate(today));
}

/** Views per product id over the last `days` Nairobi days, today included. */
export async function viewsByProduct(
  db: Db,
  { days = 30, now }: { days?: number; now: Date },
): Promise<Map<string, number>> {
  const rows = await viewsWithin(db, { days, now })
    .select(["product_id", (eb) => eb.fn.countAll().as("n")])
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.n)]));
}

/**
 * The first of the last `days` Nairobi days with a view counted
 * (YYYY-MM-DD), or null: later than the first of them while views have been
 * counted for less time than that.
 */
export async function firstViewDay(
  db: Db,
  window: { days: number; now: Date },
): Promise<string | null> {
  const row = await viewsWithin(db, window)
    .select((eb) => eb.fn.min("day").as("first"))
    .executeTakeFirst();
  return row?.first ?? null;
}

/**
 * Deletes views older than VIEW_DAYS_KEPT and the salts of days that are
 * over (by a few minutes' grace). Run by every scheduled pass: a salt must
 * not outlive its day by more than that.
 */
export async function pruneViews(
  db: Db,
  now: Date,
): Promise<{ readonly views: number; readonly salts: number }> {
  const views = await db
    .deleteFrom("product_views")
    .where("day", "<", isoDate(nairobiDay(now.getTime()) - (VIEW_DAYS_KEPT - 1) * DAY))
    .executeTakeFirst();
  const salts = await db
    .deleteFrom("view_salts")
    .where("day", "<", isoDate(nairobiDay(now.getTime() - SALT_GRACE_MS)))
    .executeTakeFirst();
  return { views: Number(views.numDeletedRows), salts: Number(salts.numDeletedRows) };
}
