import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { categoryPath } from "#app/catalogue/paths.ts";
import type { Category } from "#app/catalogue/types.ts";

export function CategoryCard({ category, count }: { category: Category; count: number }) {
  return (
    <li>
      <Link
        to={categoryPath(category.slug)}
        // On a phone a row (icon beside the text), from `sm` up a column.
        className="group grid h-full grid-cols-[3rem_minmax(0,1fr)] gap-x-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md sm:flex sm:flex-col sm:p-6"
      >
        <span
          className="row-span-3 flex size-12 items-center justify-center rounded-lg bg-brand-50 text-2xl"
          aria-hidden="true"
        >
          {category.icon}
        </span>
        <h3 className="text-base font-semibold text-slate-900 group-hover:text-brand-700 sm:mt-4 sm:text-lg">
          {category.name}
        </h3>
        <p className="mt-1 line-clamp-2 flex-1 text-sm text-slate-600 sm:line-clamp-none">
          {category.description}
        </p>
        <p className="mt-2 flex items-center justify-between text-sm font-medium text-brand-700 sm:mt-4">
          <span>{count} products</span>
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </p>
      </Link>
    </li>
  );
}
