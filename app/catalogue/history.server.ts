// A product's history page (/staff/catalogue/<id>/history): every save and
// every change to its photos, newest first, with who made it and what it
// changed from what to what; and putting a version back, as a new save (ADR 0022). The seed's
// version 1 was never recorded: it is rebuilt from what the first save changed.

import type { Db } from "#app/platform/db.server.ts";
import {
  type Actor,
  CatalogueError,
  EditConflict,
  type ProductVersion,
  productHistory,
  restoreBeforeChange,
  restoreVersion,
} from "./editing.server.ts";
import { copy } from "#app/business/copy.ts";
import { type PhotoChange, photoHistory } from "./photos.server.ts";

export interface HistoryPage {
  readonly product: { id: string; name: string; slug: string; version: number };
  readonly versions: ProductVersion[];
  /** Its photos' changes, newest first: not versions, nothing to restore. */
  readonly photos: PhotoChange[];
  /** The seed's version, never recorded: restored from before this save. */
  readonly seed: { readonly version: number; readonly changeId: string } | null;
  /** Category names by id, for the changes of category. */
  readonly categories: Record<string, string>;
}

export async function loadHistory(db: Db, productId: string): Promise<HistoryPage | null> {
  const product = await db
    .selectFrom("products")
    .select(["id", "name", "slug", "version"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) return null;
  const [versions, photos, categories] = await Promise.all([
    productHistory(db, productId),
    photoHistory(db, productId),
    db.selectFrom("categories").select(["id", "name"]).execute(),
  ]);
  const oldest = versions.at(-1);
  return {
    product,
    versions,
    photos,
    seed:
      oldest && oldest.version > 1 ? { version: oldest.version - 1, changeId: oldest.id } : null,
    categories: Object.fromEntries(categories.map((category) => [category.id, category.name])),
  };
}

export interface RestoreResult {
  readonly ok: boolean;
  readonly message: string;
}

/** Puts a version back (or the seed's, `before` its first recorded save). */
export async function restoreAction(
  form: FormData,
  {
    db,
    productId,
    actor,
    changed,
  }: { db: Db; productId: string; actor: Actor; changed: () => Promise<void> },
): Promise<RestoreResult> {
  const changeId = String(form.get("changeId") ?? "");
  const version = Number(form.get("version"));
  const restored = Number(form.get("restoring"));
  const options = { version, actor };
  let saved: number;
  try {
    saved =
      form.get("before") === "1"
        ? await restoreBeforeChange(db, productId, changeId, options)
        : await restoreVersion(db, productId, changeId, options);
  } catch (error) {
    if (error instanceof EditConflict)
      return {
        ok: false,
        message:
          "Not restored: someone saved this product since you opened its history. The list below now shows their save; restore again if you still mean to.",
      };
    if (error instanceof CatalogueError)
      return { ok: false, message: `Not restored: ${error.message}` };
    throw error;
  }
  if (saved === version)
    return { ok: true, message: `Nothing to restore: it is already as version ${restored}.` };
  await changed();
  return { ok: true, message: copy.catalogueEditor.notices.restored(restored) };
}
