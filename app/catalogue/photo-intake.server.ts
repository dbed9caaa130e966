// A photo a member of staff uploads, checked and made safe to keep: its size
// and its header first (cheap, nothing decoded), by what sharp finds in the
// bytes, never by the file's name or the browser's word; then decoded once
// and stored as a JPEG, turned upright, on white, in sRGB, with no metadata
// (a phone's EXIF says where the photo was taken), and no larger than we
// will ever need (ADR 0023).

import sharp from "sharp";
import { croppedWidth, frameHeight } from "./photo-encoding.server.ts";
import {
  FALLBACK_WIDTH,
  MAX_UPLOAD_BYTES,
  PHOTO_BACKGROUND,
  PHOTO_WIDTHS,
} from "./photo-settings.ts";

// The server holds one photo's pixels at a time (photo-queue.server.ts);
// libvips' operation cache would keep them after.
sharp.cache(false);

/** A refusal shown beside the editor's field: what is wrong, and what to send instead. */
export class PhotoError extends Error {
  readonly field: "photo" | "alt" | "focal";
  constructor(message: string, field: PhotoError["field"] = "photo", options?: ErrorOptions) {
    super(message, options);
    this.field = field;
  }
}

/** 50 megapixels: any phone's camera, but not a small file that decodes into gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The original kept is at most this on its long side: a portrait still gives
 * a 1500 px wide 4:3 frame, room for the largest variant. A phone's 4000 px
 * JPEG is then decoded at half size (libjpeg's shrink on load): about 50 MB
 * at the peak instead of 90, and half the time.
 */
export const MAX_ORIGINAL_SIDE = 2000;

const ORIGINAL_QUALITY = 88;

const ACCEPTED = "a JPEG, PNG, WebP or AVIF photo";

export interface NormalisedPhoto {
  /** A JPEG with no metadata. */
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Rounded up: a file just over the limit must not read as equal to it. */
const megabytes = (bytes: number) =>
  `${(Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1)} MB`;

/**
 * Refuses what is too large, not an image, of a kind we do not take, or too
 * small; reads no pixels. Returns what the owner should know about a photo
 * it accepts.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<string[]> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new PhotoError(
      `This file is ${megabytes(bytes.byteLength)}: a photo may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new PhotoError(`This file is not an image we can read: send ${ACCEPTED}.`, "photo", {
        cause: error,
      });
    });
  if (meta.format === "svg")
    throw new PhotoError(`SVG drawings are not taken as product photos: send ${ACCEPTED}.`);
  if (meta.format === "heif" && meta.compression !== "av1")
    throw new PhotoError(
      `HEIC photos (an iPhone's default) are not taken: set the camera to 'Most Compatible', or send ${ACCEPTED}.`,
    );
  if (!["jpeg", "png", "webp", "heif"].includes(meta.format))
    throw new PhotoError(`This is a ${meta.format.toUpperCase()} file: send ${ACCEPTED}.`);
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_INPUT_PIXELS)
    throw new PhotoError(
      `This image is ${width}×${height} pixels (${Math.round((width * height) / 1e6)} megapixels): ` +
        `at most ${MAX_INPUT_PIXELS / 1e6} megapixels are taken.`,
    );
  const largest = PHOTO_WIDTHS.at(-1) ?? FALLBACK_WIDTH;
  const usable = croppedWidth({ width, height });
  if (usable < FALLBACK_WIDTH)
    throw new PhotoError(
      `This image is ${width}×${height} pixels: too small for the product page. ` +
        `Send one at least ${FALLBACK_WIDTH}×${frameHeight(FALLBACK_WIDTH)} (${largest}×${frameHeight(largest)} or more is best).`,
    );
  return usable < largest
    ? [
        `This photo is ${width}×${height} pixels: it will look soft on large screens. ` +
          `One at least ${largest}×${frameHeight(largest)} is best.`,
      ]
    : [];
}

/** Decodes an upload `inspectUpload` accepted; a damaged or cut-short file is refused here. */
export async function normalise(bytes: Uint8Array): Promise<NormalisedPhoto> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // 'error' takes in truncated files too; a phone's odd but harmless
      // JPEG markers are only warnings, and pass.
      failOn: "error",
    })
      .autoOrient()
      .resize({
        width: MAX_ORIGINAL_SIDE,
        height: MAX_ORIGINAL_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: PHOTO_BACKGROUND })
      .toColourspace("srgb")
      // No withMetadata(): sharp writes none of the input's EXIF, GPS, XMP or ICC.
      .jpeg({ quality: ORIGINAL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new PhotoError(
      "This photo is damaged or cut short (perhaps the upload did not finish): send it again.",
      "photo",
      { cause: error },
    );
  }
}
