// What every product photo becomes: the seed's photos at build time
// (pictures/, ADR 0016) and the photos staff upload (photos.server.ts,
// ADR 0023). A change here changes the build's cache key, so the next build
// re-encodes every seed photo once; an uploaded photo keeps the variants it
// was made with until it is made again.

/**
 * An upload's largest file: a phone's photo is 2-8 MB; a camera's large JPEG
 * can reach 20. The editor says it before a long upload; the server refuses it.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** The frame every product picture fills: 4:3, as on the card and the product page. */
export const FRAME = { width: 4, height: 3 } as const;

/**
 * Widths made of each photo, in CSS pixels times device pixel ratio: from a
 * thumbnail beside a product name on a phone (about 100 px at 1.5-3x) to the
 * product page at 1280 px (584 px at 2x).
 */
export const PHOTO_WIDTHS = [160, 320, 480, 640, 800, 1000, 1200] as const;

/** The width the fallback <img src> points at, for a browser that takes no <source>. */
export const FALLBACK_WIDTH = 640;

/** Of the widths a photo was made at, the one its fallback <img src> points at. */
export const fallbackWidth = (widths: readonly number[]): number | undefined =>
  widths.reduce<number | undefined>(
    (best, width) =>
      best === undefined || Math.abs(width - FALLBACK_WIDTH) < Math.abs(best - FALLBACK_WIDTH)
        ? width
        : best,
    undefined,
  );

/** No served picture may weigh more (issue 10): a slow 4G link moves about 200 KB a second. */
export const MAX_BYTES = 60_000;

/** Formats in the order a browser should prefer them, with their starting and lowest quality. */
export const PHOTO_FORMATS = [
  { format: "avif", type: "image/avif", quality: 55, minQuality: 25 },
  { format: "webp", type: "image/webp", quality: 78, minQuality: 30 },
] as const;

export type PhotoFormat = (typeof PHOTO_FORMATS)[number]["format"];

/** Each step down when a variant is over MAX_BYTES. */
export const QUALITY_STEP = 8;

/** Transparent parts of a photo (a cut-out PNG) are laid on the frame's white. */
export const PHOTO_BACKGROUND = "#ffffff";
