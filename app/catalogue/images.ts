import type { IllustrationKind, ProductRecord } from "./types.ts";

// A photo dropped into content/products/<slug>.<ext> replaces the product's
// illustration at the next build, with no code change (BRIEF: Catalogue).
const photos = import.meta.glob<string>("/content/products/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

const illustrations = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

/** Both kinds of picture are shown in a 4:3 box of this size. */
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 300;

function fileStem(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf("."));
}

const photoBySlug = new Map(Object.entries(photos).map(([path, url]) => [fileStem(path), url]));
const illustrationByKind = new Map(
  Object.entries(illustrations).map(([path, url]) => [fileStem(path), url]),
);

export function illustrationUrl(kind: IllustrationKind): string {
  const url = illustrationByKind.get(kind);
  if (!url) throw new Error(`No illustration drawn for "${kind}"`);
  return url;
}

export function productImage(record: ProductRecord): {
  url: string;
  alt: string;
} {
  const photo = photoBySlug.get(record.slug);
  if (photo) return { url: photo, alt: record.name };
  return {
    url: illustrationUrl(record.illustration),
    alt: `Illustration of ${record.name}`,
  };
}
