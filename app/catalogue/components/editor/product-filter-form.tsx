import { ListSearch } from "#app/components/ui/list-search.tsx";
import { Form, Link } from "react-router";
import { copy } from "#app/business/copy.ts";
import { type ProductFilters, moreFiltersOn } from "#app/catalogue/product-list-filters.ts";
import { SelectField } from "#app/components/ui/select-field.tsx";

const words = copy.catalogueEditor.list;

/** The product list's search and filters: a GET form, so every view is a URL. */
export function ProductFilterForm({
  filters,
  categories,
}: {
  filters: ProductFilters;
  categories: readonly { slug: string; name: string }[];
}) {
  const more = moreFiltersOn(filters);
  return (
    <Form method="get" role="search" className="flex flex-col gap-2">
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="catalogue-q"
          label={words.search}
          hint={words.searchHint}
          value={filters.q}
          apply={words.apply}
        />
        {filters.q || filters.status || more > 0 ? (
          <Link
            to="/staff/catalogue"
            className="rounded px-2 py-2 text-sm text-brand-800 hover:underline"
          >
            {words.clear}
          </Link>
        ) : null}
      </div>
      <details open={more > 0}>
        <summary className="w-fit cursor-pointer rounded px-1 py-1 text-sm font-medium text-slate-700 hover:text-slate-900">
          {words.moreFilters(more)}
        </summary>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <SelectField
            id="catalogue-category"
            label={copy.catalogueEditor.fields.categoryId}
            name="category"
            compact
            className="w-full sm:w-56"
            defaultValue={filters.category ?? ""}
            options={[
              { value: "", label: words.allCategories },
              ...categories.map((category) => ({ value: category.slug, label: category.name })),
            ]}
          />
          <SelectField
            id="catalogue-featured"
            label={copy.catalogueEditor.fields.featured}
            name="featured"
            compact
            className="w-full sm:w-44"
            defaultValue={filters.featured ?? ""}
            options={[
              { value: "", label: words.any },
              { value: "yes", label: words.featuredOnly },
              { value: "no", label: words.notFeatured },
            ]}
          />
          <SelectField
            id="catalogue-photo"
            label={words.photo}
            name="photo"
            compact
            className="w-full sm:w-44"
            defaultValue={filters.photo ?? ""}
            options={[
              { value: "", label: words.any },
              { value: "with", label: words.withPhoto },
              { value: "without", label: words.withoutPhoto },
            ]}
          />
        </div>
      </details>
    </Form>
  );
}
