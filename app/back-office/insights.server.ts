// The owner's figures (/staff/insights): inquiries per week, what people ask
// about (with each product's views, and inquiries per view), how fast and
// how often the reply promise is kept, won and lost.
// Over the inquiries received in the last N weeks (Monday to Sunday,
// Nairobi time). Spam is left out of every figure: it is nobody's demand and
// owes no reply. The database counts; only the reply times, which need the
// opening hours, come back row by row, and only for inquiries that count.

import { sql } from "kysely";
import {
  atLocal,
  businessClock,
  localDay,
  startOfLocalDate,
} from "#app/business/business-hours.ts";
import { business } from "#app/business/details.ts";
import type { Catalogue } from "#app/catalogue/catalogue.ts";
import { firstViewDay, viewsByProduct } from "#app/catalogue/views.server.ts";
import type { Db } from "#app/platform/db.server.ts";

const DAY = 86_400_000;
export const WEEK = 7 * DAY;
/** Listed: the top eight, and those tied with the eighth, up to sixteen. */
const TOP = 8;
const MOST_LISTED = 2 * TOP;
/** One inquiry says nothing about demand: a name needs two to be ranked. */
export const MIN_TO_RANK = 2;

/** The names a ranking leaves out: how many, and the most inquiries any of them had. */
export interface Unlisted {
  readonly names: number;
  readonly atMost: number;
}

/** What a general inquiry (no product named) counts as among categories. */
export const GENERAL_INQUIRY = "General inquiry";

export interface ProductDemand {
  /** The product's name, as inquiries name it. */
  readonly name: string;
  /** Inquiries in the window. */
  readonly count: number;
  /** Its page's views on the days views were counted; null when no product has that name now. */
  readonly views: number | null;
  /** Inquiries per view over those same days; null without views. */
  readonly rate: number | null;
}

export interface Insights {
  readonly now: string;
  /** Oldest first; every week is there, with zero when nothing came. */
  readonly weeks: readonly { readonly start: string; readonly count: number }[];
  /** Inquiries in the window (spam left out). */
  readonly total: number;
  readonly topProducts: readonly ProductDemand[];
  /**
   * The first day (YYYY-MM-DD) of the window on which views were counted:
   * its first day once views have been counted that long; null when none.
   */
  readonly viewsSince: string | null;
  /** Products asked about, not listed: once only, or beyond the top. */
  readonly unlistedProducts: Unlisted | null;
  readonly topCategories: readonly { readonly name: string; readonly count: number }[];
  readonly unlistedCategories: Unlisted | null;
  /** The median first reply, in opening-hours ms; null before any reply. */
  readonly medianFirstReplyMs: number | null;
  readonly replied: number;
  /** Answered in time, and missed (answered late, or unanswered past due). */
  readonly promise: {
    readonly kept: number;
    readonly missed: number;
    readonly share: number | null;
  };
  readonly won: number;
  readonly lost: number;
  /** Won among those closed as won or lost; null when none is. */
  readonly winRate: number | null;
}

/** The first Monday of the window, as a local day (ms at UTC midnight of that date). */
export function firstMonday(now: Date, weeks: number): number {
  const today = localDay(now.getTime(), business.timeZone);
  const isoWeekday = ((new Date(today).getUTCDay() + 6) % 7) + 1;
  return today - (isoWeekday - 1) * DAY - (weeks - 1) * WEEK;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The names asked about most: at least MIN_TO_RANK inquiries each, the top
 * TOP, never cutting a tie (all tied with the last listed are listed, unless
 * that makes more than MOST_LISTED: then none of them is). The rest is
 * counted, so the page can say what it left out.
 */
export function rank(counts: Map<string, number>): {
  listed: { name: string; count: number }[];
  unlisted: Unlisted | null;
} {
  const sorted = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const rankable = sorted.filter((entry) => entry.count >= MIN_TO_RANK);
  let end = Math.min(TOP, rankable.length);
  const last = rankable[end - 1]?.count;
  while (end < rankable.length && rankable[end]?.count === last) end += 1;
  if (end > MOST_LISTED) end = rankable.findIndex((entry) => entry.count === last);
  const rest = sorted.slice(end);
  return {
    listed: sorted.slice(0, end),
    unlisted: rest.length ? { names: rest.length, atMost: rest[0]?.count ?? 0 } : null,
  };
}

const isoDate = (day: number) => new Date(day).toISOString().slice(0, 10);

/** Inquiries per product name, from rows grouped by product (general inquiries left out). */
function askedPerProduct(rows: { product: string | null; n: unknown }[]): Map<string, number> {
  return new Map(rows.flatMap(({ product, n }) => (product ? [[product, Number(n)]] : [])));
}

export async function loadInsights(
  db: Db,
  { now, catalogue, weeks = 12 }: { now: Date; catalogue: Catalogue; weeks?: number },
): Promise<Insights> {
  const monday = firstMonday(now, weeks);
  const from = new Date(atLocal(monday, "00:00", business.timeZone)).toISOString();
  const to = now.toISOString();
  // Timestamps are ISO text in both databases, so ranges compare as strings
  // and the created_at index serves them.
  const inWindow = db
    .selectFrom("inquiries")
    .where("created_at", ">=", from)
    .where("created_at", "<=", to)
    .where("status", "!=", "spam");

  const days = (localDay(now.getTime(), business.timeZone) - monday) / DAY + 1;
  const [byHour, byProduct, byStatus, replies, views, viewsSince, productRows] = await Promise.all([
    // Per UTC hour, not per day: a Nairobi week starts at 21:00 UTC, and
    // substr is the one date function SQLite and PostgreSQL share.
    inWindow
      .select([sql<string>`substr(created_at, 1, 13)`.as("hour"), (eb) => eb.fn.countAll().as("n")])
      .groupBy(sql`substr(created_at, 1, 13)`)
      .execute(),
    inWindow
      .select(["product", (eb) => eb.fn.countAll().as("n")])
      .groupBy("product")
      .execute(),
    inWindow
      .select(["status", (eb) => eb.fn.countAll().as("n")])
      .where("status", "in", ["won", "lost"])
      .groupBy("status")
      .execute(),
    // Only what the promise and the reply times need: replied, or due by now.
    inWindow
      .select(["created_at", "due_at", "first_reply_at"])
      .where((eb) => eb.or([eb("first_reply_at", "is not", null), eb("due_at", "<=", to)]))
      .execute(),
    viewsByProduct(db, { days, now }),
    firstViewDay(db, { days, now }),
    // Inquiries name a product, views count its id: the catalogue as it is now joins them.
    db.selectFrom("products").select(["id", "name"]).execute(),
  ]);

  const weekCounts = Array.from({ length: weeks }, () => 0);
  for (const { hour, n } of byHour) {
    const day = localDay(Date.parse(`${hour}:00:00Z`), business.timeZone);
    const index = Math.floor((day - monday) / WEEK);
    if (index >= 0 && index < weeks) weekCounts[index] = (weekCounts[index] ?? 0) + Number(n);
  }

  const products = askedPerProduct(byProduct);
  const categoryCounts = new Map<string, number>();
  let total = 0;
  for (const { product, n } of byProduct) {
    const count = Number(n);
    total += count;
    const category = product
      ? (catalogue.categoryOfProductNamed(product)?.name ?? null)
      : GENERAL_INQUIRY;
    // A product no longer in the catalogue has no category to count under.
    if (category) categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + count);
  }

  // While views have been counted for less than the window, a product's
  // inquiries per view count its inquiries since then.
  const askedSince =
    viewsSince && viewsSince > isoDate(monday)
      ? askedPerProduct(
          await inWindow
            .where("created_at", ">=", startOfLocalDate(viewsSince).toISOString())
            .select(["product", (eb) => eb.fn.countAll().as("n")])
            .groupBy("product")
            .execute(),
        )
      : products;
  const named = Map.groupBy(productRows, (product) => product.name);
  const productRanking = rank(products);
  const topProducts = productRanking.listed.map(({ name, count }) => {
    const seen = named.get(name)?.reduce((sum, { id }) => sum + (views.get(id) ?? 0), 0) ?? null;
    return { name, count, views: seen, rate: seen ? (askedSince.get(name) ?? 0) / seen : null };
  });

  const businessMs = businessClock(new Date(from), now);
  const replyTimes: number[] = [];
  let kept = 0;
  let missed = 0;
  for (const row of replies) {
    if (row.first_reply_at) {
      replyTimes.push(businessMs(new Date(row.created_at), new Date(row.first_reply_at)));
      if (Date.parse(row.first_reply_at) <= Date.parse(row.due_at)) kept += 1;
      else missed += 1;
    } else missed += 1;
  }

  const categoryRanking = rank(categoryCounts);
  const won = Number(byStatus.find((s) => s.status === "won")?.n ?? 0);
  const lost = Number(byStatus.find((s) => s.status === "lost")?.n ?? 0);
  return {
    now: to,
    weeks: weekCounts.map((count, i) => ({
      start: new Date(monday + i * WEEK).toISOString().slice(0, 10),
      count,
    })),
    total,
    topProducts,
    viewsSince,
    unlistedProducts: productRanking.unlisted,
    topCategories: categoryRanking.listed,
    unlistedCategories: categoryRanking.unlisted,
    medianFirstReplyMs: median(replyTimes),
    replied: replyTimes.length,
    promise: { kept, missed, share: kept + missed ? kept / (kept + missed) : null },
    won,
    lost,
    winRate: won + lost ? won / (won + lost) : null,
  };
}
