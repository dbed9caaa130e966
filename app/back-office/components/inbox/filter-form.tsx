import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { INBOX_SORTS, type InboxFilters, SORT_LABELS } from "#app/back-office/inbox-filters.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { cn } from "#app/lib/cn.ts";

const compactInput = (id: string) => cn(inputProps(id).className, "py-2");

/** "/" jumps to the search box, as in most tools people work in all day. */
function useSlashToSearch() {
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || target.closest("input, textarea, select")) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return search;
}

function DateField({
  id,
  label,
  name,
  value,
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
}) {
  return (
    <Field id={id} label={label} compact className="flex-1 sm:w-40">
      <input
        type="date"
        name={name}
        defaultValue={value ?? ""}
        {...inputProps(id)}
        className={compactInput(id)}
      />
    </Field>
  );
}

/** The live catalogue's categories and product names, for the filters. */
export interface FilterChoices {
  categories: { slug: string; name: string }[];
  products: { name: string; categorySlug: string }[];
}

/** The inbox's search and filters: a GET form, so every view is a URL. */
export function FilterForm({
  filters,
  team,
  catalogue: { categories, products: allProducts },
}: {
  filters: InboxFilters;
  team: { id: string; name: string }[];
  catalogue: FilterChoices;
}) {
  const search = useSlashToSearch();
  const products = filters.category
    ? allProducts.filter((p) => p.categorySlug === filters.category)
    : allProducts;
  const active = [
    filters.category,
    filters.product,
    filters.assignee,
    filters.from,
    filters.to,
  ].filter(Boolean).length;
  return (
    <Form method="get" role="search" className="flex flex-col gap-2">
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <Field
          id="inbox-q"
          label="Search"
          compact
          className="w-full sm:w-80"
          hint={
            <>
              Name, e-mail, phone or message.
              <span className="max-sm:hidden">
                {" "}
                Press <kbd className="text-slate-400">/</kbd> to come here.
              </span>
            </>
          }
        >
          <input
            ref={search}
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            {...inputProps("inbox-q", undefined, { hint: true })}
            className={compactInput("inbox-q")}
          />
        </Field>
        <FilterCheck name="overdue" checked={filters.overdue} label="Overdue only" />
        <FilterCheck name="replied" checked={filters.replied} label="Customer replied" />
        <SelectField
          id="inbox-sort"
          label="Order"
          name="sort"
          compact
          className="w-full sm:w-40"
          defaultValue={filters.sort}
          options={INBOX_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        />
        <Button type="submit" size="sm" icon={<Search className="size-4" aria-hidden="true" />}>
          Apply
        </Button>
        <Link to="/staff" className="rounded px-2 py-2 text-sm text-brand-800 hover:underline">
          Clear
        </Link>
      </div>
      <details open={active > 0} className="group">
        <summary className="w-fit cursor-pointer rounded px-1 py-1 text-sm font-medium text-slate-700 hover:text-slate-900">
          More filters{active ? ` (${active} on)` : ""}
        </summary>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <SelectField
            id="inbox-category"
            label="Category"
            name="category"
            compact
            className="w-full sm:w-52"
            defaultValue={filters.category ?? ""}
            options={[
              { value: "", label: "All categories" },
              ...categories.map((category) => ({ value: category.slug, label: category.name })),
            ]}
          />
          <SelectField
            id="inbox-product"
            label="Product"
            name="product"
            compact
            className="w-full sm:w-60"
            defaultValue={filters.product ?? ""}
            options={[
              { value: "", label: "All products" },
              ...products.map((product) => ({ value: product.name, label: product.name })),
            ]}
          />
          <SelectField
            id="inbox-assignee"
            label="Assigned to"
            name="assignee"
            compact
            className="w-full sm:w-44"
            defaultValue={filters.assignee ?? ""}
            options={[
              { value: "", label: "Anyone" },
              { value: "me", label: "Me" },
              { value: "none", label: "No one" },
              ...team.map((member) => ({ value: member.id, label: member.name })),
            ]}
          />
          <div className="flex w-full gap-2 sm:w-auto">
            <DateField
              id="inbox-from"
              label="Received from"
              name="from"
              value={filters.from ?? undefined}
            />
            <DateField
              id="inbox-to"
              label="Received until"
              name="to"
              value={filters.to ?? undefined}
            />
          </div>
        </div>
      </details>
    </Form>
  );
}

/** A yes-or-no filter: 44 px tall under a finger, in line with the fields on a wide screen. */
function FilterCheck({ name, checked, label }: { name: string; checked: boolean; label: string }) {
  return (
    <label className="flex h-11 items-center gap-2 px-1 text-sm text-slate-700 sm:h-10">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}
