// Time in the business's opening hours (business details: hours, holidays,
// time zone). The reply promise is counted in these hours: an inquiry sent at
// 17:55 on a Saturday starts its clock when the shop opens on Monday.

import { business } from "./details.ts";

export interface OpeningHours {
  readonly timeZone: string;
  readonly hours: readonly {
    readonly weekdays: readonly number[];
    readonly opens: string | null;
    readonly closes: string | null;
  }[];
  /** Local dates (YYYY-MM-DD) the business is closed. */
  readonly holidays: readonly string[];
}

export const openingHours: OpeningHours = business;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Building a formatter costs far more than using one (about a millisecond a
// business-hours sum without this): one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (Nairobi: always +3 h). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The local calendar date of an instant, as ms at UTC midnight of that date. */
export function localDay(instant: number, timeZone: string): number {
  const local = instant + offsetMs(instant, timeZone);
  return local - (((local % DAY) + DAY) % DAY);
}

/** A local wall-clock time on a local day (as localDay gives it), as an instant. */
export function atLocal(day: number, hhmm: string, timeZone: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const wall = day + (h * 60 + m) * MINUTE;
  return wall - offsetMs(wall, timeZone);
}

/**
 * The instant a local date (YYYY-MM-DD) begins in the zone: the inbox's
 * date filters are Nairobi dates, the rows' times are UTC.
 */
export function startOfLocalDate(date: string, timeZone: string = openingHours.timeZone): Date {
  return new Date(atLocal(Date.parse(`${date}T00:00:00Z`), "00:00", timeZone));
}

/** The opening interval of one local day, or null when closed. */
function openInterval(day: number, schedule: OpeningHours): [number, number] | null {
  const date = new Date(day).toISOString().slice(0, 10);
  if (schedule.holidays.includes(date)) return null;
  const isoWeekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
  const slot = schedule.hours.find((s) => s.weekdays.includes(isoWeekday));
  if (!slot?.opens || !slot.closes) return null;
  return [
    atLocal(day, slot.opens, schedule.timeZone),
    atLocal(day, slot.closes, schedule.timeZone),
  ];
}

/** Looks this far ahead for opening hours before deciding there are none. */
const HORIZON_DAYS = 366;

/** The instant when `hours` of opening time have passed since `start`. */
export function addBusinessHours(
  start: Date,
  hours: number,
  schedule: OpeningHours = openingHours,
): Date {
  let remaining = hours * 60 * MINUTE;
  const from = start.getTime();
  let day = localDay(from, schedule.timeZone);
  for (let i = 0; i < HORIZON_DAYS; i += 1, day += DAY) {
    const interval = openInterval(day, schedule);
    if (!interval) continue;
    const begin = Math.max(from, interval[0]);
    const available = interval[1] - begin;
    if (available <= 0) continue;
    if (available >= remaining) return new Date(begin + remaining);
    remaining -= available;
  }
  throw new Error("The opening hours have no open day within a year");
}

/** Opening time between two instants, in ms (0 when `to` is not after `from`). */
export function businessMsBetween(
  from: Date,
  to: Date,
  schedule: OpeningHours = openingHours,
): number {
  const a = from.getTime();
  const b = to.getTime();
  let total = 0;
  for (let day = localDay(a, schedule.timeZone); day <= b; day += DAY) {
    const interval = openInterval(day, schedule);
    if (!interval) continue;
    total += Math.max(0, Math.min(b, interval[1]) - Math.max(a, interval[0]));
  }
  return total;
}

/** When an inquiry received at `receivedAt` must have its first reply. */
export function replyDueAt(receivedAt: Date, schedule: OpeningHours = openingHours): Date {
  return addBusinessHours(receivedAt, business.replyWithinHours, schedule);
}

/**
 * "Due soon": an unanswered inquiry this many opening hours or fewer from
 * its due time. The inbox marks it, and the owners are e-mailed.
 */
export const DUE_SOON_OPENING_HOURS = 3;

/** Whether a reply due at `dueAt` is due soon at `now` (not yet overdue). */
export function isDueSoon(dueAt: Date, now: Date, schedule: OpeningHours = openingHours): boolean {
  return businessMsBetween(now, dueAt, schedule) <= DUE_SOON_OPENING_HOURS * 3_600_000;
}

/** The local date (YYYY-MM-DD) of an instant on the business's clock. */
export function localDate(instant: Date, schedule: OpeningHours = openingHours): string {
  return new Date(localDay(instant.getTime(), schedule.timeZone)).toISOString().slice(0, 10);
}

/**
 * The opening hours of the local day an instant falls on: null on a day the
 * business is closed (a closed weekday or a holiday).
 */
export function openingOfDay(
  instant: Date,
  schedule: OpeningHours = openingHours,
): { date: string; opens: Date; closes: Date } | null {
  const day = localDay(instant.getTime(), schedule.timeZone);
  const interval = openInterval(day, schedule);
  if (!interval) return null;
  return {
    date: new Date(day).toISOString().slice(0, 10),
    opens: new Date(interval[0]),
    closes: new Date(interval[1]),
  };
}

/**
 * businessMsBetween for many pairs of instants: the opening hours from `from`
 * to `to` are read once, and each pair inside that span is a lookup (the
 * insights sum thousands of reply times). Pairs outside it are counted the
 * slow way, so the answer is always the same.
 */
export function businessClock(
  from: Date,
  to: Date,
  schedule: OpeningHours = openingHours,
): (a: Date, b: Date) => number {
  const starts: number[] = [];
  const ends: number[] = [];
  const openBefore: number[] = [];
  let total = 0;
  for (let day = localDay(from.getTime(), schedule.timeZone); day <= to.getTime(); day += DAY) {
    const interval = openInterval(day, schedule);
    if (!interval) continue;
    starts.push(interval[0]);
    ends.push(interval[1]);
    openBefore.push(total);
    total += interval[1] - interval[0];
  }
  /** Opening time from the span's first opening to `t`. */
  const openUntil = (t: number): number => {
    let low = 0;
    let high = starts.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((starts[mid] as number) <= t) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (found < 0) return 0;
    return (
      (openBefore[found] as number) + Math.min(t, ends[found] as number) - (starts[found] as number)
    );
  };
  const lo = from.getTime();
  const hi = to.getTime();
  return (a, b) => {
    const x = a.getTime();
    const y = b.getTime();
    if (x < lo || y > hi) return businessMsBetween(a, b, schedule);
    return Math.max(0, openUntil(y) - openUntil(x));
  };
}

/**
 * The opening hours of the `n`th opening day after a local date (YYYY-MM-DD),
 * or before it when `n` is negative; the date itself is not counted. Quote
 * follow-ups are counted in these days: closed days and holidays are skipped.
 */
export function nthOpeningDay(
  date: string,
  n: number,
  schedule: OpeningHours = openingHours,
): { date: string; opens: Date; closes: Date } {
  const step = n < 0 ? -DAY : DAY;
  let day = Date.parse(`${date}T00:00:00Z`);
  for (let found = 0, i = 0; i < HORIZON_DAYS; i += 1) {
    day += step;
    const interval = openInterval(day, schedule);
    if (!interval) continue;
    found += 1;
    if (found === Math.abs(n))
      return {
        date: new Date(day).toISOString().slice(0, 10),
        opens: new Date(interval[0]),
        closes: new Date(interval[1]),
      };
  }
  throw new Error("The opening hours have no open day within a year");
}
