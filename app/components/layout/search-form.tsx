import { ArrowRight, Search } from "lucide-react";
import { copy } from "#app/business/copy.ts";

/**
 * The header's 'Search products...' box: a plain GET form to All Products,
 * so it works before (or without) any JavaScript. Its quiet arrow is a real
 * submit button, for those who cannot press Enter (WCAG H32).
 */
export function SearchForm({
  id,
  label,
  defaultValue,
}: {
  id: string;
  /** Names the search landmark where a page has more than one. */
  label?: string;
  defaultValue?: string;
}) {
  return (
    <form
      action="/all-products"
      method="get"
      role="search"
      aria-label={label}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={copy.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-11 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
      <button
        type="submit"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700"
        aria-label="Search"
      >
        <ArrowRight className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
