import { DefaultSubmit } from "#app/components/ui/default-submit.tsx";
import { Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { copy } from "#app/business/copy.ts";
import type { CategoryOption, EditorResult } from "#app/catalogue/editor.server.ts";
import {
  type ProductFormState,
  type SpecChange,
  applyEdits,
  changeLines,
  changeSpecs,
  changedFields,
} from "#app/catalogue/product-form-state.ts";
import { PRODUCT_LIMITS, PRODUCT_STATUSES, slugify } from "#app/catalogue/product-schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { cn } from "#app/lib/cn.ts";
import { ConflictNotice } from "./conflict-notice.tsx";
import { SpecificationsField } from "./specifications-field.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes.tsx";

const words = copy.catalogueEditor;
const label = words.fields;

/** "42 / 160": how much of a field's room is used. */
const used = (text: string, max: number) => `${text.trim().length} / ${max}`;

const keysFor = (lines: readonly string[], from = 0) => lines.map((_, i) => from + i);

/**
 * The product's fields, kept as typed (state in the page; every field still
 * posts as a plain form), what is unsaved, and the version it started from.
 */
export function ProductForm({
  productId,
  stored,
  version: startVersion,
  categories,
  result,
  onDirtyChange,
}: {
  productId: string | null;
  /** The product as stored (a new one's empty form). */
  stored: ProductFormState;
  version: number | null;
  categories: readonly CategoryOption[];
  result: EditorResult | undefined;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [base, setBase] = useState(stored);
  const [version, setVersion] = useState(startVersion);
  const [state, setState] = useState(result?.state ?? stored);
  const [keys, setKeys] = useState(() => keysFor(state.specifications));
  const nextKey = useRef(state.specifications.length);
  const [conflict, setConflict] = useState(result?.conflict ?? null);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    // A new answer from the server: its conflict, if any, is the one to show.
    setAnswered(result);
    setConflict(result?.conflict ?? null);
  }
  const errors = result?.errors ?? {};
  const dirty = changedFields(base, state).length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === "save";

  const replace = (next: ProductFormState) => {
    setState(next);
    setKeys(keysFor(next.specifications, nextKey.current));
    nextKey.current += next.specifications.length;
  };
  const set = <K extends keyof ProductFormState>(field: K, value: ProductFormState[K]) =>
    setState((current) => ({ ...current, [field]: value }));

  const onSpecChange = (change: SpecChange) => {
    setState((current) => ({
      ...current,
      specifications: changeSpecs(current.specifications, change),
    }));
    nextKey.current += 1;
    const blank = nextKey.current;
    setKeys((current) => changeLines(current, change, blank));
  };

  const text = (
    field: "name" | "seoTitle" | "listPrice",
    id: string,
    props: { maxLength?: number; hint?: boolean; inputMode?: "decimal" } = {},
  ) => (
    <input
      name={field}
      value={state[field]}
      maxLength={props.maxLength}
      inputMode={props.inputMode}
      onChange={(event) => {
        const value = event.target.value;
        if (field === "name")
          setState((current) => ({
            ...current,
            name: value,
            ...(current.slugEdited ? {} : { slug: slugify(value) }),
          }));
        else set(field, value);
      }}
      {...inputProps(id, errors[field], { hint: props.hint })}
    />
  );

  return (
    <Form
      method="post"
      noValidate
      aria-label={words.detailsSection}
      className="flex flex-col gap-4"
    >
      {/* Enter in a field saves: the first submit button is the default one. */}
      <DefaultSubmit value="save">{words.save}</DefaultSubmit>
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      <input type="hidden" name="slugEdited" value={state.slugEdited ? "1" : "0"} />
      <UnsavedChangesGuard dirty={dirty} />

      {conflict || errors.form || (result?.errors && !conflict) ? (
        <div className="flex flex-col gap-2">
          {conflict ? (
            <ConflictNotice
              conflict={conflict}
              href={productId ? `/staff/catalogue/${productId}` : "/staff/catalogue/new"}
              onLoadCurrent={() => {
                setBase(conflict.theirs);
                setVersion(conflict.current);
                replace(conflict.theirs);
                setConflict(null);
              }}
              onApplyMine={() => {
                setBase(conflict.theirs);
                setVersion(conflict.current);
                replace(applyEdits(base, state, conflict.theirs));
                setConflict(null);
              }}
            />
          ) : null}
          {errors.form ? (
            <FormAlert>{errors.form}</FormAlert>
          ) : result?.errors && !conflict ? (
            <FormAlert>{words.notices.fixErrors}</FormAlert>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
        <Card title={words.detailsSection} className="lg:col-start-1">
          <div className="flex flex-col gap-4">
            <Field id="product-name" label={label.name} error={errors.name}>
              {text("name", "product-name", { maxLength: PRODUCT_LIMITS.name })}
            </Field>
            <Field
              id="product-slug"
              label={label.slug}
              hint={state.slugEdited ? words.hints.slugFixed : words.hints.slugFollows}
              error={errors.slug}
            >
              <input
                name="slug"
                value={state.slug}
                maxLength={PRODUCT_LIMITS.slug}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => {
                  const value = event.target.value;
                  // Emptied, it follows the name again.
                  setState((current) => ({ ...current, slug: value, slugEdited: value !== "" }));
                }}
                {...inputProps("product-slug", errors.slug, { hint: true })}
              />
            </Field>
            <SelectField
              id="product-category"
              label={label.categoryId}
              name="categoryId"
              value={state.categoryId}
              onChange={(event) => set("categoryId", event.target.value)}
              options={categories}
              error={errors.categoryId}
            />
            <Field
              id="product-description"
              label={label.description}
              hint={`${words.hints.description(PRODUCT_LIMITS.description.min, PRODUCT_LIMITS.description.max)} ${used(state.description, PRODUCT_LIMITS.description.max)}`}
              error={errors.description}
            >
              <textarea
                name="description"
                rows={5}
                value={state.description}
                maxLength={PRODUCT_LIMITS.description.max}
                onChange={(event) => set("description", event.target.value)}
                {...inputProps("product-description", errors.description, { hint: true })}
              />
            </Field>
          </div>
        </Card>

        <div className="lg:col-start-1">
          <SpecificationsField
            lines={state.specifications}
            keys={keys}
            errors={errors}
            onText={(index, value) =>
              setState((current) => ({
                ...current,
                specifications: current.specifications.map((line, i) =>
                  i === index ? value : line,
                ),
              }))
            }
            onChange={onSpecChange}
          />
        </div>

        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Card title={words.visibilitySection}>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">{label.status}</legend>
              <div className="flex flex-col gap-1">
                {PRODUCT_STATUSES.map((status) => (
                  <div
                    key={status}
                    className={cn(
                      "flex items-start gap-2 rounded-lg px-2 py-2 text-sm",
                      state.status === status ? "bg-brand-50" : "hover:bg-slate-50",
                    )}
                  >
                    <input
                      id={`product-status-${status}`}
                      type="radio"
                      name="status"
                      value={status}
                      checked={state.status === status}
                      onChange={() => set("status", status)}
                      aria-describedby={`product-status-${status}-hint`}
                      className="mt-0.5 size-4 accent-brand-700"
                    />
                    <div>
                      <label
                        htmlFor={`product-status-${status}`}
                        className="block cursor-pointer font-medium text-slate-900"
                      >
                        {words.statuses[status]}
                      </label>
                      <p id={`product-status-${status}-hint`} className="text-xs text-slate-600">
                        {words.statusHints[status]}
                      </p>
                    </div>
                  </div>
                ))}
              </div>
              {errors.status ? <p className="mt-1 text-sm text-red-700">{errors.status}</p> : null}
            </fieldset>
            <div className="mt-3 flex items-start gap-2 border-t border-slate-200 px-2 pt-3 text-sm">
              <input
                id="product-featured"
                type="checkbox"
                name="featured"
                checked={state.featured}
                onChange={(event) => set("featured", event.target.checked)}
                aria-describedby="product-featured-hint"
                className="mt-0.5 size-4 accent-brand-700"
              />
              <div>
                <label
                  htmlFor="product-featured"
                  className="block cursor-pointer font-medium text-slate-900"
                >
                  {label.featured}
                </label>
                <p id="product-featured-hint" className="text-xs text-slate-600">
                  {words.hints.featured}
                </p>
              </div>
            </div>
          </Card>
          <Card title={words.priceSection}>
            <Field
              id="product-list-price"
              label={
                <span className="inline-flex items-center gap-1">
                  <Lock className="size-3.5" aria-hidden="true" />
                  {words.listPriceLabel}
                </span>
              }
              hint={words.hints.listPrice}
              error={errors.listPrice}
              compact
            >
              {text("listPrice", "product-list-price", { hint: true, inputMode: "decimal" })}
            </Field>
          </Card>
        </div>

        <Card title={words.seoSection} className="lg:col-start-1">
          <div className="flex flex-col gap-4">
            <Field
              id="product-seo-title"
              label={label.seoTitle}
              hint={`${words.hints.seoTitle} ${used(state.seoTitle, PRODUCT_LIMITS.seoTitle)}`}
              error={errors.seoTitle}
            >
              {text("seoTitle", "product-seo-title", {
                maxLength: PRODUCT_LIMITS.seoTitle,
                hint: true,
              })}
            </Field>
            <Field
              id="product-seo-description"
              label={label.seoDescription}
              hint={`${words.hints.seoDescription} ${used(state.seoDescription, PRODUCT_LIMITS.seoDescription)}`}
              error={errors.seoDescription}
            >
              <textarea
                name="seoDescription"
                rows={2}
                value={state.seoDescription}
                maxLength={PRODUCT_LIMITS.seoDescription}
                onChange={(event) => set("seoDescription", event.target.value)}
                {...inputProps("product-seo-description", errors.seoDescription, { hint: true })}
              />
            </Field>
          </div>
        </Card>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <p className="mr-auto min-w-0 text-sm text-amber-800" aria-live="polite">
          {dirty ? words.unsavedMark : ""}
        </p>
        {dirty ? (
          <Button variant="ghost" size="sm" onClick={() => replace(base)}>
            <span className="sm:hidden">{words.discardShort}</span>
            <span className="hidden sm:inline">{words.discard}</span>
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? words.saving : productId ? words.save : words.create}
        </Button>
      </div>
    </Form>
  );
}
