import { Download } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import type { BlockedSender } from "#app/back-office/blocked-senders.server.ts";
import { type InboxFilters, inboxSearch } from "#app/back-office/inbox-filters.ts";
import type { InboxPage } from "#app/back-office/inbox.server.ts";
import { promiseState } from "#app/back-office/time.ts";
import { businessMsBetween } from "#app/business/business-hours.ts";
import { formatOpeningTime, formatWhen } from "#app/business/time.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { NoticeToast } from "#app/components/ui/notice-toast.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { useHydrated } from "#app/enhance/use-hydrated.ts";
import { CLOSED_STATUSES } from "#app/inquiries/status.ts";
import { cn } from "#app/lib/cn.ts";
import { CustomerRepliedBadge, PromiseBadge, StatusBadge } from "../badges.tsx";
import { BlockedSenders } from "./blocked-senders.tsx";
import { BulkBar } from "./bulk-bar.tsx";
import { type FilterChoices, FilterForm } from "./filter-form.tsx";
import { DueSummary, StatusTabs } from "./status-tabs.tsx";

interface InboxViewProps {
  filters: InboxFilters;
  inbox: InboxPage;
  team: { id: string; name: string }[];
  catalogue: FilterChoices;
  now: string;
  notice: string | null;
  /** On the Spam tab: the blocked senders. */
  blocked: { senders: BlockedSender[]; total: number } | null;
  /** The last bulk change's or unblock's answer. */
  result?: { ok: boolean; message: string } | undefined;
}

const awaiting = (row: InboxPage["rows"][number]) =>
  row.firstReplyAt === null && !CLOSED_STATUSES.includes(row.status);

/** The rows ticked for a bulk change; emptied after each change is made. */
function useSelection(rowIds: string[], result: InboxViewProps["result"]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A new answer that made the change: start again (set while rendering,
  // React's way to reset state from a prop).
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    if (result?.ok) setSelected(new Set());
  }
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const visible = rowIds.filter((id) => selected.has(id));
  return {
    has: (id: string) => selected.has(id),
    toggle,
    count: visible.length,
    all: rowIds.length > 0 && visible.length === rowIds.length,
    setAll: (on: boolean) => setSelected(new Set(on ? rowIds : [])),
  };
}

export function InboxView({
  filters,
  inbox,
  team,
  catalogue,
  now,
  notice,
  blocked,
  result,
}: InboxViewProps) {
  const { page } = filters;
  const hydrated = useHydrated();
  const selection = useSelection(
    inbox.rows.map((row) => row.id),
    result,
  );
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
      <NoticeToast notice={result?.ok ? result.message : null} token={result} />
      {result && !result.ok ? <FormAlert>{result.message}</FormAlert> : null}
      <DueSummary filters={filters} overdue={inbox.overdue} dueToday={inbox.dueToday} />
      <StatusTabs filters={filters} counts={inbox.counts} />
      <FilterForm key={inboxSearch(filters)} filters={filters} team={team} catalogue={catalogue} />

      <p className="text-sm text-slate-600" aria-live="polite">
        {inbox.total === 0
          ? "No inquiries match."
          : `${inbox.total} inquir${inbox.total === 1 ? "y" : "ies"} · page ${page} of ${inbox.pageCount}`}
      </p>
      {/* One form for the rows' ticks and the change: it posts without script too. */}
      <Form method="post" className="flex flex-col gap-2">
        {inbox.rows.length > 0 ? (
          <BulkBar
            team={team}
            selected={selection.count}
            allChecked={selection.all}
            onAll={selection.setAll}
            hydrated={hydrated}
          />
        ) : null}
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {inbox.rows.map((row) => {
            const state = promiseState(row, now);
            return (
              <li
                key={row.id}
                className={cn(
                  "flex hover:bg-slate-50",
                  state.kind === "overdue" && "border-l-4 border-l-red-600",
                )}
              >
                {/* 'All on this page', posted without script, means these. */}
                <input type="hidden" name="page-ids" value={row.id} />
                <label className="flex w-11 shrink-0 cursor-pointer items-start justify-center pt-3.5 pl-1">
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    checked={selection.has(row.id)}
                    onChange={(event) => selection.toggle(row.id, event.target.checked)}
                    aria-label={`Select ${row.reference}, ${row.name}`}
                    className="size-5 accent-brand-700"
                  />
                </label>
                <Link
                  // Still owed an answer: straight to the reply box.
                  to={`/staff/inquiries/${row.reference}${awaiting(row) ? "#reply-body" : ""}`}
                  className="grid min-w-0 flex-1 gap-x-4 gap-y-1 py-3 pr-4 pl-1 md:grid-cols-[7rem_1fr_9rem_14rem]"
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
                    {row.customerRepliedAt ? <CustomerRepliedBadge /> : null}
                    {row.assigneeName ? (
                      <span className="truncate text-xs text-slate-600">{row.assigneeName}</span>
                    ) : null}
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <PromiseBadge state={state} />
                    <span className="text-xs text-slate-500">
                      <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time> · waited{" "}
                      {formatOpeningTime(
                        businessMsBetween(
                          new Date(row.createdAt),
                          new Date(row.firstReplyAt ?? now),
                        ),
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Form>
      <Pager
        page={page}
        pageCount={inbox.pageCount}
        href={(to) => `/staff${inboxSearch({ ...filters, page: to })}`}
      />
      {blocked ? <BlockedSenders {...blocked} /> : null}
    </div>
  );
}
