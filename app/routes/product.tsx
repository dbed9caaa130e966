import { Check } from "lucide-react";
import { redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { copy } from "#app/business/copy.ts";
import { catalogueOf } from "#app/catalogue/current.server.ts";
import { categoryPath, productPath } from "#app/catalogue/paths.ts";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { QuoteBox } from "#app/catalogue/components/quote-box.tsx";
import { InquiryDialogLoader } from "#app/inquiries/components/inquiry-dialog-loader.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { CatalogueError, type GoneData } from "#app/components/route-error.tsx";
import { ProductGrid } from "#app/catalogue/components/product-card.tsx";
import { ProductImage } from "#app/catalogue/components/product-image.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { breadcrumbJsonLd, noIndexMeta, originOf, pageMeta, productJsonLd } from "#app/lib/seo.ts";
import type { Route } from "./+types/product";

export function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  const product = catalogue.getProduct(params.productSlug);
  const category = product && catalogue.getCategory(product.categorySlug);
  if (!product || !category) {
    const answer = catalogue.answerFor(params.productSlug);
    // A renamed product's old address: one hop to its current one.
    if (answer?.kind === "moved") throw redirect(answer.to, 301);
    if (answer?.kind === "archived") {
      const gone = answer.category;
      const body: GoneData = {
        category: gone ? { path: categoryPath(gone.slug), name: gone.name } : null,
      };
      throw routeError(410, body);
    }
    throw routeError(404);
  }
  const related = catalogue
    .productsIn(category.slug)
    .filter((p) => p.id !== product.id)
    .slice(0, 4);
  const trail = [
    { name: copy.nav.home, path: "/" },
    { name: category.name, path: categoryPath(category.slug) },
    { name: product.name, path: productPath(product.slug) },
  ];
  return { product, category, related, trail };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return noIndexMeta(copy.product.notFoundTitle);
  const { product, category } = loaderData;
  return pageMeta({
    origin: originOf(matches),
    path: productPath(product.slug),
    title: product.seoTitle ?? `${product.name} (${category.name})`,
    description: product.seoDescription ?? copy.product.description(product.description),
    type: "product",
  });
};

export default function ProductPage({ loaderData, matches }: Route.ComponentProps) {
  const { product, category, related, trail } = loaderData;
  const origin = matches[0].loaderData.origin;
  return (
    <>
      <JsonLd data={productJsonLd(origin, product, category)} />
      <JsonLd data={breadcrumbJsonLd(origin, trail)} />
      <Container className="py-8 sm:py-12">
        <Breadcrumb trail={trail} />
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 lg:self-start">
            <ProductImage
              product={product}
              eager
              // One column, or half of the Container at lg (gap-12).
              sizes="(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
            />
          </div>
          <div>
            <a
              href={categoryPath(category.slug)}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              <span aria-hidden="true">{category.icon}</span>
              {category.name}
            </a>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {product.name}
            </h1>
            <p className="mt-4 text-base leading-relaxed text-slate-700">{product.description}</p>

            <h2 className="mt-8 text-lg font-semibold text-slate-900">
              {copy.product.keyFeatures}
            </h2>
            <ul className="mt-3 space-y-2">
              {product.specifications.map((spec) => (
                <li key={spec} className="flex gap-2.5 text-slate-700">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {spec}
                </li>
              ))}
            </ul>

            <QuoteBox product={product} isService={category.slug === "services"} />
          </div>
        </div>
      </Container>

      {related.length > 0 ? (
        <section
          aria-labelledby="related-heading"
          className="border-t border-slate-200 bg-slate-50"
        >
          <Container className="py-12">
            <h2 id="related-heading" className="mb-6 text-2xl font-bold text-slate-900">
              {copy.product.moreIn(category.name)}
            </h2>
            <ProductGrid products={related} label={copy.product.moreIn(category.name)} />
          </Container>
        </section>
      ) : null}
      <InquiryDialogLoader />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CatalogueError
      error={error}
      title={copy.product.notFoundTitle}
      text={copy.product.notFoundText}
    />
  );
}
