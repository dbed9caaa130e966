// What the site serves of an uploaded photo: its stored original cropped to
// 4:3 around its focal point, then AVIF and WebP at each width it fills, by
// the same encoding as the build's photos (photo-encoding.server.ts). Each
// variant is named after its photo and a hash of its bytes, so it can be
// served as immutable: a remade variant gets a new name.

import { createHash } from "node:crypto";
import sharp from "sharp";
import { encodeVariants, frameHeight, variantWidths } from "./photo-encoding.server.ts";
import type { NormalisedPhoto } from "./photo-intake.server.ts";
import { FRAME, MAX_BYTES, type PhotoFormat } from "./photo-settings.ts";

/** Where the 4:3 crop is centred, as fractions of the photo's width and height. */
export interface Focal {
  readonly x: number;
  readonly y: number;
}

export interface VariantRow {
  readonly name: string;
  readonly photo_id: string;
  readonly format: PhotoFormat;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
  readonly content_type: string;
}

// <uuid>-<12 hex of the bytes' SHA-256>-<width>.<format>: nothing else is ever looked up.
const VARIANT_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{12}-[1-9][0-9]{1,3}\.(?:avif|webp)$/;

/** Whether `name` can be a variant's: the one check before a name from a URL reaches the database. */
export const isVariantName = (name: string) => VARIANT_NAME.test(name);

export const variantUrl = (name: string) => `/photos/${name}`;

/** The largest 4:3 region of a `width`×`height` photo centred as near `focal` as it fits. */
export function focalCrop(size: { width: number; height: number }, focal: Focal) {
  const wide = size.width * FRAME.height > size.height * FRAME.width;
  const width = wide ? Math.round((size.height * FRAME.width) / FRAME.height) : size.width;
  const height = wide ? size.height : frameHeight(size.width);
  const place = (centre: number, span: number, whole: number) =>
    Math.min(Math.max(Math.round(centre * whole - span / 2), 0), whole - span);
  return {
    left: place(focal.x, width, size.width),
    top: place(focal.y, height, size.height),
    width,
    height,
  };
}

/** Every variant of the photo `photoId`, and what the owner should know about any left out. */
export async function makeVariants(
  photoId: string,
  original: NormalisedPhoto,
  focal: Focal,
): Promise<{ rows: VariantRow[]; warnings: string[] }> {
  const crop = focalCrop(original, focal);
  const widths = variantWidths(crop);
  const largest = widths.at(-1) ?? crop.width;
  const master = await sharp(original.data)
    .extract(crop)
    .resize(largest, frameHeight(largest))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { variants, overBudget } = await encodeVariants(master, widths);
  const rows = variants.map(({ format, type, width, height, data }) => {
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 12);
    return {
      name: `${photoId}-${hash}-${width}.${format}`,
      photo_id: photoId,
      format,
      width,
      height,
      bytes: data,
      content_type: type,
    };
  });
  const warnings = overBudget.map(
    ({ format, fromWidth }) =>
      `As ${format.toUpperCase()} at ${fromWidth} px and wider this photo stays over ${MAX_BYTES / 1000} KB ` +
      `even at the lowest quality, so those sizes are left out (a plainer background helps).`,
  );
  return { rows, warnings };
}
