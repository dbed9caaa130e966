import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { copy } from "#app/business/copy.ts";
import { listCategories } from "#app/catalogue/categories.server.ts";
import { ProductListView } from "#app/catalogue/components/editor/product-list-view.tsx";
import { parseProductFilters } from "#app/catalogue/product-list-filters.ts";
import { listProducts } from "#app/catalogue/product-list.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/catalogue";

// Every product, any status: search and filters in the URL, a page at a time.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, EDIT_CATALOGUE);
  const filters = parseProductFilters(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([
    listProducts(services.db, filters),
    listCategories(services.db),
  ]);
  return {
    filters,
    list,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
  };
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.catalogueEditor.title);

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return <ProductListView {...loaderData} />;
}
