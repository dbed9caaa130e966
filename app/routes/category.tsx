import { redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { catalogueOf } from "#app/catalogue/current.server.ts";
import { categoryPath } from "#app/catalogue/paths.ts";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { CatalogueError } from "#app/components/route-error.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ProductGrid } from "#app/catalogue/components/product-card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { breadcrumbJsonLd, noIndexMeta, originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/category";

export function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  const category = catalogue.getCategory(params.categorySlug);
  if (!category) {
    // A renamed category's old address: one hop to its current one.
    const moved = catalogue.categoryMovedTo(params.categorySlug);
    if (moved) throw redirect(moved, 301);
    throw routeError(404);
  }
  const trail = [
    { name: copy.nav.home, path: "/" },
    { name: category.name, path: categoryPath(category.slug) },
  ];
  return { category, products: catalogue.productsIn(category.slug), trail };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return noIndexMeta(copy.category.notFoundTitle);
  const { category, products } = loaderData;
  return pageMeta({
    origin: originOf(matches),
    path: categoryPath(category.slug),
    title: category.name,
    description: `${category.description} ${products.length} products available from our ${business.address.locality} store.`,
  });
};

export default function CategoryPage({ loaderData, matches }: Route.ComponentProps) {
  const { category, products, trail } = loaderData;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(matches[0].loaderData.origin, trail)} />
      <PageIntro
        breadcrumb={<Breadcrumb trail={trail} />}
        icon={category.icon}
        title={category.name}
        text={category.description}
        eyebrow={copy.category.available(products.length)}
      />
      <Container className="py-10">
        <h2 className="sr-only">Products in {category.name}</h2>
        <ProductGrid products={products} label={category.name} />
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CatalogueError
      error={error}
      title={copy.category.notFoundTitle}
      text={copy.category.notFoundText}
    />
  );
}
