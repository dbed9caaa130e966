// The seed's catalogue (categories.ts and products.ts, every product
// published), built as the live one is: what a fresh install shows, for
// the tests that check it against the spec.

import { buildCatalogue } from "./catalogue.ts";
import { categories } from "./categories.ts";
import { drawPictures } from "./pictures.server.ts";
import { productRecords } from "./products.ts";

export const seedPictures = drawPictures(productRecords);

export const seedCatalogue = buildCatalogue({
  categories,
  records: productRecords.map((record) => ({ ...record, status: "published" as const })),
  oldSlugs: new Map(),
  pictureOf: seedPictures.pictureOf,
});
