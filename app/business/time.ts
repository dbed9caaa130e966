// Times as people read them, on the business's clock (its time zone): the
// one place that turns an instant into words. Each format is named for
// where it is read, because each is read differently: a glance in the back
// office, a line in an e-mail, a cell a spreadsheet parses.

import { business } from "./details.ts";

const { timeZone } = business;

const format = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat(locale, { timeZone, ...options });
  return (instant: string | Date) => formatter.format(new Date(instant));
};

const WEEKDAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** "Mon, 23 Nov, 14:05": the back office's pages. */
export const formatWhen = format("en-KE", WEEKDAY_AND_TIME);

/** "Mon 23 Nov, 14:05": the e-mails to the team. */
export const formatInEmail = format("en-GB", WEEKDAY_AND_TIME);

/** "23 Nov 2026, 14:05": the customer's own pages. */
export const formatDateTime = format("en-KE", { dateStyle: "medium", timeStyle: "short" });

/** "2026-11-23 14:05": a form spreadsheets read as a date and a time. */
export const formatForSpreadsheet = format("sv-SE", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A calendar date (YYYY-MM-DD) in full: "Tuesday 8 December 2026". */
const longDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
export function formatLongDate(date: string): string {
  const parts = longDate.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** How the zone is named beside a time: "Nairobi time". */
export const ZONE_NAME = `${business.address.locality} time`;

/** A calendar day (a UTC midnight standing for a local date): "23 Nov", or "23". */
const dayMonth = new Intl.DateTimeFormat("en-KE", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayOnly = new Intl.DateTimeFormat("en-KE", { day: "numeric", timeZone: "UTC" });
export const formatDay = (date: Date, { withMonth = true } = {}) =>
  (withMonth ? dayMonth : dayOnly).format(date);

const minutesOf = (ms: number) => Math.max(0, Math.round(ms / 60_000));

/** A duration at a glance: "45 min", "3 h", "2 d". */
export function formatDuration(ms: number): string {
  const minutes = minutesOf(ms);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/**
 * Time against the reply promise, which counts opening hours only: to the
 * minute, in hours (never days: a day of opening hours is not a day), the
 * unit said. The one way the inbox, an inquiry's page, the digest and the
 * reminders say how long a customer has waited or how late a reply is:
 * "45 min", "3 h 05 min of opening hours".
 */
export function formatOpeningTime(ms: number): string {
  const minutes = minutesOf(ms);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min of opening hours`;
  return `${hours} h ${String(rest).padStart(2, "0")} min of opening hours`;
}
