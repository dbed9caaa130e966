import { copy } from "#app/business/copy.ts";
import type { ProductFilter } from "#app/catalogue/search.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";

const fieldClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

/**
 * Spec: All Products' search box and category drop-down, a plain GET form
 * (the server renders the list for its URL); the live-search island takes it
 * over when a visitor reaches for it.
 */
export function ProductFilterForm({
  filter,
  categories,
}: {
  filter: ProductFilter;
  categories: readonly { slug: string; name: string }[];
}) {
  const options = [
    { value: "all", label: copy.search.allCategories },
    ...categories.map((c) => ({ value: c.slug, label: c.name })),
  ];
  return (
    <form
      method="get"
      action="/all-products"
      role="search"
      aria-label="Filter products"
      data-product-filter
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem_auto]"
    >
      <Field id="product-search" label="Search products" hideLabel>
        <input
          id="product-search"
          type="search"
          name="q"
          defaultValue={filter.query}
          placeholder={copy.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={`${fieldClass} placeholder:text-slate-500`}
        />
      </Field>
      <SelectField
        id="product-category"
        label="Category"
        hideLabel
        name="category"
        defaultValue={filter.category}
        options={options}
        selectClassName={fieldClass}
      />
      {/* The list filters as the visitor types; the button is for those who
          cannot press Enter, and for a page without JavaScript (WCAG H32). */}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
