import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { copy } from "#app/business/copy.ts";
import { cn } from "#app/lib/cn.ts";

const words = copy.catalogueEditor;

/** The catalogue section's title, its two lists (products, categories), and the page's action. */
export function CatalogueHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {action}
      </div>
      <nav aria-label={words.title} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200 px-1">
          {[
            { to: "/staff/catalogue", label: words.products, end: true },
            { to: "/staff/catalogue/categories", label: words.categories, end: false },
            { to: "/staff/catalogue/import", label: "CSV", end: false },
          ].map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    "-mb-px block border-b-2 px-3 py-2 text-sm font-medium",
                    isActive
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:text-slate-900",
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
