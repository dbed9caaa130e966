import { ListSearch } from "#app/components/ui/list-search.tsx";
import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { formatDay, formatWhen } from "#app/business/time.ts";
import { CountTabs } from "#app/components/ui/count-tabs.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { type QuoteFilters, QUOTE_STATES, quotesSearch } from "../list/filters.ts";
import type { QuotesPage } from "../list/list.server.ts";
import { formatKes } from "../money.ts";
import { QUOTE_STATE_LABELS } from "../status.ts";
import { QuoteStateBadge } from "./state-badge.tsx";

const listHref = (filters: Partial<QuoteFilters>) => `/staff/quotes${quotesSearch(filters)}`;

function Worth({ label, cents, detail }: { label: string; cents: number; detail: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
        {formatKes(cents)}
      </dd>
      <dd className="text-xs text-slate-600">{detail}</dd>
    </div>
  );
}

/** Every quote, newest first: its state, worth and customer; the totals above. */
export function QuotesList({ filters, list }: { filters: QuoteFilters; list: QuotesPage }) {
  const { counts, worth } = list;
  const quoted = counts.sent + counts.viewed + counts.accepted + counts.declined + counts.expired;
  const rate = worth.answered > 0 ? Math.round((worth.accepted / worth.answered) * 100) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">Quotes</h1>
        <a
          href={`/staff/quotes/export.csv${quotesSearch({ ...filters, page: 1 })}`}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>
      <dl className="grid gap-2 sm:grid-cols-3">
        <Worth
          label="Quoted"
          cents={worth.quotedCents}
          detail={`${quoted} quote${quoted === 1 ? "" : "s"} sent, revisions counted once`}
        />
        <Worth
          label="Waiting for an answer"
          cents={worth.waitingCents}
          detail={`${counts.sent + counts.viewed} quote${counts.sent + counts.viewed === 1 ? "" : "s"}, ${counts.viewed} opened`}
        />
        <Worth
          label="Accepted"
          cents={worth.acceptedCents}
          detail={
            rate === null
              ? "No answers yet"
              : `${worth.accepted} of ${worth.answered} answered (${rate}%)`
          }
        />
      </dl>
      <CountTabs
        label="States"
        tabs={[
          { state: null, label: "All", count: counts.all },
          ...QUOTE_STATES.map((state) => ({
            state,
            label: QUOTE_STATE_LABELS[state],
            count: counts[state],
          })),
        ].map((tab) => ({
          label: tab.label,
          count: tab.count,
          to: listHref({ ...filters, state: tab.state, page: 1 }),
          current: filters.state === tab.state,
        }))}
      />
      <Form
        key={quotesSearch(filters)}
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2"
      >
        {filters.state ? <input type="hidden" name="state" value={filters.state} /> : null}
        <ListSearch
          id="quotes-q"
          label="Search"
          hint="Number, inquiry, customer or company."
          value={filters.q}
          apply="Search"
        />
        {filters.q || filters.state ? (
          <Link
            to="/staff/quotes"
            className="rounded px-2 py-2 text-sm text-brand-800 hover:underline"
          >
            Clear
          </Link>
        ) : null}
      </Form>

      <p className="text-sm text-slate-600" aria-live="polite">
        {list.total === 0
          ? counts.all === 0 && !filters.q
            ? "No quotes yet. Make one from an inquiry's page."
            : "No quotes match."
          : `${list.total} quote${list.total === 1 ? "" : "s"} · page ${Math.min(filters.page, list.pageCount)} of ${list.pageCount}`}
      </p>
      {list.rows.length > 0 ? (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {list.rows.map((row) => (
            <li key={row.number}>
              <Link
                to={`/staff/quotes/${row.number}`}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 md:grid-cols-[12rem_1fr_9rem_10rem]"
              >
                <span className="flex items-center gap-2">
                  <span className="text-sm font-medium text-brand-800">{row.number}</span>
                  <QuoteStateBadge state={row.state} />
                </span>
                <span className="text-right text-sm font-medium text-slate-900 tabular-nums md:order-3">
                  {formatKes(row.totalCents)}
                </span>
                <span className="col-span-2 min-w-0 md:order-2 md:col-span-1">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {row.customer}
                    {row.company ? (
                      <span className="font-normal text-slate-600"> · {row.company}</span>
                    ) : null}
                  </span>
                  <span className="block text-xs text-slate-600">Inquiry {row.reference}</span>
                </span>
                <span className="col-span-2 text-xs text-slate-600 md:order-4 md:col-span-1">
                  {row.sentAt ? (
                    <>
                      Sent <time dateTime={row.sentAt}>{formatWhen(row.sentAt)}</time>
                      <span className="md:block">
                        <span className="md:hidden"> · </span>valid until{" "}
                        {formatDay(new Date(`${row.validUntil}T00:00:00Z`))}
                      </span>
                    </>
                  ) : (
                    <>
                      Made <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time>
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={filters.page}
        pageCount={list.pageCount}
        href={(to) => listHref({ ...filters, page: to })}
      />
    </div>
  );
}
