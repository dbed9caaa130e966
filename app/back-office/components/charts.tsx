// The insights' charts, drawn here as inline SVG (no chart library: three
// simple shapes do not need one). The marks are SVG; the words are HTML, so
// text keeps its size at 375 px and at 1280 px while the bars stretch. Each
// chart is one image to assistive technology (role="img" with a summary),
// and the numbers behind it are in a table only screen readers see.

import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

interface Datum {
  readonly label: string;
  readonly value: number;
  /** A second value drawn beside the first (won, beside what was quoted). */
  readonly part?: number;
  /** A line under a bar (a product's views), and its table's third column. */
  readonly note?: string;
}

/** The numbers behind a chart, for screen readers. */
function DataTable({
  caption,
  headers,
  data,
  format = String,
}: {
  caption: string;
  headers: readonly [string, string] | readonly [string, string, string];
  data: readonly Datum[];
  format?: (value: number) => string;
}) {
  return (
    // A table stretches to its content whatever its width says: the
    // wrapper keeps it out of sight and out of the layout.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{format(d.value)}</td>
              {headers.length === 3 ? <td>{d.note ?? format(d.part ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({
  summary,
  table,
  children,
  className,
}: {
  summary: string;
  table: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure className={className}>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      {table}
    </figure>
  );
}

/**
 * Vertical bars, one per period (inquiries per week); the last one stands
 * out. With parts (won beside quoted), each period has two bars side by
 * side, and a third header names the second in the table.
 */
export function ColumnChart({
  data,
  ticks,
  summary,
  caption,
  headers,
  format = String,
}: {
  data: readonly Datum[];
  /** The axis's words under each column, on a phone and wider; null for none. */
  ticks: { readonly narrow: readonly (string | null)[]; readonly wide: readonly (string | null)[] };
  summary: string;
  caption: string;
  headers: readonly [string, string] | readonly [string, string, string];
  /** How a value is written above its column and in the table. */
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...data.map((d) => Math.max(d.value, d.part ?? 0)));
  const slot = 100 / data.length;
  const columns = { gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` };
  return (
    <Chart
      summary={summary}
      table={<DataTable caption={caption} headers={headers} data={data} format={format} />}
    >
      <div className="grid text-center text-[11px] text-slate-600 tabular-nums" style={columns}>
        {data.map((d) => (
          <span key={d.label}>{d.value ? format(d.value) : "0"}</span>
        ))}
      </div>
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="mt-1 block h-36 w-full sm:h-44"
        aria-hidden="true"
      >
        {data.map((d, i) => {
          const height = (d.value / max) * 100;
          const x = i * slot + slot * 0.18;
          if (d.part === undefined)
            return (
              <rect
                key={d.label}
                x={x}
                y={100 - height}
                width={slot * 0.64}
                height={height}
                rx={0.6}
                className={i === data.length - 1 ? "fill-brand-700" : "fill-brand-500"}
              />
            );
          const part = (d.part / max) * 100;
          return (
            <g key={d.label}>
              <rect
                x={x}
                y={100 - height}
                width={slot * 0.3}
                height={height}
                rx={0.6}
                className="fill-brand-500"
              />
              <rect
                x={x + slot * 0.34}
                y={100 - part}
                width={slot * 0.3}
                height={part}
                rx={0.6}
                className="fill-emerald-600"
              />
            </g>
          );
        })}
      </svg>
      <div
        className="grid border-t border-slate-300 pt-1 text-[11px] text-slate-600"
        style={columns}
      >
        {data.map((d, i) => (
          // Centred even when wider than its column: the neighbours' are empty.
          <span key={d.label} className="flex justify-center whitespace-nowrap">
            <span className="sm:hidden">{ticks.narrow[i]}</span>
            <span className="hidden sm:inline">{ticks.wide[i]}</span>
          </span>
        ))}
      </div>
    </Chart>
  );
}

/** Horizontal bars, largest first (top products, top categories), each with its note if any. */
export function BarList({
  data,
  summary,
  caption,
  headers,
}: {
  data: readonly Datum[];
  summary: string;
  caption: string;
  /** A third names the notes' column. */
  headers: readonly [string, string] | readonly [string, string, string];
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <Chart summary={summary} table={<DataTable caption={caption} headers={headers} data={data} />}>
      <ol className="flex flex-col gap-2.5">
        {data.map((d) => (
          <li key={d.label} className="text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="truncate text-slate-700" title={d.label}>
                {d.label}
              </span>
              <span className="font-medium text-slate-900 tabular-nums">{d.value}</span>
            </div>
            <svg
              viewBox="0 0 100 4"
              preserveAspectRatio="none"
              className="mt-1 block h-2 w-full"
              aria-hidden="true"
            >
              <rect width={100} height={4} rx={1} className="fill-slate-100" />
              <rect width={(d.value / max) * 100} height={4} rx={1} className="fill-brand-600" />
            </svg>
            {d.note ? <p className="mt-0.5 text-xs text-slate-600 tabular-nums">{d.note}</p> : null}
          </li>
        ))}
      </ol>
    </Chart>
  );
}

/** A ring split in two (won against lost), with its legend beside it. */
/** A ring of circumference 100 (dash lengths are percentages) in a 42-unit box. */
const RING = { cx: 21, cy: 21, r: 15.9155, fill: "none", strokeWidth: 6 } as const;

export function SplitRing({
  parts,
  centre,
  summary,
  caption,
  headers,
}: {
  parts: readonly [
    Datum & { tone: string; swatch: string },
    Datum & { tone: string; swatch: string },
  ];
  /** The figure in the ring's middle (the win rate). */
  centre: string;
  summary: string;
  caption: string;
  headers: readonly [string, string];
}) {
  const total = parts[0].value + parts[1].value;
  const first = total ? (parts[0].value / total) * 100 : 0;
  return (
    <Chart summary={summary} table={<DataTable caption={caption} headers={headers} data={parts} />}>
      <div className="flex flex-wrap items-center gap-5">
        <div className="relative size-32 shrink-0">
          <svg viewBox="0 0 42 42" className="size-32 -rotate-90" aria-hidden="true">
            <circle {...RING} className="stroke-slate-100" />
            {total ? (
              <>
                <circle
                  {...RING}
                  strokeDasharray={`${100 - first} ${first}`}
                  strokeDashoffset={-first}
                  className={parts[1].tone}
                />
                <circle
                  {...RING}
                  strokeDasharray={`${first} ${100 - first}`}
                  className={parts[0].tone}
                />
              </>
            ) : null}
          </svg>
          <span className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-slate-900 tabular-nums">
            {centre}
          </span>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm">
          {parts.map((part) => (
            <li key={part.label} className="flex items-center gap-2">
              <span className={cn("size-3 rounded-sm", part.swatch)} />
              <span className="text-slate-700">{part.label}</span>
              <span className="font-medium text-slate-900 tabular-nums">{part.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </Chart>
  );
}
