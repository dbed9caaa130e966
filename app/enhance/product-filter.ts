/**
 * Makes All Products' filter live. The server renders the answer to the
 * URL's filter, so the form works as a plain GET without JavaScript; the
 * search island (app/islands/product-search.ts) loads when a visitor first
 * reaches for the form and answers as they type. If it cannot load, a
 * submit is the plain GET.
 *
 * Serialised into the page by <InlineScript>: self-contained by design.
 */
export function enhanceProductFilter(moduleUrl: string): void {
  type Island = { handle: { attachProductSearch: (form: HTMLFormElement) => void } };
  const form = document.querySelector<HTMLFormElement>("[data-product-filter]");
  if (!form) return;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= (import(/* @vite-ignore */ moduleUrl) as Promise<Island>).then((island) =>
      island.handle.attachProductSearch(form),
    ));
  for (const type of ["pointerover", "touchstart", "focusin", "input", "change"]) {
    form.addEventListener(type, () => void load().catch(() => undefined), { passive: true });
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // Attached, the island answers this submit itself.
    load().catch(() => form.submit());
  });
}
