import { Download, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { type InboxFilters, inboxSearch } from "#app/back-office/inbox-filters.ts";
import type { InboxPage } from "#app/back-office/inbox.server.ts";
import { formatDuration, formatWhen, promiseState } from "#app/back-office/time.ts";
import { categories, productRecords } from "#app/catalogue/lookup.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";
import { cn } from "#app/lib/cn.ts";
import { PromiseBadge, StatusBadge } from "./badges.tsx";

interface InboxViewProps {
  filters: InboxFilters;
  inbox: InboxPage;
  team: { id: string; name: string }[];
  now: string;
  notice: string | null;
}

const selectClass = (id: string) => cn(inputProps(id).className, "py-2");

function StatusTabs({
  filters,
  counts,
}: Pick<InboxViewProps, "filters"> & { counts: InboxPage["counts"] }) {
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

function FilterForm({ filters, team }: Pick<InboxViewProps, "filters" | "team">) {
  const search = useRef<HTMLInputElement>(null);
  // "/" jumps to the search box, as in most tools people work in all day.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || target.closest("input, textarea, select")) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const products = filters.category
    ? productRecords.filter((p) => p.categorySlug === filters.category)
    : productRecords;
  const active = [
    filters.category,
    filters.product,
    filters.assignee,
    filters.from,
    filters.to,
  ].filter(Boolean).length;
  return (
    <Form method="get" role="search" className="flex flex-col gap-2">
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full sm:w-80">
          <Field
            id="inbox-q"
            label="Search"
            compact
            hint={
              <>
                Name, e-mail, phone or message.
                <span className="max-sm:hidden">
                  {" "}
                  Press <kbd className="text-slate-400">/</kbd> to come here.
                </span>
              </>
            }
          >
            <input
              ref={search}
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              {...inputProps("inbox-q", undefined, { hint: true })}
              className={selectClass("inbox-q")}
            />
          </Field>
        </div>
        <label className="flex h-10 items-center gap-2 px-1 text-sm text-slate-700">
          <input
            type="checkbox"
            name="overdue"
            value="1"
            defaultChecked={filters.overdue}
            className="size-4 accent-brand-700"
          />
          Overdue only
        </label>
        <Button type="submit" size="sm" icon={<Search className="size-4" aria-hidden="true" />}>
          Apply
        </Button>
        <Link to="/staff" className="rounded px-2 py-2 text-sm text-brand-800 hover:underline">
          Clear
        </Link>
      </div>
      <details open={active > 0} className="group">
        <summary className="w-fit cursor-pointer rounded px-1 py-1 text-sm font-medium text-slate-700 hover:text-slate-900">
          More filters{active ? ` (${active} on)` : ""}
        </summary>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div className="w-full sm:w-52">
            <label htmlFor="inbox-category" className="mb-1 block text-xs text-slate-600">
              Category
            </label>
            <select
              id="inbox-category"
              name="category"
              defaultValue={filters.category ?? ""}
              className={selectClass("inbox-category")}
            >
              <option value="">All categories</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div className="w-full sm:w-60">
            <label htmlFor="inbox-product" className="mb-1 block text-xs text-slate-600">
              Product
            </label>
            <select
              id="inbox-product"
              name="product"
              defaultValue={filters.product ?? ""}
              className={selectClass("inbox-product")}
            >
              <option value="">All products</option>
              {products.map((product) => (
                <option key={product.id} value={product.name}>
                  {product.name}
                </option>
              ))}
            </select>
          </div>
          <div className="w-full sm:w-44">
            <label htmlFor="inbox-assignee" className="mb-1 block text-xs text-slate-600">
              Assigned to
            </label>
            <select
              id="inbox-assignee"
              name="assignee"
              defaultValue={filters.assignee ?? ""}
              className={selectClass("inbox-assignee")}
            >
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">No one</option>
              {team.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex w-full gap-2 sm:w-auto">
            <div className="flex-1 sm:w-40">
              <label htmlFor="inbox-from" className="mb-1 block text-xs text-slate-600">
                Received from
              </label>
              <input
                type="date"
                name="from"
                defaultValue={filters.from ?? ""}
                {...inputProps("inbox-from")}
                className={selectClass("inbox-from")}
              />
            </div>
            <div className="flex-1 sm:w-40">
              <label htmlFor="inbox-to" className="mb-1 block text-xs text-slate-600">
                Received until
              </label>
              <input
                type="date"
                name="to"
                defaultValue={filters.to ?? ""}
                {...inputProps("inbox-to")}
                className={selectClass("inbox-to")}
              />
            </div>
          </div>
        </div>
      </details>
    </Form>
  );
}

export function InboxView({ filters, inbox, team, now, notice }: InboxViewProps) {
  const { page } = filters;
  const exportHref = `/staff/export.csv${inboxSearch({ ...filters, page: 1 })}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">Inbox</h1>
        <a
          href={exportHref}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      <StatusTabs filters={filters} counts={inbox.counts} />
      <FilterForm key={inboxSearch(filters)} filters={filters} team={team} />

      <p className="text-sm text-slate-600" aria-live="polite">
        {inbox.total === 0
          ? "No inquiries match."
          : `${inbox.total} inquir${inbox.total === 1 ? "y" : "ies"} · page ${page} of ${inbox.pageCount}`}
      </p>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {inbox.rows.map((row) => {
          const state = promiseState(row, now);
          return (
            <li key={row.id}>
              <Link
                to={`/staff/inquiries/${row.reference}`}
                className={cn(
                  "grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 md:grid-cols-[7rem_1fr_9rem_14rem]",
                  state.kind === "overdue" && "border-l-4 border-l-red-600 pl-3",
                )}
              >
                <span className="text-sm font-medium text-brand-800">{row.reference}</span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {row.name}
                    <span className="font-normal text-slate-600">
                      {" "}
                      · {row.product ?? "General inquiry"}
                    </span>
                  </span>
                  <span className="block truncate text-sm text-slate-600">
                    {row.preview || row.email}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={row.status} />
                  {row.assigneeName ? (
                    <span className="truncate text-xs text-slate-600">{row.assigneeName}</span>
                  ) : null}
                </span>
                <span className="flex flex-col gap-0.5">
                  <PromiseBadge state={state} />
                  <span className="text-xs text-slate-500">
                    <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time> · waited{" "}
                    {formatDuration(
                      Date.parse(row.firstReplyAt ?? now) - Date.parse(row.createdAt),
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {inbox.pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between">
          {page > 1 ? (
            <Link
              to={`/staff${inboxSearch({ ...filters, page: page - 1 })}`}
              className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          {page < inbox.pageCount ? (
            <Link
              to={`/staff${inboxSearch({ ...filters, page: page + 1 })}`}
              className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              Older →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
