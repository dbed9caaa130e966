// What All Products shows for a filter: the spec's matches, ranked
// (search.ts), and when they are few, close matches below them
// (close-matches.ts). The page's server render and its live script both
// answer through here, so a URL shows the same with and without JavaScript.

import { type CloseMatchRecord, closeMatcher } from "./close-matches.ts";
import { ALL_CATEGORIES, type ProductFilter, type Searchable, rankMatches } from "./search.ts";

export interface SearchRecord extends CloseMatchRecord, Searchable {
  readonly slug: string;
}

export interface SearchAnswer<P> {
  /** The spec's matches, most relevant first: the list and its 'Showing X of Y'. */
  readonly results: readonly P[];
  /** Other products close to the query, best first; only when the results are few. */
  readonly closeMatches: readonly P[];
}

/** Close matches are offered when the spec's rule finds fewer than this. */
export const FEW_RESULTS = 4;
/** At most this many close matches. */
export const CLOSE_MATCH_LIMIT = 8;

export function productSearch<P extends SearchRecord>(
  products: readonly P[],
): (filter: ProductFilter) => SearchAnswer<P> {
  const findClose = closeMatcher(products);
  return (filter) => {
    const results = rankMatches(products, filter);
    if (filter.query.trim() === "" || results.length >= FEW_RESULTS) {
      return { results, closeMatches: [] };
    }
    const shown = new Set(results.map((p) => p.id));
    const closeMatches = findClose(
      filter.query,
      (p) =>
        !shown.has(p.id) &&
        (filter.category === ALL_CATEGORIES || p.categorySlug === filter.category),
      CLOSE_MATCH_LIMIT,
    );
    return { results, closeMatches };
  };
}
