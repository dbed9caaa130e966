import { type InboxFilters, inboxSearch } from "#app/back-office/inbox-filters.ts";
import type { InboxPage } from "#app/back-office/inbox.server.ts";
import { CountTabs } from "#app/components/ui/count-tabs.tsx";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";

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
