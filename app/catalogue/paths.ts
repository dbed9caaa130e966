// The catalogue's addresses, shared by the pages, the sitemap and the
// server's list of pages to render ahead.

export const staticPaths = ["/", "/all-products", "/about", "/contact", "/privacy"] as const;

export const categoryPath = (slug: string) => `/category/${slug}`;
export const productPath = (slug: string) => `/product/${slug}`;

/**
 * All Products holds every match up to this many cards; a longer list (a
 * catalogue grown to 1,000) comes in pages of this many (ADR 0028).
 */
export const PRODUCTS_PER_PAGE = 100;

/** A page of All Products, unfiltered; page 1 is the list's own address. */
export const allProductsPage = (page: number) =>
  page <= 1 ? "/all-products" : `/all-products?page=${page}`;

/**
 * Every card on one page: what the live search takes the cards it lacks
 * from, when the catalogue is longer than a page.
 */
export const ALL_PRODUCT_CARDS = "/all-products?show=all";

export const pageCount = (items: number) => Math.max(1, Math.ceil(items / PRODUCTS_PER_PAGE));

/** All Products' pages, for a catalogue of `products` published products. */
export function allProductsPaths(products: number): string[] {
  const pages = Array.from({ length: pageCount(products) }, (_, i) => allProductsPage(i + 1));
  return pages.length > 1 ? [...pages, ALL_PRODUCT_CARDS] : pages;
}
