import { Link } from "react-router";
import { type InboxFilters, inboxSearch } from "#app/back-office/inbox-filters.ts";
import type { InboxPage } from "#app/back-office/inbox.server.ts";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";
import { cn } from "#app/lib/cn.ts";

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
    <nav aria-label="Statuses" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1 pb-1">
        {tabs.map((tab) => {
          const current = filters.status === tab.status;
          return (
            <li key={tab.label}>
              <Link
                to={`/staff${inboxSearch({ ...filters, status: tab.status, page: 1 })}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-1.5 rounded-md px-3 py-2 text-sm whitespace-nowrap",
                  current
                    ? "bg-brand-700 font-medium text-white"
                    : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {tab.label}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    current ? "bg-brand-900 text-white" : "bg-slate-100 text-slate-600",
                  )}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
