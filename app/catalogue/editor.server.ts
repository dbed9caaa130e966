// The product editor's server side (/staff/catalogue/<id>, /staff/catalogue/new):
// what its page loads, and what its buttons do. Save (or create) under the
// catalogue's rules, a message beside each field that breaks one; a save
// from an older version refused with what changed since, by whom, and the
// version now stored; duplicate as a draft; archive. Without script, a
// specification moved, added or removed comes back as typed, nothing saved.
// Every write is followed by `changed()`, for the live site.

import type { Db } from "#app/platform/db.server.ts";
import {
  type Actor,
  CatalogueError,
  EditConflict,
  type ProductField,
  createProduct,
  duplicateProduct,
  saveProduct,
  valuesOf,
} from "./editing.server.ts";
import {
  type ProductFormState,
  changeSpecs,
  emptyFormState,
  formStateFrom,
  formStateOf,
  schemaInput,
  specChangeOf,
} from "./product-form-state.ts";
import { productFormSchema } from "./product-schema.ts";
import { copy } from "#app/business/copy.ts";

const words = copy.catalogueEditor;

export interface CategoryOption {
  readonly value: string;
  readonly label: string;
}

export interface EditorProduct {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly slug: string;
  readonly status: ProductFormState["status"];
  readonly updatedAt: string;
  readonly updatedBy: string | null;
  readonly state: ProductFormState;
}

/** A form field's name, a specification line's ("specifications.2"), or the form's. */
export type EditorErrors = Partial<Record<string, string>>;

export interface EditorConflict {
  /** The version stored now: the form takes it when the person loads it. */
  readonly current: number;
  readonly since: readonly { by: string | null; at: string; fields: ProductField[] }[];
  /** The product as stored now. */
  readonly theirs: ProductFormState;
}

export interface EditorResult {
  readonly state?: ProductFormState;
  readonly errors?: EditorErrors;
  readonly conflict?: EditorConflict;
  /** Said when it worked. */
  readonly notice?: string;
}

export type EditorOutcome = { redirect: string } | { result: EditorResult; status?: number };

async function categoryOptions(db: Db): Promise<CategoryOption[]> {
  const rows = await db
    .selectFrom("categories")
    .select(["id", "name", "icon"])
    .orderBy("position")
    .execute();
  return rows.map((row) => ({ value: row.id, label: `${row.icon} ${row.name}` }));
}

/** A product as the editor opens it, with the categories to choose from; null when none. */
export async function loadEditor(db: Db, id: string) {
  const [row, categories] = await Promise.all([
    db
      .selectFrom("products")
      .leftJoin("user", "user.id", "products.updated_by")
      .selectAll("products")
      .select("user.name as updated_by_name")
      .where("products.id", "=", id)
      .executeTakeFirst(),
    categoryOptions(db),
  ]);
  if (!row) return null;
  const product: EditorProduct = {
    id: row.id,
    version: row.version,
    name: row.name,
    slug: row.slug,
    status: row.status,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
    state: formStateOf(valuesOf(row)),
  };
  return { product, categories };
}

/** A new product's empty form, in the first category. */
export async function loadNewEditor(db: Db) {
  const categories = await categoryOptions(db);
  return { state: emptyFormState(categories[0]?.value ?? ""), categories };
}

/** The schema's messages by form field; a specification line's by its own name too. */
function formErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: EditorErrors = {};
  for (const issue of issues) {
    const [field, index] = issue.path;
    const key = String(field ?? "form");
    errors[key] ??= issue.message;
    if (key === "specifications" && typeof index === "number")
      errors[`specifications.${index}`] ??= issue.message;
  }
  return errors;
}

/** A refusal's field as the form names it. */
const formField = (field: ProductField | "form") =>
  field === "listPriceCents" ? "listPrice" : field;

export async function editorAction(
  form: FormData,
  {
    db,
    productId,
    actor,
    changed,
  }: {
    db: Db;
    /** Null on the new product's page. */
    productId: string | null;
    actor: Actor;
    /** Told after every write. */
    changed: () => Promise<void>;
  },
): Promise<EditorOutcome> {
  const intent = String(form.get("intent") ?? "save");
  try {
    if (productId && intent === "duplicate") {
      const copyId = await duplicateProduct(db, productId, { actor });
      await changed();
      return { redirect: `/staff/catalogue/${copyId}?done=duplicated` };
    }
    if (productId && intent === "archive")
      return await archive(db, productId, form, actor, changed);

    const state = formStateFrom(form);
    const specChange = specChangeOf(intent);
    if (specChange)
      return {
        result: {
          state: { ...state, specifications: changeSpecs(state.specifications, specChange) },
        },
      };

    // The status as posted, not the form state's draft in its place: a value
    // the form never offers is refused, not saved as a draft.
    const parsed = productFormSchema.safeParse({
      ...schemaInput(state),
      status: form.get("status"),
    });
    if (!parsed.success)
      return { result: { state, errors: formErrors(parsed.error.issues) }, status: 400 };
    const { listPrice, ...rest } = parsed.data;
    const values = { ...rest, listPriceCents: listPrice };

    if (!productId) {
      const id = await createProduct(db, values, { actor });
      await changed();
      return { redirect: `/staff/catalogue/${id}?done=created` };
    }
    const version = Number(form.get("version"));
    try {
      const saved = await saveProduct(db, productId, values, { version, actor });
      if (saved === version) return { result: { notice: words.notices.nothingChanged } };
      await changed();
      return { result: { notice: words.notices.saved } };
    } catch (error) {
      if (!(error instanceof EditConflict)) throw error;
      const current = await loadEditor(db, productId);
      if (!current) throw new CatalogueError("There is no such product.");
      return {
        result: {
          state,
          conflict: {
            current: current.product.version,
            since: error.since,
            theirs: current.product.state,
          },
        },
        status: 409,
      };
    }
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    return {
      result: {
        ...(intent === "archive" || intent === "duplicate" ? {} : { state: formStateFrom(form) }),
        errors: { [formField(error.field)]: error.message },
      },
      status: 400,
    };
  }
}

/** Archives the product as stored, if no one saved it since the page was loaded. */
async function archive(
  db: Db,
  productId: string,
  form: FormData,
  actor: Actor,
  changed: () => Promise<void>,
): Promise<EditorOutcome> {
  const row = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!row) throw new CatalogueError("There is no such product.");
  const version = Number(form.get("version"));
  if (row.version !== version)
    throw new CatalogueError(
      "Someone saved this product since you opened it. Look at their change, then archive it if it still should be.",
    );
  await saveProduct(db, productId, { ...valuesOf(row), status: "archived" }, { version, actor });
  await changed();
  return { result: { notice: words.notices.archived } };
}

/** What a `?done=` after a redirect says. */
export function doneNotice(done: string | null): string | null {
  if (done === "created") return words.notices.created;
  if (done === "duplicated") return words.notices.duplicated;
  return null;
}
