import { Link } from "react-router";

const LINK =
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-brand-50";

/**
 * A list's pages, newest first: a link to the newer page and one to the
 * older, where there are, and which page this is. A list in another order
 * names its own directions.
 */
export function Pager({
  page,
  pageCount,
  href,
  labels = { previous: "← Newer", next: "Older →" },
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels?: { previous: string; next: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between">
      {page > 1 ? (
        <Link to={href(page - 1)} className={LINK}>
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={LINK}>
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
