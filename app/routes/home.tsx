import { ArrowRight, Headset, ShieldCheck, Tag, Truck } from "lucide-react";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import { subjects } from "#app/business/contact-links.ts";
import { categories, featuredProducts, products, productsIn } from "#app/catalogue/catalogue.ts";
import type { Product } from "#app/catalogue/types.ts";
import { CategoryCard } from "#app/catalogue/components/category-card.tsx";
import { CallButton, EmailButton, WhatsAppButton } from "#app/components/contact-actions.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { ProductGrid } from "#app/catalogue/components/product-card.tsx";
import { ProductImage } from "#app/catalogue/components/product-image.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { localBusinessJsonLd, originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/",
    description: `${business.name}, Nairobi: laptops, printers, storage, networking, software, stationery and IT services, with quotes by e-mail, phone or WhatsApp.`,
  });

export function loader() {
  return {
    categories: categories.map((category) => ({
      category,
      count: productsIn(category.slug).length,
    })),
    featured: featuredProducts,
  };
}

const values = [
  {
    icon: ShieldCheck,
    title: "Quality",
    text: "Genuine products from brands we trust, with warranty.",
  },
  {
    icon: Headset,
    title: "Support",
    text: "Advice before you buy and help long after.",
  },
  {
    icon: Tag,
    title: "Affordability",
    text: "Competitive quotes for homes, schools and businesses.",
  },
  {
    icon: Truck,
    title: "One reliable source",
    text: "Tech, office supplies and services from one partner.",
  },
] as const;

/** The first product of each of these kinds stands for what we supply: its photo once it has one. */
const heroProducts = (["laptop", "printer", "router", "ups"] as const).map(
  (kind) => products.find((p) => p.illustration === kind) as Product,
);

/** Desktop only: on a phone the headline is the first screen. Lazy, so hidden ones never load. */
function HeroPictures() {
  return (
    <ul className="hidden grid-cols-2 gap-4 lg:grid" aria-label="Some of what we supply">
      {heroProducts.map((product) => (
        <li key={product.id} className="overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/20">
          <ProductImage product={product} sizes="(min-width: 1280px) 225px, calc(20vw - 30px)" />
        </li>
      ))}
    </ul>
  );
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const origin = matches[0].loaderData.origin;
  return (
    <>
      <JsonLd data={localBusinessJsonLd(origin)} />
      <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-900 to-brand-900 text-white">
        <Container className="grid items-center gap-12 py-10 sm:py-24 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
              Nairobi, Kenya
            </p>
            <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
              {business.tagline}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-300">
              Laptops, printers, networking, software, stationery and expert IT services. Our
              mission is to simplify your tech, office and service needs through one reliable
              source.
            </p>
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
          <HeroPictures />
        </Container>
      </section>

      <section aria-label="Why choose us" className="border-b border-slate-200 bg-slate-50">
        <Container className="grid gap-5 py-8 sm:grid-cols-2 sm:gap-6 sm:py-10 lg:grid-cols-4">
          {values.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="font-semibold text-slate-900">{title}</h2>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </div>
          ))}
        </Container>
      </section>

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
            intro="Everything a home, school or office needs, in nine departments."
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
            intro="The products and services our customers ask for most."
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

      <section aria-labelledby="cta-heading" className="bg-brand-800 text-white">
        <Container className="flex flex-col items-start gap-6 py-10 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
              Need a quote or some advice?
            </h2>
            <p className="mt-2 max-w-xl text-brand-100">
              Call, WhatsApp or visit us in Nairobi. We reply within {business.replyWithinHours}{" "}
              hours.
            </p>
          </div>
          <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
            <CallButton variant="onDark" size="lg" className="col-span-2" />
            <WhatsAppButton size="lg" />
            <ButtonLink href="/contact" variant="outlineOnDark" size="lg">
              {copy.home.contactUs}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
