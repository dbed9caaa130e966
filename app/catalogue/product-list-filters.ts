// The back office's product list's filters as they live in the URL
// (/staff/catalogue?q=…&category=…&status=…&featured=…&photo=…&page=…), so a
// view can be bookmarked and shared. A value that makes no sense is dropped.
// Browser-safe.

import { queryPage, queryText } from "#app/lib/query-params.ts";
import { PRODUCT_STATUSES, type ProductStatus } from "./product-schema.ts";

/** A page of the list: enough to scan, few enough to load at once on a phone. */
export const PRODUCT_PAGE_SIZE = 50;

/** How far back a row's inquiries (and, once counted, its views) are counted. */
export const RECENT_DAYS = 30;

export interface ProductFilters {
  /** Searched in the name, the slug and the description. */
  q: string | null;
  /** A category's slug. */
  category: string | null;
  status: ProductStatus | null;
  featured: "yes" | "no" | null;
  photo: "with" | "without" | null;
  /** 1-based. */
  page: number;
}

export const NO_PRODUCT_FILTERS: ProductFilters = {
  q: null,
  category: null,
  status: null,
  featured: null,
  photo: null,
  page: 1,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const category = params.get("category");
  return {
    q: queryText(params.get("q")),
    category: category && /^[a-z0-9-]{1,80}$/.test(category) ? category : null,
    status: oneOf(params.get("status"), PRODUCT_STATUSES),
    featured: oneOf(params.get("featured"), ["yes", "no"] as const),
    photo: oneOf(params.get("photo"), ["with", "without"] as const),
    page: queryPage(params.get("page")),
  };
}

/** The query string for filters, defaults left out; "" when none. */
export function productsSearch(filters: Partial<ProductFilters>): string {
  const params = new URLSearchParams();
  for (const key of ["q", "category", "status", "featured", "photo"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** How many filters beyond the search and the status are on. */
export const moreFiltersOn = (filters: ProductFilters) =>
  [filters.category, filters.featured, filters.photo].filter(Boolean).length;
