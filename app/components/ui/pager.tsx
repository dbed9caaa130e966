import { Link } from "react-router";

const LINK = "rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50";

/** A list's pages, newest first: a link to the newer page and one to the older, where there are. */
export function Pager({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between">
      {page > 1 ? (
        <Link to={href(page - 1)} className={LINK}>
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={LINK}>
          Older →
        </Link>
      ) : null}
    </nav>
  );
}
