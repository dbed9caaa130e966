// The one way a product photo is encoded, for the seed's photos at build time
// (pictures/photos.ts) and for uploaded ones (photo-variants.server.ts): a 4:3
// master, cropped once at the largest width, is resized to each width and
// encoded as AVIF and WebP, each at most MAX_BYTES, the quality lowered step
// by step until it fits.

import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  FRAME,
  MAX_BYTES,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  QUALITY_STEP,
} from "./photo-settings.ts";

/** Uncompressed pixels, as sharp's `.raw().toBuffer({ resolveWithObject: true })` gives them. */
export interface RawImage {
  readonly data: Buffer;
  readonly info: Pick<OutputInfo, "width" | "height" | "channels">;
}

export interface EncodedVariant {
  readonly format: PhotoFormat;
  readonly type: (typeof PHOTO_FORMATS)[number]["type"];
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

export interface EncodedPhoto {
  /** Smallest first, per format in PHOTO_FORMATS order. */
  readonly variants: readonly EncodedVariant[];
  /** Per format, the width from which even the lowest quality was over MAX_BYTES: left out. */
  readonly overBudget: readonly { readonly format: PhotoFormat; readonly fromWidth: number }[];
}

export const frameHeight = (width: number) => Math.round((width * FRAME.height) / FRAME.width);

/** The largest 4:3 width a source of this size can fill without enlarging. */
export const croppedWidth = (source: { width: number; height: number }) =>
  Math.min(source.width, Math.floor((source.height * FRAME.width) / FRAME.height));

/** The widths a source fills; one smaller than the smallest is enlarged to it. */
export function variantWidths(source: { width: number; height: number }): number[] {
  const fits = PHOTO_WIDTHS.filter((width) => width <= croppedWidth(source));
  return fits.length > 0 ? fits : [PHOTO_WIDTHS[0]];
}

function encode(image: Sharp, format: PhotoFormat, quality: number): Promise<Buffer> {
  return format === "avif"
    ? image.avif({ quality, effort: 4, chromaSubsampling: "4:2:0" }).toBuffer()
    : image.webp({ quality, effort: 4 }).toBuffer();
}

async function encodeWithin(
  master: RawImage,
  width: number,
  spec: (typeof PHOTO_FORMATS)[number],
): Promise<Buffer | undefined> {
  const { width: w, height: h, channels } = master.info;
  for (let quality = spec.quality; quality >= spec.minQuality; quality -= QUALITY_STEP) {
    const resized = sharp(master.data, { raw: { width: w, height: h, channels } }).resize(
      width,
      frameHeight(width),
    );
    const bytes = await encode(resized, spec.format, quality);
    if (bytes.length <= MAX_BYTES) return bytes;
  }
  return undefined;
}

/** Every format at every width of `widths` (ascending), from a master at the largest. */
export async function encodeVariants(
  master: RawImage,
  widths: readonly number[],
): Promise<EncodedPhoto> {
  const variants: EncodedVariant[] = [];
  const overBudget: EncodedPhoto["overBudget"][number][] = [];
  for (const spec of PHOTO_FORMATS) {
    for (const width of widths) {
      const data = await encodeWithin(master, width, spec);
      if (!data) {
        // A larger width of the same picture would be larger still.
        overBudget.push({ format: spec.format, fromWidth: width });
        break;
      }
      const { format, type } = spec;
      variants.push({ format, type, width, height: frameHeight(width), data });
    }
  }
  return { variants, overBudget };
}
