import { ArrowRight } from "lucide-react";
import { subjects } from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { ProductImage } from "#app/catalogue/components/product-image.tsx";
import type { Product } from "#app/catalogue/types.ts";
import { EmailButton } from "#app/components/contact-actions.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";

/** The first product of each of these kinds stands for what we supply: its photo once it has one. */
export function heroProducts(products: readonly Product[]): Product[] {
  return (["laptop", "printer", "router", "ups"] as const).flatMap(
    (kind) => products.find((p) => p.illustration === kind) ?? [],
  );
}

/** Desktop only: on a phone the headline is the first screen. Lazy, so hidden ones never load. */
function HeroPictures({ products }: { products: readonly Product[] }) {
  return (
    <ul className="hidden grid-cols-2 gap-4 lg:grid" aria-label={copy.home.heroPictures}>
      {products.map((product) => (
        <li key={product.id} className="overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/20">
          <ProductImage product={product} sizes="(min-width: 1280px) 225px, calc(20vw - 30px)" />
        </li>
      ))}
    </ul>
  );
}

/** Spec: Home's hero, with 'Browse Products' and 'Email for Quote'. */
export function HomeHero({ products }: { products: readonly Product[] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-900 to-brand-900 text-white">
      <Container className="grid items-center gap-12 py-10 sm:py-24 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
            {business.location}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {business.tagline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-300">{copy.home.heroText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              href="/all-products"
              variant="onDark"
              size="lg"
              icon={<ArrowRight className="size-5" aria-hidden="true" />}
            >
              {copy.home.browseProducts}
            </ButtonLink>
            <EmailButton
              subject={subjects.quote}
              label={copy.home.emailForQuote}
              variant="outlineOnDark"
              size="lg"
            />
          </div>
        </div>
        <HeroPictures products={products} />
      </Container>
    </section>
  );
}
