import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** The visible trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="rounded hover:text-brand-700">
                    {crumb.name}
                  </Link>
                  <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
