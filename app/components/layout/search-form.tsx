import { Search } from "lucide-react";
import { copy } from "#app/business/copy.ts";

/**
 * The header's 'Search products...' box: a plain GET form to All Products,
 * so it works before (or without) any JavaScript.
 */
export function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <form action="/all-products" method="get" role="search" className="relative w-full">
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
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
    </form>
  );
}
