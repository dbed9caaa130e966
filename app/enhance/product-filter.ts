import type { ProductFilter, Searchable } from "#app/catalogue/search.ts";

/**
 * Live filtering for All Products. The server renders every card, hiding the
 * ones the URL's filter excludes, so the form works as a plain GET without
 * JavaScript; this script filters the same cards as the visitor types and
 * keeps the URL in step so the view can be shared and reloaded.
 *
 * Serialised into the page by <InlineScript>: self-contained by design.
 */
export function enhanceProductFilter(
  matches: (product: Searchable, filter: ProductFilter) => boolean,
  toSearch: (filter: ProductFilter) => string,
  showing: (shown: number, total: number) => string,
): void {
  const form = document.querySelector<HTMLFormElement>("[data-product-filter]");
  const count = document.querySelector("[data-product-count]");
  const empty = document.querySelector<HTMLElement>("[data-product-empty]");
  if (!form || !count || !empty) return;
  const items = Array.from(
    document.querySelectorAll<HTMLElement>("[data-product-card]"),
    (card) => ({
      card,
      product: {
        name: card.querySelector("[data-product-name]")?.textContent ?? "",
        description: card.querySelector("[data-product-description]")?.textContent ?? "",
        categorySlug: card.dataset.category ?? "",
      },
    }),
  );

  const apply = () => {
    const data = new FormData(form);
    const filter = {
      query: String(data.get("q") ?? ""),
      category: String(data.get("category") ?? "all"),
    };
    let shown = 0;
    for (const { card, product } of items) {
      const visible = matches(product, filter);
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    count.textContent = showing(shown, items.length);
    empty.hidden = shown > 0;
    history.replaceState(history.state, "", location.pathname + toSearch(filter));
  };
  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
}
