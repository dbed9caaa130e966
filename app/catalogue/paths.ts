// Every URL of the catalogue: the pre-render list and the sitemap share it.
// Imports only plain data so react-router.config.ts can load it at build time.

import { categories } from "./categories.ts";
import { productRecords } from "./products.ts";

export const staticPaths = ["/", "/all-products", "/about", "/contact", "/privacy"] as const;

export const categoryPath = (slug: string) => `/category/${slug}`;
export const productPath = (slug: string) => `/product/${slug}`;

export function prerenderPaths(): string[] {
  return [
    ...staticPaths,
    ...categories.map((c) => categoryPath(c.slug)),
    ...productRecords.map((p) => productPath(p.slug)),
  ];
}
