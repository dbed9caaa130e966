import { SearchX } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { catalogueOf } from "#app/catalogue/current.server.ts";
import { ProductFilterForm } from "#app/catalogue/components/product-filter.tsx";
import { productSearch } from "#app/catalogue/product-search.ts";
import {
  filterFromSearchParams,
  filterToSearch,
  listPageFromSearchParams,
  listPageOf,
  listPageSearch,
} from "#app/catalogue/search.ts";
import { ALL_PRODUCT_CARDS } from "#app/catalogue/paths.ts";
import { Pager } from "#app/components/ui/pager.tsx";
import { routeError } from "#app/lib/route-error.ts";
import type { Product } from "#app/catalogue/types.ts";
import { InquiryDialogLoader } from "#app/inquiries/components/inquiry-dialog-loader.tsx";
import { InquiryTrigger } from "#app/inquiries/components/inquiry-trigger.tsx";
import { ProductGrid } from "#app/catalogue/components/product-card.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { attachIslandOnIntent } from "#app/enhance/island-on-intent.ts";
import { ISLANDS, useIslandUrl } from "#app/enhance/island-url.tsx";
import { originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/all-products";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    origin: originOf(matches),
    // A later page is its own; a filter's first page (or every card) is the list's.
    path:
      loaderData && loaderData.page > 1
        ? `/all-products${listPageSearch(loaderData.filter, loaderData.page)}`
        : "/all-products",
    title: copy.nav.allProducts,
    description: `Browse all ${loaderData?.total ?? ""} products and services: computers, storage, accessories, printers, software, power backup, networking, IT services and stationery.`,
  });

// One index per catalogue, made on first use and dropped with it.
const searches = new WeakMap<readonly Product[], ReturnType<typeof productSearch<Product>>>();

export function loader({ request, context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  const { products, categories } = catalogue;
  const params = new URL(request.url).searchParams;
  const filter = filterFromSearchParams(
    params,
    categories.map((c) => c.slug),
  );
  const asked = listPageFromSearchParams(params);
  let search = searches.get(products);
  if (!search) searches.set(products, (search = productSearch(products)));
  const { results, closeMatches } = search(filter);
  const shown = listPageOf(results, asked);
  if (!shown) throw routeError(404);
  return {
    filter,
    ...shown,
    found: results.length,
    total: products.length,
    closeMatches,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    searchData: catalogue.searchData().url,
  };
}

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { filter, page, pages, cards, first, found, total, closeMatches, categories, searchData } =
    loaderData;
  const query = filter.query.trim();
  const address = `/all-products${filterToSearch(filter)}`;
  const searchUrl = useIslandUrl(ISLANDS.productSearch);
  return (
    <>
      <PageIntro
        title={copy.nav.allProducts}
        text="Every product and service we offer. Search by name or description, or narrow the list by category."
      />
      <Container className="py-10">
        <ProductFilterForm filter={filter} categories={categories} />

        <div className="mt-6 mb-4 text-sm text-slate-600">
          <p role="status" data-search="count">
            {copy.search.showing(found, total)}
          </p>
          {/* Beyond a page, which of the matches these are; the live search
              shows every match at once and hides it. */}
          {pages > 1 ? (
            <p data-search="range">{copy.search.shownOnPage(first, first + cards.length - 1)}</p>
          ) : null}
        </div>

        <div
          className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center sm:py-12"
          hidden={found > 0}
          data-search="empty"
        >
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{copy.search.emptyTitle}</h2>
          <p className="mt-2 max-w-md text-sm text-slate-600">{copy.search.emptyText}</p>
          <InquiryTrigger
            label={copy.search.askAbout(query)}
            about={query}
            from={address}
            variant="secondary"
            className="mt-5"
          />
        </div>

        <h2 className="sr-only">Products</h2>
        <ProductGrid products={cards} label="Products" searchPart="results" />
        {pages > 1 ? (
          <div className="mt-8" data-search="pager">
            <Pager
              page={page}
              pageCount={pages}
              href={(n) => `/all-products${listPageSearch(filter, n)}`}
              labels={{ previous: "← Previous", next: "Next →" }}
            />
          </div>
        ) : null}

        <section
          aria-labelledby="close-matches-title"
          className="mt-10"
          hidden={closeMatches.length === 0}
          data-search="close"
        >
          <h2 id="close-matches-title" className="text-lg font-semibold text-slate-900">
            {copy.search.closeMatches}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600" data-search="close-text">
            {copy.search.closeMatchesText(query)}
          </p>
          <ProductGrid
            products={closeMatches}
            label={copy.search.closeMatches}
            searchPart="close-list"
          />
        </section>
      </Container>
      <InquiryDialogLoader />
      {searchUrl ? (
        <InlineScript
          fn={attachIslandOnIntent}
          args={[
            searchUrl,
            "[data-product-filter]",
            // The other pages' cards, for a search that finds them.
            { data: searchData, cards: cards.length < total ? ALL_PRODUCT_CARDS : null, total },
          ]}
        />
      ) : null}
    </>
  );
}
