import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { categoryPath } from "#app/catalogue/paths.ts";
import type { Category } from "#app/catalogue/types.ts";

export function CategoryCard({ category, count }: { category: Category; count: number }) {
  return (
    <li>
      <Link
        to={categoryPath(category.slug)}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
      >
        <span
          className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-2xl"
          aria-hidden="true"
        >
          {category.icon}
        </span>
        <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
          {category.name}
        </h3>
        <p className="mt-1 flex-1 text-sm text-slate-600">{category.description}</p>
        <p className="mt-4 flex items-center justify-between text-sm font-medium text-brand-700">
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
