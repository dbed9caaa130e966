// The catalogue's CSV, as the back office exports it and reads it back: its
// columns, the list price as people write it, and CLEAR_CELL. An empty cell
// leaves a field as it is; CLEAR_CELL ("-") empties an optional field (SEO
// title, SEO description, list price) or takes out a specification line.

export const SPEC_COLUMNS = ["spec_1", "spec_2", "spec_3", "spec_4", "spec_5", "spec_6"] as const;

export const CATALOGUE_COLUMNS = [
  "id",
  "slug",
  "name",
  "category",
  "description",
  ...SPEC_COLUMNS,
  "featured",
  "status",
  "seo_title",
  "seo_description",
  "list_price_kes",
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** A cell that empties its field; an empty cell leaves the field as it is. */
export const CLEAR_CELL = "-";

/** What the import page tells staff before they choose a file. */
/**
 * An import's largest file: about 10,000 products of our columns (a line is
 * 200-300 bytes). Its preview posts the text back to be applied, which a form
 * may encode at up to three bytes a byte: the import's request limit
 * (app/back-office/body-limits.ts) leaves room for that.
 */
export const MAX_IMPORT_FILE_BYTES = 3 * 1024 * 1024;

/** The refusal of a file over MAX_IMPORT_FILE_BYTES, said as it is chosen and by the server. */
export const importFileTooLarge = (bytes: number) =>
  `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB: an import may be at most ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB (about 10,000 products).`;

export const IMPORT_RULES = [
  "One line per product, found by its id, or by its slug (a former slug finds it too) when id is empty. A line with neither makes a new product, which needs a name, category, description and 3 specifications; it starts as a draft unless status says otherwise.",
  `An empty cell leaves the field as it is. To empty seo_title, seo_description or list_price_kes, or to take out a spec line, write ${CLEAR_CELL} in the cell.`,
  "category is a category's slug; featured is yes or no; status is published, draft or archived; list_price_kes is an amount such as 45000, 45,000 or 45000.50.",
  "A column left out leaves that field as it is on every line. Nothing is changed unless every line is right.",
] as const;

/** Cents as a spreadsheet keeps them, without a float: 4500000 → "45000", 4500050 → "45000.50". */
export function priceCell(cents: number | null): string {
  if (cents === null) return "";
  const digits = String(cents).padStart(3, "0");
  const fraction = digits.slice(-2);
  return fraction === "00" ? digits.slice(0, -2) : `${digits.slice(0, -2)}.${fraction}`;
}
