// What the categories page's buttons do: add, save, move up or down, delete.
// A refusal comes back beside the form it was about, with what was typed
// (a save based on an older version: with who changed what since, and the
// version now stored, to save again knowingly); every change is followed
// by `changed()`, for the live site.

import type { Db } from "#app/platform/db.server.ts";
import { formatWhen } from "#app/business/time.ts";
import type { Actor } from "./editing.server.ts";
import {
  type CategoryErrors,
  CategoryConflict,
  CategoryError,
  createCategory,
  deleteCategory,
  moveCategory,
  readCategoryForm,
  updateCategory,
} from "./categories.server.ts";
import type { CategoryFormInput } from "./category-schema.ts";
import { slugify } from "./product-schema.ts";
import { CATEGORY_LIMITS } from "./category-schema.ts";
import { copy } from "#app/business/copy.ts";

const words = copy.catalogueEditor.categoriesPage;

export interface CategoryResult {
  readonly ok: boolean;
  readonly message: string;
  /** Which form it answers: "new", or a category's id. */
  readonly for?: string;
  readonly errors?: CategoryErrors;
  readonly values?: CategoryFormInput;
  /** The button the keyboard was on, to go back to after a move. */
  readonly focus?: string;
  /** After a refused save: the version now stored, for the form to save again from. */
  readonly version?: number;
}

/** Who changed what since, in the person's words. */
function conflictMessage(error: CategoryConflict): string {
  const changes = error.since.map(({ by, at, fields }) =>
    copy.catalogueEditor.conflict.change(
      by ?? copy.catalogueEditor.conflict.someone,
      formatWhen(at),
      fields.map((field) => copy.catalogueEditor.fields[field]).join(", "),
    ),
  );
  return words.conflict(changes.join(" "));
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function categoryAction(
  form: FormData,
  { db, actor, changed }: { db: Db; actor: Actor; changed: () => Promise<void> },
): Promise<{ result: CategoryResult; status: number }> {
  const intent = text(form, "intent");
  const id = text(form, "id");
  const values: CategoryFormInput = {
    name: text(form, "name"),
    // Left empty, it is the name's.
    slug: text(form, "slug").trim() || slugify(text(form, "name")).slice(0, CATEGORY_LIMITS.slug),
    icon: text(form, "icon"),
    description: text(form, "description"),
  };
  const about = intent === "add" ? "new" : id;
  try {
    switch (intent) {
      case "add":
      case "save": {
        const read = readCategoryForm(values);
        if (!read.ok)
          return {
            result: {
              ok: false,
              message: words.fixErrors,
              for: about,
              errors: read.errors,
              values,
            },
            status: 400,
          };
        if (intent === "add") await createCategory(db, read.values, { actor });
        else {
          const version = Number(text(form, "version"));
          const saved = await updateCategory(db, id, read.values, { version, actor });
          if (saved === version)
            return { result: { ok: true, message: words.unchanged, for: about }, status: 200 };
        }
        await changed();
        return {
          result: {
            ok: true,
            message:
              intent === "add" ? words.added(read.values.name) : words.saved(read.values.name),
            for: about,
          },
          status: 200,
        };
      }
      case "up":
      case "down": {
        const moved = await moveCategory(db, id, intent, { actor });
        if (moved) await changed();
        return {
          result: { ok: true, message: moved ? words.moved : "", focus: `${id}-${intent}` },
          status: 200,
        };
      }
      case "delete":
        await deleteCategory(db, id);
        await changed();
        return { result: { ok: true, message: words.deleted }, status: 200 };
      default:
        return { result: { ok: false, message: "That did not work." }, status: 400 };
    }
  } catch (error) {
    if (error instanceof CategoryConflict)
      return {
        result: {
          ok: false,
          message: conflictMessage(error),
          for: about,
          values,
          version: error.current,
        },
        status: 409,
      };
    if (!(error instanceof CategoryError)) throw error;
    return {
      result: {
        ok: false,
        message: error.message,
        for: about,
        ...(error.field === "form" ? {} : { errors: { [error.field]: error.message } }),
        ...(intent === "add" || intent === "save" ? { values } : {}),
      },
      status: 400,
    };
  }
}
