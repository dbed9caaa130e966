// The product editor's fields as text, as the form shows and posts them:
// from a stored product, or from a post that came back (errors to fix, a
// save refused because someone else saved first, a specification moved
// without script), so that nothing typed is lost. Browser and server alike.

import type { ProductValues } from "./editing.server.ts";
import {
  PRODUCT_LIMITS,
  PRODUCT_STATUSES,
  type ProductFormInput,
  type ProductStatus,
  slugify,
} from "./product-schema.ts";

export interface ProductFormState {
  name: string;
  slug: string;
  /** Once the slug is typed by hand it no longer follows the name. */
  slugEdited: boolean;
  categoryId: string;
  description: string;
  specifications: string[];
  featured: boolean;
  status: ProductStatus;
  seoTitle: string;
  seoDescription: string;
  /** KES as typed: "12,500", "1999.99"; "" for none. */
  listPrice: string;
}

/** Cents as the list price is shown to edit: "85,000", "1,999.50". */
export function kesText(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** A new product's empty form: a draft, three empty specification lines. */
export function emptyFormState(categoryId: string): ProductFormState {
  return {
    name: "",
    slug: "",
    slugEdited: false,
    categoryId,
    description: "",
    specifications: ["", "", ""],
    featured: false,
    status: "draft",
    seoTitle: "",
    seoDescription: "",
    listPrice: "",
  };
}

/** A stored product's fields. */
export function formStateOf(values: ProductValues): ProductFormState {
  return {
    name: values.name,
    slug: values.slug,
    // A published product's address is not changed by a rename unless
    // someone means it; a draft whose slug is its name's keeps following.
    slugEdited: values.status === "published" || values.slug !== slugify(values.name),
    categoryId: values.categoryId,
    description: values.description,
    specifications: [...values.specifications],
    featured: values.featured,
    status: values.status,
    seoTitle: values.seoTitle ?? "",
    seoDescription: values.seoDescription ?? "",
    listPrice: values.listPriceCents === null ? "" : kesText(values.listPriceCents),
  };
}

/** The fields as a form posted them. */
export function formStateFrom(form: FormData): ProductFormState {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const status = text("status");
  return {
    name: text("name"),
    slug: text("slug"),
    slugEdited: text("slugEdited") === "1",
    categoryId: text("categoryId"),
    description: text("description"),
    specifications: form
      .getAll("specifications")
      .map((value) => (typeof value === "string" ? value : ""))
      // More lines than a product may have are never posted by the form.
      .slice(0, PRODUCT_LIMITS.specifications.max + 4),
    featured: form.get("featured") !== null,
    status: (PRODUCT_STATUSES as readonly string[]).includes(status)
      ? (status as ProductStatus)
      : "draft",
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    listPrice: text("listPrice"),
  };
}

/**
 * What productFormSchema parses. An empty slug takes the name's, as the
 * page does while script runs; trailing empty specification lines are
 * dropped (an empty line between two is an error the person should see).
 */
export function schemaInput(state: ProductFormState): ProductFormInput {
  const specifications = [...state.specifications];
  while (specifications.length > 0 && specifications.at(-1)?.trim() === "") specifications.pop();
  return {
    name: state.name,
    slug: state.slug.trim() === "" ? slugify(state.name) : state.slug,
    categoryId: state.categoryId,
    description: state.description,
    specifications,
    featured: state.featured,
    status: state.status,
    seoTitle: state.seoTitle,
    seoDescription: state.seoDescription,
    listPrice: state.listPrice,
  };
}

/** The specification lines after a move, a removal or an addition. */
export type SpecChange = { kind: "up" | "down" | "remove"; index: number } | { kind: "add" };

/** Lines (or anything kept beside them, such as their keys) after a change; `blank` is added. */
export function changeLines<T>(lines: readonly T[], change: SpecChange, blank: T): T[] {
  const next = [...lines];
  if (change.kind === "add")
    return next.length < PRODUCT_LIMITS.specifications.max ? [...next, blank] : next;
  const { index } = change;
  if (index < 0 || index >= next.length) return next;
  if (change.kind === "remove") return next.filter((_, i) => i !== index);
  const target = change.kind === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= next.length) return next;
  return next.map((line, i) =>
    i === index ? (lines[target] as T) : i === target ? (lines[index] as T) : line,
  );
}

export const changeSpecs = (specs: readonly string[], change: SpecChange) =>
  changeLines(specs, change, "");

/** A spec button's intent as posted without script: "spec-up:2", "spec-add". */
export function specChangeOf(intent: string): SpecChange | null {
  if (intent === "spec-add") return { kind: "add" };
  const match = /^spec-(up|down|remove):(\d{1,2})$/.exec(intent);
  if (!match) return null;
  return { kind: match[1] as "up" | "down" | "remove", index: Number(match[2]) };
}

type Field = keyof ProductFormState;

const sameValue = (a: ProductFormState, b: ProductFormState, field: Field) =>
  JSON.stringify(a[field]) === JSON.stringify(b[field]);

/** The fields whose values differ between two states. */
export function changedFields(a: ProductFormState, b: ProductFormState): Field[] {
  return (Object.keys(a) as Field[]).filter(
    (field) => field !== "slugEdited" && !sameValue(a, b, field),
  );
}

/**
 * Someone saved while this person edited: their edits (what differs from
 * where they started) laid onto the version now stored. Fields both
 * changed take this person's value: they see the page before saving.
 */
export function applyEdits(
  started: ProductFormState,
  mine: ProductFormState,
  current: ProductFormState,
): ProductFormState {
  const merged = { ...current, slugEdited: mine.slugEdited || current.slugEdited };
  for (const field of changedFields(started, mine)) {
    (merged as Record<Field, unknown>)[field] = mine[field];
  }
  return merged;
}
