// A product's photos, uploaded by staff and kept in the database with their
// variants, so every server process serves them and a backup carries them
// (ADR 0023). A product's photos have places 0..n-1, 0 being its main photo;
// every change to the order takes the product's row lock first, so two at
// once (two servers on one PostgreSQL) never leave a gap or two main photos.
// Every change is recorded for the product's history, in its transaction.

import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type Db, type Trx, dialectOf } from "#app/platform/db.server.ts";
import type { Actor } from "./editing.server.ts";
import { PhotoError, inspectUpload, normalise } from "./photo-intake.server.ts";
import { oneAtATime } from "./photo-queue.server.ts";
import { PHOTO_FORMATS, fallbackWidth } from "./photo-settings.ts";
import { type Focal, isVariantName, makeVariants, variantUrl } from "./photo-variants.server.ts";
import { oneLine } from "./product-schema.ts";
import type { PictureSource, UploadedPicture } from "./types.ts";
import { touchCatalogue } from "./store.server.ts";

export { PhotoError } from "./photo-intake.server.ts";
export { isVariantName } from "./photo-variants.server.ts";

/** More would make the product page a gallery to scroll, and the editor a chore. */
export const MAX_PHOTOS_PER_PRODUCT = 12;

export const MAX_ALT_LENGTH = 200;

/** The editor's thumbnail: the WebP at this width. */
const PREVIEW_WIDTH = 320;

const CENTRE: Focal = { x: 0.5, y: 0.5 };

export interface PhotoSummary {
  readonly id: string;
  readonly productId: string;
  readonly alt: string;
  readonly focalX: number;
  readonly focalY: number;
  /** The product's picture on cards and at the top of its page. */
  readonly main: boolean;
  /** The normalised original's size. */
  readonly width: number;
  readonly height: number;
  /** A small WebP of the 4:3 frame as the site shows it. */
  readonly preview: string;
}

export type Direction = "earlier" | "later";

/** Who changed a photo, and when: the history's. */
export interface PhotoChangeBy {
  readonly actor?: Actor | null;
  readonly now?: Date;
}

export type PhotoAction = "added" | "removed" | "moved" | "main" | "focal" | "alt";

/** A photo change as the product's history shows it; places count from 1. */
export interface PhotoChange {
  readonly id: string;
  readonly at: string;
  readonly by: string | null;
  readonly action: PhotoAction;
  readonly alt: string;
  readonly from?: unknown;
  readonly to?: unknown;
}

async function recordPhotoChange(
  trx: Trx,
  productId: string,
  photoId: string,
  action: PhotoAction,
  detail: { alt: string; from?: unknown; to?: unknown },
  { actor = null, now = new Date() }: PhotoChangeBy,
): Promise<void> {
  await trx
    .insertInto("product_photo_changes")
    .values({
      id: randomUUID(),
      product_id: productId,
      photo_id: photoId,
      at: now.toISOString(),
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      action,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/** A product's photo changes, newest first. */
export async function photoHistory(db: Db, productId: string): Promise<PhotoChange[]> {
  const rows = await db
    .selectFrom("product_photo_changes")
    .select(["id", "at", "actor_name", "action", "detail"])
    .where("product_id", "=", productId)
    .orderBy("at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    by: row.actor_name,
    action: row.action,
    ...(JSON.parse(row.detail) as { alt: string; from?: unknown; to?: unknown }),
  }));
}

const gone = () => new PhotoError("This photo is no longer there: someone removed it.");

const altSchema = oneLine("The description", MAX_ALT_LENGTH).pipe(
  z.string().min(1, {
    error: "Describe what the photo shows: it is read to people who cannot see it.",
  }),
);

function checkAlt(alt: string): string {
  const result = altSchema.safeParse(alt);
  if (!result.success) throw new PhotoError(result.error.issues[0]?.message ?? "", "alt");
  return result.data;
}

function checkFocal(value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new PhotoError("Choose the focal point inside the photo.", "focal");
  return value;
}

/**
 * Refuses a product that is not there. In a transaction on PostgreSQL it
 * takes the product's row lock, held to the end; SQLite has one writer at a time.
 */
async function lockProduct(trx: Db | Trx, productId: string): Promise<void> {
  const product = await trx
    .selectFrom("products")
    .select("id")
    .where("id", "=", productId)
    .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
  if (!product) throw new PhotoError("There is no such product.");
}

/** The next free place on the product, refusing when it has all the photos it may. */
async function nextPlace(trx: Db | Trx, productId: string): Promise<number> {
  await lockProduct(trx, productId);
  const count = (await placesOf(trx, productId)).length;
  if (count >= MAX_PHOTOS_PER_PRODUCT)
    throw new PhotoError(
      `A product has at most ${MAX_PHOTOS_PER_PRODUCT} photos: remove one before adding another.`,
    );
  return count;
}

/** The product's photos' ids, in place order. */
async function placesOf(trx: Db | Trx, productId: string): Promise<string[]> {
  const photos = await trx
    .selectFrom("product_photos")
    .select("id")
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  return photos.map((photo) => photo.id);
}

/** Gives the product's photos places 0..n-1 in the order of `ids` (every one of its photos). */
async function writeOrder(trx: Trx, productId: string, ids: readonly string[]): Promise<void> {
  // Out of the way first, above every place a photo can have, so that no two
  // photos share one even between two statements.
  await trx
    .updateTable("product_photos")
    .set((eb) => ({ position: eb("position", "+", MAX_PHOTOS_PER_PRODUCT) }))
    .where("product_id", "=", productId)
    .execute();
  for (const [position, id] of ids.entries()) {
    await trx.updateTable("product_photos").set({ position }).where("id", "=", id).execute();
  }
}

/** The product a photo is of, if the photo is there. */
async function ownerOf(db: Db, photoId: string): Promise<string | undefined> {
  const photo = await db
    .selectFrom("product_photos")
    .select("product_id")
    .where("id", "=", photoId)
    .executeTakeFirst();
  return photo?.product_id;
}

async function productOf(db: Db, photoId: string): Promise<string> {
  const productId = await ownerOf(db, photoId);
  if (productId === undefined) throw gone();
  return productId;
}

/** Whether the photo is there and belongs to another product than `productId`. */
export async function isOtherProductsPhoto(
  db: Db,
  photoId: string,
  productId: string,
): Promise<boolean> {
  const owner = await ownerOf(db, photoId);
  return owner !== undefined && owner !== productId;
}

/** A photo's description, or a PhotoError if it is gone. */
async function altOf(trx: Trx, photoId: string): Promise<string> {
  const photo = await trx
    .selectFrom("product_photos")
    .select("alt")
    .where("id", "=", photoId)
    .executeTakeFirst();
  if (!photo) throw gone();
  return photo.alt;
}

/** Reorders a product's photos under its lock: `reorder` gets the ids in place order. */
async function rearrange(
  db: Db,
  photoId: string,
  action: "moved" | "main",
  reorder: (ids: string[], index: number) => string[],
  by: PhotoChangeBy,
): Promise<void> {
  const productId = await productOf(db, photoId);
  await db.transaction().execute(async (trx) => {
    await lockProduct(trx, productId);
    const ids = await placesOf(trx, productId);
    const index = ids.indexOf(photoId);
    if (index < 0) throw gone();
    const next = reorder(ids, index);
    if (next.some((id, i) => id !== ids[i])) {
      await writeOrder(trx, productId, next);
      await touchCatalogue(trx);
      const detail = {
        alt: await altOf(trx, photoId),
        from: index + 1,
        to: next.indexOf(photoId) + 1,
      };
      await recordPhotoChange(trx, productId, photoId, action, detail, by);
    }
  });
}

/**
 * Stores an uploaded photo of a product with its variants; the first photo
 * of a product becomes its main one. Refuses a file it cannot take with a
 * PhotoError; `warnings` says what the owner may want to fix.
 */
export async function addPhoto(
  db: Db,
  productId: string,
  bytes: Uint8Array,
  { alt, actor, now = new Date() }: { alt: string; actor: Actor; now?: Date },
): Promise<PhotoSummary & { warnings: string[] }> {
  const text = checkAlt(alt);
  // Checked before the work, and again under the lock after it.
  await nextPlace(db, productId);
  const warnings = await inspectUpload(bytes);
  const id = randomUUID();
  // Prepared before the transaction: seconds of work, with no lock held.
  const { original, variants } = await oneAtATime(async () => {
    const original = await normalise(bytes);
    return { original, variants: await makeVariants(id, original, CENTRE) };
  });
  await db.transaction().execute(async (trx) => {
    const position = await nextPlace(trx, productId);
    await trx
      .insertInto("product_photos")
      .values({
        id,
        product_id: productId,
        position,
        alt: text,
        original: original.data,
        width: original.width,
        height: original.height,
        created_at: now.toISOString(),
        created_by: actor.id,
      })
      .execute();
    await trx.insertInto("photo_variants").values(variants.rows).execute();
    await touchCatalogue(trx);
    await recordPhotoChange(
      trx,
      productId,
      id,
      "added",
      { alt: text, to: position + 1 },
      {
        actor,
        now,
      },
    );
  });
  return { ...(await summaryOf(db, id)), warnings: [...warnings, ...variants.warnings] };
}

/** Changes a photo's alt text or focal point; a new focal point remakes its variants. */
export async function updatePhoto(
  db: Db,
  photoId: string,
  changes: { alt?: string; focalX?: number; focalY?: number },
  by: PhotoChangeBy = {},
): Promise<PhotoSummary> {
  const alt = changes.alt === undefined ? undefined : checkAlt(changes.alt);
  const photo = await db
    .selectFrom("product_photos")
    .select(["product_id", "alt", "original", "width", "height", "focal_x", "focal_y"])
    .where("id", "=", photoId)
    .executeTakeFirst();
  if (!photo) throw gone();
  const focal = {
    x: checkFocal(changes.focalX ?? photo.focal_x),
    y: checkFocal(changes.focalY ?? photo.focal_y),
  };
  const refocused = focal.x !== photo.focal_x || focal.y !== photo.focal_y;
  const variants = refocused
    ? await oneAtATime(() =>
        makeVariants(
          photoId,
          { data: photo.original, width: photo.width, height: photo.height },
          focal,
        ),
      )
    : undefined;
  const retold = alt !== undefined && alt !== photo.alt;
  const set = {
    ...(retold && { alt }),
    ...(variants && { focal_x: focal.x, focal_y: focal.y }),
  };
  if (Object.keys(set).length > 0) {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("product_photos")
        .set(set)
        .where("id", "=", photoId)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw gone();
      await touchCatalogue(trx);
      const record = (action: PhotoAction, from: unknown, to: unknown) =>
        recordPhotoChange(
          trx,
          photo.product_id,
          photoId,
          action,
          { alt: alt ?? photo.alt, from, to },
          by,
        );
      if (retold) await record("alt", photo.alt, alt);
      // As the editor shows it: percentages.
      const percent = (x: number, y: number) => [Math.round(x * 100), Math.round(y * 100)];
      if (variants)
        await record("focal", percent(photo.focal_x, photo.focal_y), percent(focal.x, focal.y));
      if (!variants) return;
      // Focal point and variants change together: of two changes at once,
      // the later one's are both kept.
      await trx.deleteFrom("photo_variants").where("photo_id", "=", photoId).execute();
      await trx.insertInto("photo_variants").values(variants.rows).execute();
    });
  }
  return summaryOf(db, photoId);
}

/** Makes a photo its product's main one; the others keep their order after it. */
export function setMainPhoto(db: Db, photoId: string, by: PhotoChangeBy = {}): Promise<void> {
  return rearrange(
    db,
    photoId,
    "main",
    (ids, index) => [photoId, ...ids.slice(0, index), ...ids.slice(index + 1)],
    by,
  );
}

/** Moves a photo one place; moved to the first place it becomes the main one. */
export function movePhoto(
  db: Db,
  photoId: string,
  direction: Direction,
  by: PhotoChangeBy = {},
): Promise<void> {
  return rearrange(
    db,
    photoId,
    "moved",
    (ids, index) => {
      const other = direction === "earlier" ? index - 1 : index + 1;
      if (other < 0 || other >= ids.length) return ids;
      const next = ids.filter((id) => id !== photoId);
      next.splice(other, 0, photoId);
      return next;
    },
    by,
  );
}

/** Removes a photo and its variants; if it was the main one, the next becomes main. */
export async function removePhoto(db: Db, photoId: string, by: PhotoChangeBy = {}): Promise<void> {
  const productId = await productOf(db, photoId);
  await db.transaction().execute(async (trx) => {
    await lockProduct(trx, productId);
    const alt = await altOf(trx, photoId);
    const from = (await placesOf(trx, productId)).indexOf(photoId) + 1;
    // Its variants go with it (on delete cascade).
    await trx.deleteFrom("product_photos").where("id", "=", photoId).execute();
    await writeOrder(trx, productId, await placesOf(trx, productId));
    await touchCatalogue(trx);
    await recordPhotoChange(trx, productId, photoId, "removed", { alt, from }, by);
  });
}

/** Each photo's variants, without their bytes. */
async function variantsOf(db: Db, photoIds: readonly string[]) {
  if (photoIds.length === 0) return [];
  return db
    .selectFrom("photo_variants")
    .select(["photo_id", "name", "format", "width"])
    .where("photo_id", "in", photoIds)
    .orderBy("width")
    .execute();
}

/** A product's photos in their order, the main one first, for the editor. */
export async function photosOf(db: Db, productId: string): Promise<PhotoSummary[]> {
  const photos = await db
    .selectFrom("product_photos")
    .select(["id", "product_id", "position", "alt", "focal_x", "focal_y", "width", "height"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  const variants = await variantsOf(
    db,
    photos.map((photo) => photo.id),
  );
  return photos.map((photo) => {
    const own = variants.filter((variant) => variant.photo_id === photo.id);
    const webp = own.filter((variant) => variant.format === "webp");
    const preview = webp.find((variant) => variant.width === PREVIEW_WIDTH) ?? webp[0] ?? own[0];
    return {
      id: photo.id,
      productId: photo.product_id,
      alt: photo.alt,
      focalX: photo.focal_x,
      focalY: photo.focal_y,
      main: photo.position === 0,
      width: photo.width,
      height: photo.height,
      preview: preview ? variantUrl(preview.name) : "",
    };
  });
}

async function summaryOf(db: Db, photoId: string): Promise<PhotoSummary> {
  const productId = await productOf(db, photoId);
  const summary = (await photosOf(db, productId)).find((photo) => photo.id === photoId);
  if (!summary) throw gone();
  return summary;
}

/** Every product's main photo, as the site's <ProductImage> takes a picture, by product id. */
export async function mainPictures(db: Db): Promise<Map<string, UploadedPicture>> {
  const rows = await db
    .selectFrom("product_photos")
    .innerJoin("photo_variants", "photo_variants.photo_id", "product_photos.id")
    .select([
      "product_photos.product_id",
      "product_photos.alt",
      "photo_variants.name",
      "photo_variants.format",
      "photo_variants.width",
    ])
    .where("product_photos.position", "=", 0)
    .orderBy("photo_variants.width")
    .execute();
  const byProduct = Map.groupBy(rows, (row) => row.product_id);
  const pictures = new Map<string, UploadedPicture>();
  for (const [productId, variants] of byProduct) {
    const formats = PHOTO_FORMATS.map(({ format, type }) => ({
      type,
      variants: variants.filter((variant) => variant.format === format),
    })).filter(({ variants }) => variants.length > 0);
    const sources: PictureSource[] = formats.map(({ type, variants }) => ({
      type,
      srcset: variants.map((variant) => `${variantUrl(variant.name)} ${variant.width}w`).join(", "),
    }));
    // The fallback: the last format's variant nearest FALLBACK_WIDTH, as for the seed's photos.
    const last = formats.at(-1)?.variants ?? [];
    const width = fallbackWidth(last.map((variant) => variant.width));
    const fallback = last.find((variant) => variant.width === width);
    const alt = variants[0]?.alt ?? "";
    if (fallback) {
      pictures.set(productId, { photo: true, src: variantUrl(fallback.name), sources, alt });
    }
  }
  return pictures;
}

/** A variant's bytes for GET /photos/<name>; null for a name that is not a variant's. */
export async function photoVariant(
  db: Db,
  name: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!isVariantName(name)) return null;
  const variant = await db
    .selectFrom("photo_variants")
    .select(["bytes", "content_type"])
    .where("name", "=", name)
    .executeTakeFirst();
  return variant ? { bytes: variant.bytes, contentType: variant.content_type } : null;
}
