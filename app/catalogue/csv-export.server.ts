// The whole catalogue as CSV for a spreadsheet, every product whatever its
// status, in catalogue order: what staff edit and import back
// (csv-import.server.ts). Written the way every export is (platform/csv.ts):
// UTF-8 with a byte-order mark, CRLF, formulas defused.

import { formatForSpreadsheet } from "#app/business/time.ts";
import { csvText } from "#app/platform/csv.ts";
import type { Db } from "#app/platform/db.server.ts";
import { CATALOGUE_COLUMNS, SPEC_COLUMNS, priceCell } from "./csv-columns.ts";
import { type StoredProduct, readCatalogue } from "./store.server.ts";

function cellsOf(product: StoredProduct): string[] {
  return [
    product.id,
    product.slug,
    product.name,
    product.categorySlug,
    product.description,
    ...SPEC_COLUMNS.map((_, i) => product.specifications[i] ?? ""),
    product.featured ? "yes" : "no",
    product.status,
    product.seoTitle ?? "",
    product.seoDescription ?? "",
    priceCell(product.listPriceCents),
  ];
}

export async function catalogueCsv(db: Db): Promise<string> {
  const { products } = await readCatalogue(db);
  return csvText(products.map(cellsOf), { columns: CATALOGUE_COLUMNS, first: true });
}

/** The local date for a file name: catalogue-2026-11-24.csv. */
export function catalogueFileName(now: Date): string {
  return `catalogue-${formatForSpreadsheet(now).slice(0, 10)}.csv`;
}
