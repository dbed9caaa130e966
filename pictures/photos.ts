// A product photo of any size and format becomes AVIF and WebP at the widths
// the layouts need, cropped to fill the 4:3 frame, each under MAX_BYTES
// (ADR 0016). Results are cached by source content and settings, so a rebuild
// does not re-encode.

import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import sharp from "sharp";
import {
  croppedWidth,
  encodeVariants,
  frameHeight,
  variantWidths,
} from "../app/catalogue/photo-encoding.server.ts";
import {
  FRAME,
  MAX_BYTES,
  PHOTO_BACKGROUND,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  QUALITY_STEP,
  type PhotoFormat,
} from "../app/catalogue/photo-settings.ts";

export interface PhotoVariant {
  readonly format: PhotoFormat;
  readonly type: (typeof PHOTO_FORMATS)[number]["type"];
  readonly width: number;
  readonly height: number;
  /** Absolute path of the encoded file, inside the cache. */
  readonly file: string;
  readonly bytes: number;
}

export interface PreparedPhoto {
  /** The source's size once its EXIF orientation is applied. */
  readonly source: { readonly width: number; readonly height: number };
  /** Smallest first, per format in PHOTO_FORMATS order. */
  readonly variants: readonly PhotoVariant[];
  /** Per format, the width from which even the lowest quality was over MAX_BYTES: left out. */
  readonly overBudget: readonly { readonly format: PhotoFormat; readonly fromWidth: number }[];
}

/** Kept beside the encoded files: a cache hit reads no image at all. */
interface Manifest {
  source: PreparedPhoto["source"];
  variants: (Omit<PhotoVariant, "file"> & { name: string })[];
  overBudget: PreparedPhoto["overBudget"][number][];
}

const SETTINGS_KEY = JSON.stringify({
  FRAME,
  MAX_BYTES,
  PHOTO_BACKGROUND,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  QUALITY_STEP,
  sharp: sharp.versions,
});

async function encodeAll(input: Buffer, slug: string, dir: string): Promise<Manifest> {
  const { autoOrient: source } = await sharp(input).metadata();
  const widths = variantWidths(source);
  const largest = widths.at(-1) ?? PHOTO_WIDTHS[0];
  // Crop once, at the largest width, where the interesting part of the
  // picture is (sharp's attention strategy); every width is resized from it.
  const master = await sharp(input)
    .autoOrient()
    .flatten({ background: PHOTO_BACKGROUND })
    .resize(largest, frameHeight(largest), { fit: "cover", position: "attention" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });

  const encoded = await encodeVariants(master, widths);
  const manifest: Manifest = { source, variants: [], overBudget: [...encoded.overBudget] };
  for (const { data, ...variant } of encoded.variants) {
    const name = `${slug}-${variant.width}.${variant.format}`;
    await writeFile(join(dir, name), data);
    manifest.variants.push({ ...variant, bytes: data.length, name });
  }
  return manifest;
}

async function readManifest(dir: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The variants of the photo at `sourceFile` for the product `slug`, encoded
 * into `cacheDir` (or found there from an earlier build).
 */
export async function preparePhoto(
  sourceFile: string,
  slug: string,
  cacheDir: string,
): Promise<PreparedPhoto> {
  const input = await readFile(sourceFile);
  const key = createHash("sha256")
    .update(SETTINGS_KEY)
    .update(`\0${slug}\0`)
    .update(input)
    .digest("hex")
    .slice(0, 20);
  const dir = join(cacheDir, key);
  let manifest = await readManifest(dir);
  if (!manifest) {
    // Written aside and renamed into place: an interrupted build leaves no
    // half-made entry behind to be taken for a finished one.
    const scratch = `${dir}.${process.pid}.tmp`;
    await rm(scratch, { recursive: true, force: true });
    await mkdir(scratch, { recursive: true });
    try {
      manifest = await encodeAll(input, slug, scratch);
    } catch (error) {
      await rm(scratch, { recursive: true, force: true });
      throw new Error(`Cannot prepare the photo ${basename(sourceFile)}: ${String(error)}`, {
        cause: error,
      });
    }
    await writeFile(join(scratch, "manifest.json"), JSON.stringify(manifest));
    await rm(dir, { recursive: true, force: true });
    await rename(scratch, dir);
  }
  return {
    source: manifest.source,
    overBudget: manifest.overBudget,
    variants: manifest.variants.map(({ name, ...variant }) => ({
      ...variant,
      file: join(dir, name),
    })),
  };
}

/** What the build should tell the owner about one photo. */
export function photoWarnings(fileName: string, photo: PreparedPhoto): string[] {
  const warnings: string[] = [];
  const largest = PHOTO_WIDTHS.at(-1) ?? 0;
  const usable = croppedWidth(photo.source);
  if (usable < largest) {
    warnings.push(
      `${fileName} is ${photo.source.width}x${photo.source.height}: too small for the largest ` +
        `picture (${largest}x${frameHeight(largest)} once cropped to 4:3), so it looks soft on ` +
        `large screens. A photo at least ${largest}x${frameHeight(largest)} is best.`,
    );
  }
  for (const { format, fromWidth } of photo.overBudget) {
    warnings.push(
      `${fileName} as ${format} at ${fromWidth} px and wider stays over ${MAX_BYTES / 1000} KB ` +
        `even at the lowest quality, so those sizes are left out (a plainer background helps).`,
    );
  }
  return warnings;
}
