import { ArrowDown, ArrowUp, History, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { copy } from "#app/business/copy.ts";
import type { CategoryResult } from "#app/catalogue/categories-action.server.ts";
import type { CategorySummary, CategoryVersion } from "#app/catalogue/categories.server.ts";
import { formatWhen } from "#app/business/time.ts";
import { CATEGORY_LIMITS, type CategoryFormInput } from "#app/catalogue/category-schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ConfirmSubmit } from "#app/components/ui/confirm-dialog.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { NoticeToast } from "#app/components/ui/notice-toast.tsx";
import { cn } from "#app/lib/cn.ts";
import { CatalogueHeader } from "./catalogue-header.tsx";
import { Changes } from "./history-view.tsx";

const words = copy.catalogueEditor.categoriesPage;
const label = copy.catalogueEditor.fields;

const SUMMARY =
  "-ml-3 inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50";

const ICON_BUTTON =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 disabled:hover:bg-transparent";

/** A category's four fields, for adding one or editing it. */
function CategoryFields({
  prefix,
  values,
  errors = {},
}: {
  prefix: string;
  values: Partial<CategoryFormInput>;
  errors?: CategoryResult["errors"];
}) {
  const input = (
    name: keyof CategoryFormInput,
    props: { maxLength?: number; hint?: boolean } = {},
  ) => (
    <input
      name={name}
      defaultValue={values[name] ?? ""}
      maxLength={props.maxLength}
      {...inputProps(`${prefix}-${name}`, errors?.[name], { hint: props.hint })}
      className={cn(inputProps(`${prefix}-${name}`, errors?.[name]).className, "py-2")}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-[6rem_1fr_1fr] sm:items-end">
      <Field
        id={`${prefix}-icon`}
        label={label.icon}
        hint={words.iconHint}
        error={errors?.icon}
        compact
      >
        {input("icon", { maxLength: 16, hint: true })}
      </Field>
      <Field id={`${prefix}-name`} label={label.name} error={errors?.name} compact>
        {input("name", { maxLength: CATEGORY_LIMITS.name })}
      </Field>
      <Field
        id={`${prefix}-slug`}
        label={label.slug}
        hint={words.slugHint}
        error={errors?.slug}
        compact
      >
        {input("slug", { maxLength: CATEGORY_LIMITS.slug, hint: true })}
      </Field>
      <Field
        id={`${prefix}-description`}
        label={label.description}
        hint={words.descriptionHint(
          CATEGORY_LIMITS.description.min,
          CATEGORY_LIMITS.description.max,
        )}
        error={errors?.description}
        compact
        className="sm:col-span-3"
      >
        {input("description", { maxLength: CATEGORY_LIMITS.description.max, hint: true })}
      </Field>
    </div>
  );
}

/** A category's changes, newest first: who, when, what. */
function CategoryHistory({ name, history }: { name: string; history: readonly CategoryVersion[] }) {
  // The seed's categories have none until their first change: no empty box on each row.
  if (history.length === 0) return null;
  return (
    <details>
      <summary className={SUMMARY}>
        <History className="size-4" aria-hidden="true" /> {words.history(history.length)}
        <span className="sr-only"> {name}</span>
      </summary>
      <ol className="mt-2 flex flex-col gap-2">
        {history.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 p-3">
            <p className="mb-2 text-xs text-slate-600">
              <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              {entry.by ? ` · ${entry.by}` : ""}
            </p>
            <Changes changes={entry.changes} />
          </li>
        ))}
      </ol>
    </details>
  );
}

function CategoryRow({
  category,
  history,
  first,
  last,
  result,
}: {
  category: CategorySummary;
  history: readonly CategoryVersion[];
  first: boolean;
  last: boolean;
  result: CategoryResult | undefined;
}) {
  const mine = result?.for === category.id;
  const refused = mine && !result.ok ? result : undefined;
  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="w-8 shrink-0 text-center text-2xl leading-8">
          {category.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-slate-900">{category.name}</h3>
          <p className="text-xs break-words text-slate-600">
            /category/{category.slug} · {words.holds(category.products)}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          {(["up", "down"] as const).map((direction) => (
            <Form method="post" key={direction}>
              <input type="hidden" name="id" value={category.id} />
              <button
                id={`category-${category.id}-${direction}`}
                type="submit"
                name="intent"
                value={direction}
                disabled={direction === "up" ? first : last}
                aria-label={words.move(direction, category.name)}
                className={ICON_BUTTON}
              >
                {direction === "up" ? (
                  <ArrowUp className="size-4" aria-hidden="true" />
                ) : (
                  <ArrowDown className="size-4" aria-hidden="true" />
                )}
              </button>
            </Form>
          ))}
          <Form method="post">
            <input type="hidden" name="id" value={category.id} />
            <ConfirmSubmit
              name="intent"
              value="delete"
              variant="ghost"
              size="sm"
              className={cn(ICON_BUTTON, "px-0 text-red-700 hover:bg-red-50 hover:text-red-800")}
              aria-label={words.deleteLabel(category.name)}
              question={words.deleteTitle(category.name)}
              explanation={words.deleteText}
              confirmLabel={words.deleteConfirm}
              cancelLabel={copy.catalogueEditor.cancel}
              destructive
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </ConfirmSubmit>
          </Form>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:pl-11">
        <p className="text-sm text-slate-700">{category.description}</p>
        {refused && !refused.errors ? <FormAlert>{refused.message}</FormAlert> : null}
        <details open={Boolean(refused?.values)}>
          <summary className={SUMMARY}>
            <Pencil className="size-4" aria-hidden="true" /> {words.edit}
            <span className="sr-only"> {category.name}</span>
          </summary>
          <Form
            method="post"
            className="mt-2 flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
            key={category.updatedAt}
          >
            <input type="hidden" name="id" value={category.id} />
            {/* What the save starts from; after a refusal, what is stored now. */}
            <input type="hidden" name="version" value={refused?.version ?? category.version} />
            <CategoryFields
              prefix={`category-${category.id}`}
              values={refused?.values ?? category}
              errors={refused?.errors}
            />
            <div>
              <Button type="submit" name="intent" value="save" size="sm">
                {words.save}
              </Button>
            </div>
          </Form>
        </details>
        <CategoryHistory name={category.name} history={history} />
      </div>
    </li>
  );
}

/** The categories in the site's order: add, edit, move, delete (only an empty one). */
export function CategoriesView({
  categories,
  history,
  result,
}: {
  categories: readonly CategorySummary[];
  /** Each category's changes, newest first, by its id. */
  history: Readonly<Record<string, readonly CategoryVersion[]>>;
  result: CategoryResult | undefined;
}) {
  useEffect(() => {
    // After a move the row is elsewhere: the keyboard goes with it.
    if (!result?.focus) return;
    const [id, direction] = [
      result.focus.slice(0, result.focus.lastIndexOf("-")),
      result.focus.endsWith("up") ? "up" : "down",
    ];
    const button = document.getElementById(
      `category-${id}-${direction}`,
    ) as HTMLButtonElement | null;
    // At an end its button stops: the other one takes the keyboard.
    const other = document.getElementById(`category-${id}-${direction === "up" ? "down" : "up"}`);
    (button?.disabled ? other : button)?.focus();
  }, [result]);
  const adding = result?.for === "new" && !result.ok ? result : undefined;
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <CatalogueHeader title={copy.catalogueEditor.categories} />
      <NoticeToast notice={result?.ok && result.message ? result.message : null} token={result} />
      <Card title={words.add}>
        <Form
          method="post"
          key={adding ? "retry" : categories.length}
          className="flex flex-col gap-3"
        >
          {adding && !adding.errors ? <FormAlert>{adding.message}</FormAlert> : null}
          <CategoryFields
            prefix="new-category"
            values={adding?.values ?? {}}
            errors={adding?.errors}
          />
          <div>
            <Button
              type="submit"
              name="intent"
              value="add"
              size="sm"
              icon={<Plus className="size-4" aria-hidden="true" />}
            >
              {words.addButton}
            </Button>
          </div>
        </Form>
      </Card>
      <section aria-labelledby="categories-in-order">
        <h2 id="categories-in-order" className="mb-2 text-sm font-semibold text-slate-900">
          {words.inOrder(categories.length)}
        </h2>
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {categories.map((category, i) => (
            <CategoryRow
              key={category.id}
              category={category}
              history={history[category.id] ?? []}
              first={i === 0}
              last={i === categories.length - 1}
              result={result}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
