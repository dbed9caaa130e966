import { Download } from "lucide-react";
import { Link } from "react-router";
import { type InboxFilters, inboxSearch } from "#app/back-office/inbox-filters.ts";
import type { InboxPage } from "#app/back-office/inbox.server.ts";
import { promiseState } from "#app/back-office/time.ts";
import { businessMsBetween } from "#app/business/business-hours.ts";
import { formatOpeningTime, formatWhen } from "#app/business/time.ts";
import { Pager } from "#app/components/ui/pager.tsx";
import { CLOSED_STATUSES } from "#app/inquiries/status.ts";
import { cn } from "#app/lib/cn.ts";
import { PromiseBadge, StatusBadge } from "../badges.tsx";
import { type FilterChoices, FilterForm } from "./filter-form.tsx";
import { DueSummary, StatusTabs } from "./status-tabs.tsx";

interface InboxViewProps {
  filters: InboxFilters;
  inbox: InboxPage;
  team: { id: string; name: string }[];
  catalogue: FilterChoices;
  now: string;
  notice: string | null;
}

const awaiting = (row: InboxPage["rows"][number]) =>
  row.firstReplyAt === null && !CLOSED_STATUSES.includes(row.status);

export function InboxView({ filters, inbox, team, catalogue, now, notice }: InboxViewProps) {
  const { page } = filters;
  const exportHref = `/staff/export.csv${inboxSearch({ ...filters, page: 1 })}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">Inbox</h1>
        <a
          href={exportHref}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      <DueSummary filters={filters} overdue={inbox.overdue} dueToday={inbox.dueToday} />
      <StatusTabs filters={filters} counts={inbox.counts} />
      <FilterForm key={inboxSearch(filters)} filters={filters} team={team} catalogue={catalogue} />

      <p className="text-sm text-slate-600" aria-live="polite">
        {inbox.total === 0
          ? "No inquiries match."
          : `${inbox.total} inquir${inbox.total === 1 ? "y" : "ies"} · page ${page} of ${inbox.pageCount}`}
      </p>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {inbox.rows.map((row) => {
          const state = promiseState(row, now);
          return (
            <li key={row.id}>
              <Link
                // Still owed an answer: straight to the reply box.
                to={`/staff/inquiries/${row.reference}${awaiting(row) ? "#reply-body" : ""}`}
                className={cn(
                  "grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 md:grid-cols-[7rem_1fr_9rem_14rem]",
                  state.kind === "overdue" && "border-l-4 border-l-red-600 pl-3",
                )}
              >
                <span className="text-sm font-medium text-brand-800">{row.reference}</span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {row.name}
                    <span className="font-normal text-slate-600">
                      {" "}
                      · {row.product ?? "General inquiry"}
                    </span>
                  </span>
                  <span className="block truncate text-sm text-slate-600">
                    {row.preview || row.email}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={row.status} />
                  {row.assigneeName ? (
                    <span className="truncate text-xs text-slate-600">{row.assigneeName}</span>
                  ) : null}
                </span>
                <span className="flex flex-col gap-0.5">
                  <PromiseBadge state={state} />
                  <span className="text-xs text-slate-500">
                    <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time> · waited{" "}
                    {formatOpeningTime(
                      businessMsBetween(new Date(row.createdAt), new Date(row.firstReplyAt ?? now)),
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pageCount={inbox.pageCount}
        href={(to) => `/staff${inboxSearch({ ...filters, page: to })}`}
      />
    </div>
  );
}
