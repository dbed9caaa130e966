// One line of a catalogue CSV against the catalogue as read: the product it
// is for, the product it would leave (the file's cells over the stored
// fields, held to the editor's rules), and the changes that makes; or what
// is wrong with it, a message for each cell.

import { CLEAR_CELL, type CatalogueColumn, SPEC_COLUMNS, priceCell } from "./csv-columns.ts";
import { type CsvLine, type ImportIssue, cellOf } from "./csv-lines.ts";
import {
  type FieldChanges,
  type ProductValues,
  changesBetween,
  creationChanges,
} from "./editing.server.ts";
import {
  PRODUCT_STATUSES,
  type ProductFormInput,
  productFormSchema,
  slugify,
} from "./product-schema.ts";

export interface PlannedRow {
  readonly line: number;
  /** The product's id; null for one the import makes. */
  readonly id: string | null;
  readonly slug: string;
  readonly name: string;
  readonly action: "create" | "update" | "unchanged";
  /** Each changed field as [before, after]; every field from null for a new product. */
  readonly changes: FieldChanges;
  /** The version the plan starts from; null for a new product. */
  readonly version: number | null;
}

export interface StoredProduct {
  readonly id: string;
  readonly version: number;
  readonly values: ProductValues;
}

export interface CatalogueState {
  readonly byId: ReadonlyMap<string, StoredProduct>;
  readonly bySlug: ReadonlyMap<string, StoredProduct>;
  /** Each old slug, to the product it leads to. */
  readonly formerly: ReadonlyMap<string, StoredProduct>;
  /** Category slug → id. */
  readonly categories: ReadonlyMap<string, string>;
}

/** Which line of the file already has each product, and each slug. */
export interface Seen {
  readonly products: Map<string, number>;
  readonly slugs: Map<string, number>;
}

export interface PlannedLine {
  readonly row: PlannedRow;
  /** The stored product; null for a new one. */
  readonly stored: StoredProduct | null;
  readonly values: ProductValues;
}

type Fail = (column: CatalogueColumn | undefined, message: string) => void;

const FLAGS = new Map([
  ["yes", true],
  ["true", true],
  ["1", true],
  ["no", false],
  ["false", false],
  ["0", false],
]);

const COLUMN_OF: Record<Exclude<keyof ProductFormInput, "specifications">, CatalogueColumn> = {
  name: "name",
  slug: "slug",
  categoryId: "category",
  description: "description",
  featured: "featured",
  status: "status",
  seoTitle: "seo_title",
  seoDescription: "seo_description",
  listPrice: "list_price_kes",
};

/** The product a line is for: stored, null for a new one, undefined when the line cannot say. */
function productFor(
  line: CsvLine,
  catalogue: CatalogueState,
  fail: Fail,
): { stored: StoredProduct | null; bySlug: boolean } | undefined {
  const id = cellOf(line, "id");
  if (id.kind === "set") {
    const stored = catalogue.byId.get(id.text);
    if (stored) return { stored, bySlug: false };
    fail("id", `No product has the id ${id.text}. Leave id empty to add a new product.`);
    return undefined;
  }
  if (id.kind === "clear") {
    fail("id", "An id cannot be cleared. Leave it empty to add a new product.");
    return undefined;
  }
  const slug = cellOf(line, "slug");
  if (slug.kind === "set") {
    const stored = catalogue.bySlug.get(slug.text) ?? catalogue.formerly.get(slug.text) ?? null;
    return { stored, bySlug: stored !== null };
  }
  if (slug.kind === "clear") {
    fail("slug", "A slug cannot be cleared: every product has one.");
    return undefined;
  }
  if (cellOf(line, "name").kind === "set") return { stored: null, bySlug: false };
  fail(undefined, "This line has no id, slug or name: which product is it for?");
  return undefined;
}

/** A field every product has: the cell's text, or what is stored; never cleared. */
function required(line: CsvLine, column: CatalogueColumn, stored: string | undefined, fail: Fail) {
  const cell = cellOf(line, column);
  if (cell.kind === "set") return cell.text;
  if (cell.kind === "clear") fail(column, `${column} cannot be cleared: every product has one.`);
  else if (stored === undefined) fail(column, `A new product needs a ${column}.`);
  return stored ?? "";
}

/** A field a product may lack: the cell's text, nothing when cleared, or what is stored. */
function optional(line: CsvLine, column: CatalogueColumn, stored: string): string {
  const cell = cellOf(line, column);
  return cell.kind === "set" ? cell.text : cell.kind === "clear" ? "" : stored;
}

function categoryOf(
  line: CsvLine,
  catalogue: CatalogueState,
  stored: string | undefined,
  fail: Fail,
) {
  const cell = cellOf(line, "category");
  if (cell.kind !== "set") return required(line, "category", stored, fail);
  const id = catalogue.categories.get(cell.text.toLowerCase());
  if (id === undefined)
    fail(
      "category",
      `No category has the slug "${cell.text}". The categories are: ${[...catalogue.categories.keys()].join(", ")}.`,
    );
  return id ?? "";
}

function featuredOf(line: CsvLine, stored: boolean | undefined, fail: Fail): boolean {
  const cell = cellOf(line, "featured");
  if (cell.kind === "keep") return stored ?? false;
  const flag = cell.kind === "set" ? FLAGS.get(cell.text.toLowerCase()) : undefined;
  if (flag === undefined)
    fail("featured", `featured is yes or no${cell.kind === "set" ? `, not "${cell.text}"` : ""}.`);
  return flag ?? false;
}

function statusOf(line: CsvLine, stored: string | undefined, fail: Fail): string {
  const cell = cellOf(line, "status");
  if (cell.kind === "keep") return stored ?? "draft";
  const status = cell.kind === "set" ? cell.text.toLowerCase() : "";
  if (!(PRODUCT_STATUSES as readonly string[]).includes(status))
    fail(
      "status",
      `status is published, draft or archived${cell.kind === "set" ? `, not "${cell.text}"` : ""}.`,
    );
  return status;
}

/** The specification lines after the file's cells, and the column each came from. */
function specificationsOf(line: CsvLine, stored: readonly string[]) {
  const lines: string[] = [];
  const columns: CatalogueColumn[] = [];
  SPEC_COLUMNS.forEach((column, i) => {
    const cell = cellOf(line, column);
    const value = cell.kind === "set" ? cell.text : cell.kind === "keep" ? stored[i] : undefined;
    if (value === undefined) return;
    lines.push(value);
    columns.push(column);
  });
  return { lines, columns };
}

/** A slug another product has or had, or another line of the file has. */
function checkSlug(
  slug: string,
  stored: StoredProduct | null,
  line: number,
  { catalogue, seen }: { catalogue: CatalogueState; seen: Seen },
  fail: Fail,
) {
  const holder = catalogue.bySlug.get(slug);
  const former = catalogue.formerly.get(slug);
  if (holder && holder.id !== stored?.id)
    fail("slug", `The slug "${slug}" is product ${holder.id}'s (${holder.values.name}).`);
  else if (former && former.id !== stored?.id)
    fail(
      "slug",
      `The slug "${slug}" was product ${former.id}'s (${former.values.name}), and its old address still leads there. Choose another.`,
    );
  const earlier = seen.slugs.get(slug);
  if (earlier !== undefined) fail("slug", `The slug "${slug}" is on line ${earlier} too.`);
  else seen.slugs.set(slug, line);
}

export function planLine(
  line: CsvLine,
  catalogue: CatalogueState,
  seen: Seen,
): { planned?: PlannedLine; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const fail: Fail = (column, message) => {
    // One message a cell: the first is the one to act on.
    if (column && errors.some((error) => error.column === column)) return;
    errors.push(column ? { line: line.line, column, message } : { line: line.line, message });
  };
  const found = productFor(line, catalogue, fail);
  if (!found) return { errors };
  const { stored, bySlug } = found;
  const before = stored?.values;
  if (stored) {
    const earlier = seen.products.get(stored.id);
    if (earlier !== undefined)
      fail(
        bySlug ? "slug" : "id",
        `Product ${stored.id} is on line ${earlier} too: one line per product.`,
      );
    else seen.products.set(stored.id, line.line);
  }

  const name = required(line, "name", before?.name, fail);
  // A slug that found the product is its key, not a new slug.
  const slug =
    bySlug && before ? before.slug : required(line, "slug", before?.slug ?? slugify(name), fail);
  const specifications = specificationsOf(line, before?.specifications ?? []);
  const parsed = productFormSchema.safeParse({
    name,
    slug,
    categoryId: categoryOf(line, catalogue, before?.categoryId, fail),
    description: required(line, "description", before?.description, fail),
    specifications: specifications.lines,
    featured: featuredOf(line, before?.featured, fail),
    status: statusOf(line, before?.status, fail),
    seoTitle: optional(line, "seo_title", before?.seoTitle ?? ""),
    seoDescription: optional(line, "seo_description", before?.seoDescription ?? ""),
    listPrice: optional(line, "list_price_kes", priceCell(before?.listPriceCents ?? null)),
  });
  for (const problem of parsed.error?.issues ?? []) {
    const [field, index] = problem.path;
    if (field !== "specifications")
      fail(COLUMN_OF[field as keyof typeof COLUMN_OF], problem.message);
    else if (typeof index === "number") fail(specifications.columns[index], problem.message);
    else fail(undefined, `${problem.message}: spec_1 to spec_6 (${CLEAR_CELL} takes one out).`);
  }
  if (slug !== before?.slug) checkSlug(slug, stored, line.line, { catalogue, seen }, fail);

  if (!parsed.success || errors.length > 0) return { errors };
  const { listPrice, ...fields } = parsed.data;
  const values: ProductValues = { ...fields, listPriceCents: listPrice };
  const changes = stored ? changesBetween(stored.values, values) : creationChanges(values);
  const action = !stored ? "create" : Object.keys(changes).length > 0 ? "update" : "unchanged";
  const row: PlannedRow = {
    line: line.line,
    id: stored?.id ?? null,
    slug: values.slug,
    name: values.name,
    action,
    changes,
    version: stored?.version ?? null,
  };
  return { planned: { row, stored, values }, errors };
}
