import { SearchX } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { categories, products } from "#app/catalogue/catalogue.ts";
import { filterFromSearchParams, filterToSearch, matchesProduct } from "#app/catalogue/search.ts";
import { ProductGrid } from "#app/components/product-card.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { enhanceProductFilter } from "#app/enhance/product-filter.ts";
import { originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/all-products";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/all-products",
    title: copy.nav.allProducts,
    description: `Browse all ${products.length} products and services: computers, storage, accessories, printers, software, power backup, networking, IT services and stationery.`,
  });

const categorySlugs = categories.map((c) => c.slug);

export function loader({ request }: Route.LoaderArgs) {
  const filter = filterFromSearchParams(new URL(request.url).searchParams, categorySlugs);
  return { filter };
}

const fieldClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

export default function AllProducts({ loaderData: { filter } }: Route.ComponentProps) {
  const shown = products.filter((p) => matchesProduct(p, filter)).length;
  return (
    <>
      <PageIntro
        title={copy.nav.allProducts}
        text="Every product and service we offer. Search by name or description, or narrow the list by category."
      />
      <Container className="py-10">
        <form
          method="get"
          action="/all-products"
          role="search"
          aria-label="Filter products"
          data-product-filter
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem_auto]"
        >
          <div>
            <label htmlFor="product-search" className="sr-only">
              Search products
            </label>
            <input
              id="product-search"
              type="search"
              name="q"
              defaultValue={filter.query}
              placeholder={copy.search.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className={`${fieldClass} placeholder:text-slate-500`}
            />
          </div>
          <div>
            <label htmlFor="product-category" className="sr-only">
              Category
            </label>
            <select
              id="product-category"
              name="category"
              defaultValue={filter.category}
              className={fieldClass}
            >
              <option value="all">{copy.search.allCategories}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {/* The list filters as the visitor types; the button is for those who
              cannot press Enter, and for a page without JavaScript (WCAG H32). */}
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>

        <p className="mt-6 mb-4 text-sm text-slate-600" role="status" data-product-count>
          {copy.search.showing(shown, products.length)}
        </p>

        <div
          className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center"
          hidden={shown > 0}
          data-product-empty
        >
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{copy.search.emptyTitle}</h2>
          <p className="mt-2 max-w-md text-sm text-slate-600">{copy.search.emptyText}</p>
        </div>

        <h2 className="sr-only">Products</h2>
        <ProductGrid
          products={products}
          label="Products"
          eagerCount={2}
          isHidden={(product) => !matchesProduct(product, filter)}
        />
      </Container>
      <InlineScript
        fn={enhanceProductFilter}
        args={[matchesProduct, filterToSearch, copy.search.showing]}
      />
    </>
  );
}
