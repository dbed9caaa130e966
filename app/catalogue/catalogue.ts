// The catalogue as the public site sees it, built from records: the live
// one from the database (live.server.ts), the seed's from the files
// (seed-catalogue.ts). Only published products are in its lists; an
// archived product's or a former slug's address is answered from here too.
// Nothing private (the list price) ever gets in: a Product is built field
// by field.

import { createHash } from "node:crypto";
import type { Category, CategorySlug, PictureSource, Product, ProductRecord } from "./types.ts";
import { allProductsPaths, categoryPath, productPath, staticPaths } from "./paths.ts";
import type { SearchRecord } from "./product-search.ts";

export type PublicStatus = "published" | "draft" | "archived";

export interface CatalogueRecord extends ProductRecord {
  readonly status: PublicStatus;
  /** What search engines show as its title and summary; the page's own when empty. */
  readonly seoTitle?: string | null;
  readonly seoDescription?: string | null;
}

export interface Picture {
  readonly url: string;
  readonly alt: string;
  readonly sources: readonly PictureSource[];
}

export interface CatalogueInput {
  readonly categories: readonly Category[];
  /** Every product, any status, in catalogue order. */
  readonly records: readonly CatalogueRecord[];
  /** A former slug → the id of the product that had it. */
  readonly oldSlugs: ReadonlyMap<string, string>;
  /** A category's former slug → its current one. */
  readonly oldCategorySlugs?: ReadonlyMap<string, string>;
  readonly pictureOf: (record: ProductRecord) => Picture;
}

/** What a product address that is no published product's means. */
export type SlugAnswer =
  | { readonly kind: "moved"; readonly to: string }
  | { readonly kind: "archived"; readonly category: Category | undefined };

export interface Catalogue {
  readonly categories: readonly Category[];
  /** Published products, in catalogue order. */
  readonly products: readonly Product[];
  readonly featured: readonly Product[];
  getCategory(slug: string): Category | undefined;
  /** A published product. */
  getProduct(slug: string): Product | undefined;
  productsIn(slug: CategorySlug): readonly Product[];
  /** A former slug of a product (moved to its current one), or an archived product's. */
  answerFor(slug: string): SlugAnswer | undefined;
  /** A category's current address, for a slug it had before. */
  categoryMovedTo(slug: string): string | undefined;
  /** Every public page with no query: the sitemap's. */
  paths(): string[];
  /** Those and All Products' other pages: what the server renders ahead. */
  pagePaths(): string[];
  /** What All Products' live search searches, as JSON, and where it is served (named by content). */
  searchData(): { readonly url: string; readonly json: string };
  /**
   * The product an inquiry names, any status (an inquiry outlives a
   * product's archiving): the back office's filters, insights and e-mails.
   */
  recordNamed(name: string): CatalogueRecord | undefined;
  categoryOfProductNamed(name: string): Category | undefined;
  /** The names of a category's products, any status: what its inquiries name. */
  productNamesIn(categorySlug: string): string[];
}

function searchDataOf(products: readonly Product[]) {
  const records: SearchRecord[] = products.map(
    ({ id, slug, name, description, specifications, categorySlug }) => ({
      id,
      slug,
      name,
      description,
      specifications,
      categorySlug,
    }),
  );
  const json = JSON.stringify(records);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
  return { url: `/all-products/search-${hash}.json`, json };
}

function toProduct(record: CatalogueRecord, category: Category, picture: Picture): Product {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    categorySlug: record.categorySlug,
    description: record.description,
    specifications: record.specifications,
    illustration: record.illustration,
    ...(record.featured ? { featured: true } : {}),
    ...(record.seoTitle ? { seoTitle: record.seoTitle } : {}),
    ...(record.seoDescription ? { seoDescription: record.seoDescription } : {}),
    category: category.name,
    image: picture.url,
    imageAlt: picture.alt,
    imageSources: picture.sources,
  };
}

export function buildCatalogue({
  categories,
  records,
  oldSlugs,
  oldCategorySlugs = new Map(),
  pictureOf,
}: CatalogueInput): Catalogue {
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const products: Product[] = [];
  const byId = new Map<string, CatalogueRecord>();
  for (const record of records) {
    byId.set(record.id, record);
    const category = categoryBySlug.get(record.categorySlug);
    if (record.status !== "published" || !category) continue;
    products.push(toProduct(record, category, pictureOf(record)));
  }
  const productBySlug = new Map(products.map((p) => [p.slug, p]));
  const recordBySlug = new Map(records.map((r) => [r.slug, r]));
  const byCategory = Map.groupBy(products, (p) => p.categorySlug);
  const recordByName = new Map(records.map((r) => [r.name, r]));
  let searchData: ReturnType<typeof searchDataOf> | undefined;
  const paths = () => [
    ...staticPaths,
    ...categories.map((c) => categoryPath(c.slug)),
    ...products.map((p) => productPath(p.slug)),
  ];
  return {
    categories,
    products,
    featured: products.filter((p) => p.featured),
    getCategory: (slug) => categoryBySlug.get(slug),
    getProduct: (slug) => productBySlug.get(slug),
    productsIn: (slug) => byCategory.get(slug) ?? [],
    answerFor(slug) {
      // A slug is one product's, now or before (editing.server.ts refuses reuse).
      const record = recordBySlug.get(slug) ?? byId.get(oldSlugs.get(slug) ?? "");
      if (!record || record.status === "draft") return undefined;
      if (record.status === "archived") {
        return { kind: "archived", category: categoryBySlug.get(record.categorySlug) };
      }
      return record.slug === slug ? undefined : { kind: "moved", to: productPath(record.slug) };
    },
    categoryMovedTo(slug) {
      const current = oldCategorySlugs.get(slug);
      return current && categoryBySlug.has(current) ? categoryPath(current) : undefined;
    },
    paths,
    // All Products' first page is among the paths; its other pages follow.
    pagePaths: () => [...paths(), ...allProductsPaths(products.length).slice(1)],
    searchData: () => (searchData ??= searchDataOf(products)),
    recordNamed: (name) => recordByName.get(name),
    categoryOfProductNamed: (name) =>
      categoryBySlug.get(recordByName.get(name)?.categorySlug ?? ""),
    productNamesIn: (slug) => records.filter((r) => r.categorySlug === slug).map((r) => r.name),
  };
}
