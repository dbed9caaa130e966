import { ArrowRight } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { catalogueOf } from "#app/catalogue/current.server.ts";
import { CategoryCard } from "#app/catalogue/components/category-card.tsx";
import { ProductGrid } from "#app/catalogue/components/product-card.tsx";
import { HomeCallToAction } from "#app/components/home/call-to-action.tsx";
import { HomeHero, heroProducts } from "#app/components/home/hero.tsx";
import { HomeValues } from "#app/components/home/values.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { localBusinessJsonLd, originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/",
    description: copy.home.description,
  });

export function loader({ context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  return {
    categories: catalogue.categories.map((category) => ({
      category,
      count: catalogue.productsIn(category.slug).length,
    })),
    featured: catalogue.featured,
    heroProducts: heroProducts(catalogue.products),
  };
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const origin = matches[0].loaderData.origin;
  return (
    <>
      <JsonLd data={localBusinessJsonLd(origin)} />
      <HomeHero products={loaderData.heroProducts} />
      <HomeValues />

      {/* The sizes are the sections' measured heights at each layout, so the
          page does not jump as they are drawn. */}
      <section
        aria-labelledby="categories-heading"
        className="render-when-near [--near-size:92rem] sm:[--near-size:96rem] lg:[--near-size:63rem] xl:[--near-size:59rem]"
      >
        <Container className="py-10 sm:py-16">
          <SectionHeading
            id="categories-heading"
            title={copy.home.shopByCategory}
            intro={copy.home.categoriesIntro(loaderData.categories.length)}
          />
          <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {loaderData.categories.map(({ category, count }) => (
              <CategoryCard key={category.slug} category={category} count={count} />
            ))}
          </ul>
        </Container>
      </section>

      <section
        aria-labelledby="popular-heading"
        className="bg-slate-50 render-when-near [--near-size:144.5rem] sm:[--near-size:241rem] lg:[--near-size:164.5rem] xl:[--near-size:129rem]"
      >
        <Container className="py-10 sm:py-16">
          <SectionHeading
            id="popular-heading"
            title={copy.home.popularProducts}
            intro={copy.home.popularIntro}
          />
          <ProductGrid products={loaderData.featured} label={copy.home.popularProducts} />
          <div className="mt-10 text-center">
            <ButtonLink
              href="/all-products"
              size="lg"
              icon={<ArrowRight className="size-5" aria-hidden="true" />}
            >
              {copy.home.viewAllProducts}
            </ButtonLink>
          </div>
        </Container>
      </section>

      <HomeCallToAction />
    </>
  );
}
