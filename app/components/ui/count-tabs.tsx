import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface CountTab {
  readonly label: string;
  readonly count: number;
  readonly to: string;
  readonly current: boolean;
}

/** A list's views as tabs, each with its count: the inbox's statuses, the quotes' states. */
export function CountTabs({ label, tabs }: { label: string; tabs: readonly CountTab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1 pb-1">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "flex items-center gap-1.5 rounded-md px-3 py-2 text-sm whitespace-nowrap",
                tab.current
                  ? "bg-brand-700 font-medium text-white"
                  : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {tab.label}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  tab.current ? "bg-brand-900 text-white" : "bg-slate-100 text-slate-600",
                )}
              >
                {tab.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
