// The All Products filter (spec section 5): a case-insensitive substring
// match of the search text against name or description, and the category
// slug unless "all"; both must hold.
//
// matchesProduct and filterToSearch are also serialised into the page's
// enhancement script (app/enhance/product-filter.ts), so they must stay
// self-contained: no references to anything outside their own bodies (hence
// the literal "all" rather than ALL_CATEGORIES).

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
  const inCategory = filter.category === "all" || product.categorySlug === filter.category;
  return inText && inCategory;
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
  if (filter.category !== "all") params.set("category", filter.category);
  const search = params.toString();
  return search ? `?${search}` : "";
}
