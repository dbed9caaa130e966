// Catalogue lookups for code that runs outside the site's build (the
// server's e-mails, the command line, the back office's filters): the plain
// records, without the pictures that only the build can resolve.

import { categories } from "./categories.ts";
import { productRecords } from "./products.ts";
import type { Category, ProductRecord } from "./types.ts";

const byName = new Map(productRecords.map((record) => [record.name, record]));

/** The product an inquiry names, if the name is one of the catalogue's. */
export function productRecordNamed(name: string): ProductRecord | undefined {
  return byName.get(name);
}

/** The category of a product name, if it is one of the catalogue's. */
export function categoryOfProductNamed(name: string): Category | undefined {
  const record = byName.get(name);
  return record && categories.find((c) => c.slug === record.categorySlug);
}

/** The names of a category's products: what an inquiry of that category names. */
export function productNamesIn(categorySlug: string): string[] {
  return productRecords.filter((r) => r.categorySlug === categorySlug).map((r) => r.name);
}

export { categories, productRecords };
