// Every product's picture, drawn from the live catalogue: its uploaded main
// photo, else the seed's photo the build prepared (virtual:product-pictures,
// ADR 0016), else its own illustration. Illustrations are drawn here, not by
// the build, so a new or renamed product gets its own at once; the server
// keeps them in memory and serves them at /pictures/<name>.svg, named by
// their content so they can be cached for good. Loads only where Vite
// resolves modules (the server bundle, the dev server, Vitest).

import { createHash } from "node:crypto";
import { pictures as seedPhotos } from "virtual:product-pictures";
import { drawIllustration, illustrationTraits } from "../../pictures/illustrations.ts";
import type { Picture } from "./catalogue.ts";
import type { ProductRecord, UploadedPicture } from "./types.ts";

const drawings = import.meta.glob<string>("../assets/illustrations/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

function baseDrawing(kind: string): string {
  const drawing = drawings[`../assets/illustrations/${kind}.svg`];
  if (!drawing) throw new Error(`No illustration drawn for the kind ${kind}`);
  return drawing;
}

export const ILLUSTRATION_PREFIX = "/pictures/";

export interface PictureSet {
  pictureOf(record: ProductRecord): Picture;
  /** An illustration's SVG by its file name, for the server to send. */
  illustration(name: string): string | undefined;
}

export function drawPictures(
  records: readonly ProductRecord[],
  uploaded: ReadonlyMap<string, UploadedPicture> = new Map(),
): PictureSet {
  const traits = illustrationTraits(records);
  const files = new Map<string, string>();
  const drawn = new Map<string, string>();
  for (const record of records) {
    if (uploaded.has(record.id) || seedPhotos[record.id]) continue;
    const trait = traits.get(record.slug);
    if (!trait) continue;
    const svg = drawIllustration(baseDrawing(record.illustration), trait);
    const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
    const name = `${record.slug}-${hash}.svg`;
    files.set(name, svg);
    drawn.set(record.id, `${ILLUSTRATION_PREFIX}${name}`);
  }
  return {
    pictureOf(record) {
      const photo = uploaded.get(record.id);
      if (photo) return { url: photo.src, alt: photo.alt || record.name, sources: photo.sources };
      const seed = seedPhotos[record.id];
      if (seed) return { url: seed.src, alt: record.name, sources: seed.sources };
      const url = drawn.get(record.id);
      if (!url) throw new Error(`No picture for product ${record.id}`);
      return { url, alt: `Illustration of ${record.name}`, sources: [] };
    },
    illustration: (name) => files.get(name),
  };
}
