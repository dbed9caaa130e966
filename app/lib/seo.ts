// Meta tags and JSON-LD for every page. Builders only:
// routes pass in the origin from the root loader.

import type { MetaDescriptor } from "react-router";
import { business } from "#app/business/details.ts";
import { productPath } from "#app/catalogue/paths.ts";
import type { Category, Product } from "#app/catalogue/types.ts";
import { OG_IMAGE } from "./og-image.ts";

export interface RootData {
  readonly origin: string;
  /** The catalogue's categories, for the footer and the 404 page's way on. */
  readonly categories: readonly { slug: string; name: string; icon: string }[];
}

/** The root loader's origin, as route meta functions see it in `matches`. */
export function originOf(matches: readonly unknown[]): string {
  const root = matches[0] as { loaderData?: RootData } | undefined;
  return root?.loaderData?.origin ?? "";
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

export interface PageMetaInput {
  readonly origin: string;
  readonly path: string;
  /** Page title without the site name; the home page passes none. */
  readonly title?: string;
  readonly description: string;
  readonly type?: "website" | "product";
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title
    ? `${input.title} | ${business.shortName}`
    : `${business.name} | ${business.tagline}`;
  const url = absoluteUrl(input.origin, input.path);
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "en_KE" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(input.origin, OG_IMAGE.path) },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: OG_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** A page that must not be indexed (404s, errors). */
export function noIndexMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${business.shortName}` }, { name: "robots", content: "noindex" }];
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

interface HoursSlot {
  readonly weekdays: readonly number[];
  readonly opens: string | null;
  readonly closes: string | null;
}

/** The business's opening hours as schema.org reads them; closed days are left out. */
export function openingHoursSpecification(hours: readonly HoursSlot[]) {
  return hours.flatMap((slot) =>
    slot.opens && slot.closes
      ? [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: slot.weekdays.map((day) => WEEKDAYS[day - 1] ?? String(day)),
            opens: slot.opens,
            closes: slot.closes,
          },
        ]
      : [],
  );
}

export function localBusinessJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl(origin, "/#business"),
    name: business.name,
    slogan: business.tagline,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/favicon.svg"),
    image: absoluteUrl(origin, OG_IMAGE.path),
    telephone: business.phone,
    email: business.email,
    founder: { "@type": "Person", name: business.director },
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    areaServed: business.serviceArea,
    openingHoursSpecification: openingHoursSpecification(business.hours),
  };
}

export function breadcrumbJsonLd(origin: string, trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** No offers: the catalogue has no prices, and we do not invent them. */
export function productJsonLd(origin: string, product: Product, category: Category) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.id,
    category: category.name,
    image: absoluteUrl(origin, product.image),
    url: absoluteUrl(origin, productPath(product.slug)),
    additionalProperty: product.specifications.map((spec) => ({
      "@type": "PropertyValue",
      name: "Feature",
      value: spec,
    })),
  };
}
