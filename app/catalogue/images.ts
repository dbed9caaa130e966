import { pictures } from "virtual:product-pictures";
import type { PictureSource, ProductRecord } from "./types.ts";

// A photo dropped into content/products/<slug>.<ext> replaces the product's
// illustration at the next build, with no code change. The
// build prepares both kinds of picture (ADR 0016).

/** Every picture fills a 4:3 frame; these are its intrinsic size, for the layout. */
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 300;

export function productImage(record: ProductRecord): {
  url: string;
  alt: string;
  sources: readonly PictureSource[];
} {
  const picture = pictures[record.slug];
  if (!picture) throw new Error(`No picture prepared for ${record.slug}`);
  return {
    url: picture.src,
    alt: picture.photo ? record.name : `Illustration of ${record.name}`,
    sources: picture.sources,
  };
}
