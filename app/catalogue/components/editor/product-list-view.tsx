import { Plus, Star } from "lucide-react";
import { Link } from "react-router";
import { copy } from "#app/business/copy.ts";
import { formatWhen } from "#app/business/time.ts";
import type { ProductListPage, ProductListRow } from "#app/catalogue/product-list.server.ts";
import {
  type ProductFilters,
  RECENT_DAYS,
  productsSearch,
} from "#app/catalogue/product-list-filters.ts";
import { PRODUCT_STATUSES } from "#app/catalogue/product-schema.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CountTabs } from "#app/components/ui/count-tabs.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { CatalogueHeader } from "./catalogue-header.tsx";
import { ProductFilterForm } from "./product-filter-form.tsx";
import { ProductStatusBadge } from "./status-badge.tsx";

const words = copy.catalogueEditor;
const listHref = (filters: Partial<ProductFilters>) => `/staff/catalogue${productsSearch(filters)}`;
const editHref = (row: ProductListRow) => `/staff/catalogue/${row.id}`;

/** A star for a featured product; its word shown beside it, or said only. */
function FeaturedMark({ featured, withWord = false }: { featured: boolean; withWord?: boolean }) {
  if (!featured) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-900">
      <Star className="size-4 fill-amber-400 text-amber-600" aria-hidden="true" />
      <span className={withWord ? undefined : "sr-only"}>{words.fields.featured}</span>
    </span>
  );
}

function Updated({ row }: { row: ProductListRow }) {
  return (
    <>
      <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time>
      {row.updatedBy ? <span className="block text-slate-500">{row.updatedBy}</span> : null}
    </>
  );
}

/** The products a page at a time: a table at desktop width, cards on a phone. */
export function ProductListView({
  filters,
  list,
  categories,
}: {
  filters: ProductFilters;
  list: ProductListPage;
  categories: readonly { slug: string; name: string }[];
}) {
  const { counts } = list;
  const inquiries = words.list.inquiries(RECENT_DAYS);
  const views = words.list.views(RECENT_DAYS);
  return (
    <div className="flex flex-col gap-4">
      <CatalogueHeader
        title={words.title}
        action={
          <ButtonLink
            href="/staff/catalogue/new"
            size="sm"
            icon={<Plus className="size-4" aria-hidden="true" />}
          >
            {words.newProduct}
          </ButtonLink>
        }
      />
      <CountTabs
        label={words.list.statuses}
        tabs={[
          { status: null, label: words.list.all, count: counts.all },
          ...PRODUCT_STATUSES.map((status) => ({
            status,
            label: words.statuses[status],
            count: counts[status],
          })),
        ].map((tab) => ({
          label: tab.label,
          count: tab.count,
          to: listHref({ ...filters, status: tab.status, page: 1 }),
          current: filters.status === tab.status,
        }))}
      />
      <ProductFilterForm key={productsSearch(filters)} filters={filters} categories={categories} />

      <p className="text-sm text-slate-600" aria-live="polite">
        {list.total === 0
          ? words.list.none
          : words.list.count(list.total, list.page, list.pageCount)}
      </p>

      {list.rows.length > 0 ? (
        <>
          <table className="hidden w-full table-fixed overflow-hidden rounded-xl border border-slate-200 bg-white text-sm md:table">
            <colgroup>
              <col />
              <col className="w-[22%]" />
              <col className="w-24" />
              <col className="w-12" />
              <col className="w-36" />
              <col className="w-28" />
              <col className="w-28" />
            </colgroup>
            <thead className="bg-slate-50 text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {words.list.product}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {words.fields.categoryId}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {words.fields.status}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <Star className="size-4" aria-hidden="true" />
                  <span className="sr-only">{words.fields.featured}</span>
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {words.list.updated}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {inquiries}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {views}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  <td className="px-4 py-2.5">
                    <Link
                      to={editHref(row)}
                      className="block truncate font-medium text-brand-800 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <span className="block truncate text-xs text-slate-500">{row.slug}</span>
                  </td>
                  <td className="truncate px-3 py-2.5 text-slate-700">
                    <span aria-hidden="true">{row.category.icon} </span>
                    {row.category.name}
                  </td>
                  <td className="px-3 py-2.5">
                    <ProductStatusBadge status={row.status} />
                  </td>
                  <td className="px-3 py-2.5">
                    <FeaturedMark featured={row.featured} />
                  </td>
                  <td className="px-3 py-2.5 text-xs whitespace-nowrap text-slate-600">
                    <Updated row={row} />
                  </td>
                  <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">
                    {row.inquiries}
                  </td>
                  <td className="px-4 py-2.5 text-right text-slate-900 tabular-nums">
                    {row.views}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white md:hidden">
            {list.rows.map((row) => (
              <li key={row.id}>
                <Link
                  to={editHref(row)}
                  className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50"
                >
                  <span className="flex items-start justify-between gap-3">
                    <span className="min-w-0 font-medium text-brand-800">{row.name}</span>
                    <ProductStatusBadge status={row.status} />
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                    <span>
                      <span aria-hidden="true">{row.category.icon} </span>
                      {row.category.name}
                    </span>
                    <FeaturedMark featured={row.featured} withWord />
                  </span>
                  <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                    <span>
                      {words.list.updated}{" "}
                      <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time>
                      {row.updatedBy ? ` · ${row.updatedBy}` : ""}
                    </span>
                    <span className="tabular-nums">
                      {words.list.inquiriesCount(row.inquiries, RECENT_DAYS)}
                    </span>
                    <span className="tabular-nums">
                      {words.list.viewsCount(row.views, RECENT_DAYS)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Pager
        page={list.page}
        pageCount={list.pageCount}
        href={(to) => listHref({ ...filters, page: to })}
        labels={words.list.pages}
      />
    </div>
  );
}
