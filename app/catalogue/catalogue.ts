// The catalogue as the site uses it: records from products.ts joined with
// their category and picture. Lookups return undefined for unknown slugs.

import { categories } from "./categories.ts";
import { productImage } from "./images.ts";
import { productRecords } from "./products.ts";
import type { Category, CategorySlug, Product } from "./types.ts";

const categoryBySlug = new Map<string, Category>(categories.map((c) => [c.slug, c]));

export const products: readonly Product[] = productRecords.map((record) => {
  const category = categoryBySlug.get(record.categorySlug);
  if (!category)
    throw new Error(`Product ${record.id} has unknown category ${record.categorySlug}`);
  const image = productImage(record);
  return {
    ...record,
    category: category.name,
    image: image.url,
    imageAlt: image.alt,
    imageSources: image.sources,
  };
});

const productBySlug = new Map(products.map((p) => [p.slug, p]));

export { categories };

export function getCategory(slug: string): Category | undefined {
  return categoryBySlug.get(slug);
}

export function getProduct(slug: string): Product | undefined {
  return productBySlug.get(slug);
}

export function productsIn(slug: CategorySlug): readonly Product[] {
  return products.filter((p) => p.categorySlug === slug);
}

export const featuredProducts: readonly Product[] = products.filter((p) => p.featured);
