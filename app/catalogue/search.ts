// The All Products filter: a case-insensitive substring
// match of the search text against name or description, and the category
// slug unless "all"; both must hold. What it finds is the list and its
// 'Showing X of Y products', ranked here by relevance: name before
// description, whole words before parts, then catalogue order.

import { PRODUCTS_PER_PAGE, pageCount } from "./paths.ts";

export const ALL_CATEGORIES = "all";

export interface ProductFilter {
  readonly query: string;
  readonly category: string;
}

export interface Searchable {
  readonly name: string;
  readonly description: string;
  readonly categorySlug: string;
}

export function matchesProduct(product: Searchable, filter: ProductFilter): boolean {
  const query = filter.query.toLowerCase();
  const inText =
    product.name.toLowerCase().includes(query) || product.description.toLowerCase().includes(query);
  const inCategory = filter.category === ALL_CATEGORIES || product.categorySlug === filter.category;
  return inText && inCategory;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `query` stands in `text` as whole words: no letter or digit runs on at either end. */
function hasWholeWords(text: string, query: string): boolean {
  for (let at = text.indexOf(query); at !== -1; at = text.indexOf(query, at + 1)) {
    const before = text[at - 1];
    const after = text[at + query.length];
    if (!(before && WORD_CHARACTER.test(before)) && !(after && WORD_CHARACTER.test(after))) {
      return true;
    }
  }
  return false;
}

/**
 * How well a product the spec's rule found matches: 0 whole words in the
 * name, 1 part of a word in the name, 2 whole words in the description,
 * 3 part of a word there. Lower ranks first.
 */
export function relevanceTier(product: Searchable, query: string): number {
  const q = query.toLowerCase();
  const name = product.name.toLowerCase();
  if (name.includes(q)) return hasWholeWords(name, q) ? 0 : 1;
  return hasWholeWords(product.description.toLowerCase(), q) ? 2 : 3;
}

/** The spec's matches, most relevant first; ties keep the catalogue's order. */
export function rankMatches<P extends Searchable>(
  products: readonly P[],
  filter: ProductFilter,
): P[] {
  const found = products.filter((p) => matchesProduct(p, filter));
  if (filter.query === "") return found;
  const tiers = new Map(found.map((p) => [p, relevanceTier(p, filter.query)]));
  // Array.prototype.sort is stable: equal tiers stay in catalogue order.
  return found.sort((a, b) => (tiers.get(a) ?? 0) - (tiers.get(b) ?? 0));
}

/** Reads ?q= and ?category= from a URL; an unknown category counts as all. */
export function filterFromSearchParams(
  params: URLSearchParams,
  knownCategories: readonly string[],
): ProductFilter {
  const query = (params.get("q") ?? "").slice(0, 200);
  const category = params.get("category") ?? ALL_CATEGORIES;
  return {
    query,
    category: knownCategories.includes(category) ? category : ALL_CATEGORIES,
  };
}

/** The query string for a filter, leaving out defaults so URLs stay short. */
export function filterToSearch(filter: ProductFilter): string {
  const params = new URLSearchParams();
  if (filter.query !== "") params.set("q", filter.query);
  if (filter.category !== ALL_CATEGORIES) params.set("category", filter.category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Which page of the list ?page= asks for (1 unless a whole number), or every card (?show=all). */
export function listPageFromSearchParams(params: URLSearchParams): number | "all" {
  if (params.get("show") === "all") return "all";
  const page = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

export interface ListPage<P> {
  readonly page: number;
  readonly pages: number;
  /** The matches this page shows: all of them up to PRODUCTS_PER_PAGE. */
  readonly cards: readonly P[];
  /** The position of its first card among the matches, from 1. */
  readonly first: number;
}

/** The page `asked` of a list of `matches`; null for a page past the last. */
export function listPageOf<P>(matches: readonly P[], asked: number | "all"): ListPage<P> | null {
  if (asked === "all") return { page: 1, pages: 1, cards: matches, first: 1 };
  const pages = pageCount(matches.length);
  if (asked > pages) return null;
  const start = (asked - 1) * PRODUCTS_PER_PAGE;
  return {
    page: asked,
    pages,
    cards: matches.slice(start, start + PRODUCTS_PER_PAGE),
    first: start + 1,
  };
}

/** A page of a filter's list: page 1 is the filter's own address. */
export function listPageSearch(filter: ProductFilter, page: number): string {
  const search = filterToSearch(filter);
  if (page <= 1) return search;
  return `${search}${search ? "&" : "?"}page=${page}`;
}
