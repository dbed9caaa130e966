import { type InboxFilters, inboxSearch } from "#app/back-office/inbox-filters.ts";
import type { InboxPage } from "#app/back-office/inbox.server.ts";
import { CountTabs } from "#app/components/ui/count-tabs.tsx";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";

/**
 * The queue at a glance: how many wait past their reply time (a view of
 * its own) and how many fall due before today ends.
 */
export function DueSummary({
  filters,
  overdue,
  dueToday,
}: {
  filters: InboxFilters;
  overdue: number;
  dueToday: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <CountTabs
        label="Reply times"
        tabs={[
          {
            label: "Overdue",
            count: overdue,
            to: `/staff${inboxSearch({ ...filters, overdue: !filters.overdue, page: 1 })}`,
            current: filters.overdue,
          },
        ]}
      />
      <p className="px-1 text-slate-700">
        Due today: <span className="font-semibold tabular-nums">{dueToday}</span>
      </p>
    </div>
  );
}

/** One tab per status with its count, keeping the other filters. */
export function StatusTabs({
  filters,
  counts,
}: {
  filters: InboxFilters;
  counts: InboxPage["counts"];
}) {
  const tabs = [
    { status: null, label: "All", count: counts.all },
    ...INQUIRY_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <CountTabs
      label="Statuses"
      tabs={tabs.map((tab) => ({
        label: tab.label,
        count: tab.count,
        to: `/staff${inboxSearch({ ...filters, status: tab.status, page: 1 })}`,
        current: filters.status === tab.status,
      }))}
    />
  );
}
