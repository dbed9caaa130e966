// The pieces the insights' sections share: a headline figure, the weeks'
// names under a chart, and how shares and counts are written.

import type { ReactNode } from "react";
import { formatDay } from "#app/business/time.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The weeks' names under the columns, every `step`th counting back from this
 * week: the day of the Monday, with the month at the first and wherever it
 * changes. A phone names every other week, so no two names touch.
 */
export function weekTicks(starts: readonly string[], step: number): (string | null)[] {
  let month = -1;
  return starts.map((start, i) => {
    if ((starts.length - 1 - i) % step !== 0) return null;
    const date = new Date(start);
    const changed = date.getUTCMonth() !== month;
    month = date.getUTCMonth();
    return formatDay(date, { withMonth: changed });
  });
}

export const percent = (share: number | null) =>
  share === null ? "–" : `${Math.round(share * 100)}%`;
/** A small share to a tenth of a percent: "3.2%". */
export const finePercent = (share: number) => `${(share * 100).toFixed(1)}%`;
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a ranking left out, said so a short list is not read as the whole
 * story: `listed` whether anything was ranked above it.
 */
export function unlistedNote(
  unlisted: { names: number; atMost: number },
  listed: boolean,
  [one, many]: readonly [string, string],
): string {
  const names = plural(unlisted.names, one, many);
  if (unlisted.atMost <= 1) {
    return listed
      ? `Also asked about, once each: ${names}.`
      : `Nothing was asked about more than once in these weeks: ${names} ${unlisted.names === 1 ? "was" : "were"} asked about once each.`;
  }
  return `${listed ? "Not listed" : "Too close to rank"}: ${names}, with ${plural(unlisted.atMost, "inquiry", "inquiries")} or fewer each.`;
}

export function Figure({
  label,
  value,
  note,
  long = false,
}: {
  label: string;
  value: string;
  note: ReactNode;
  /** A long value (an amount of money): the whole row on a phone, so it stays on one line. */
  long?: boolean;
}) {
  return (
    <div
      className={cn("rounded-xl border border-slate-200 bg-white p-4", long && "max-sm:col-span-2")}
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={cn(
          "mt-1 font-semibold whitespace-nowrap text-slate-900 tabular-nums",
          long ? "text-xl lg:text-2xl" : "text-2xl",
        )}
      >
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">{note}</dd>
    </div>
  );
}
