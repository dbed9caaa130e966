// The catalogue read back from a spreadsheet (csv-columns.ts): planImport
// says what each line would do, or what is wrong with it, by the
// spreadsheet's line numbers; applyImport does all of it in one transaction
// through the editor's own create and save (a version and a history row
// each, old slugs kept), or nothing at all.
//
// A line is for the product with its id; when id is empty, for the product
// with its slug, or that had it; with neither, it makes a new product. An
// empty cell leaves a field as it is; CLEAR_CELL ("-") empties an optional
// field (SEO title, SEO description, list price) or takes out a spec line.
// Every product is held to the editor's rules (productFormSchema).

import { createHash } from "node:crypto";
import { type Db, type Trx, inTransaction } from "#app/platform/db.server.ts";
import { type ImportIssue, readCsvLines } from "./csv-lines.ts";
import {
  type CatalogueState,
  type PlannedLine,
  type PlannedRow,
  type Seen,
  type StoredProduct,
  planLine,
} from "./csv-plan.server.ts";
import {
  type Actor,
  CatalogueError,
  EditConflict,
  createProduct,
  saveProduct,
  valuesOf,
} from "./editing.server.ts";

export type { ImportIssue } from "./csv-lines.ts";
export type { PlannedRow } from "./csv-plan.server.ts";

export interface ImportPlan {
  readonly rows: PlannedRow[];
  readonly errors: ImportIssue[];
  /** The plan and the versions it starts from: what applyImport is given back. */
  readonly digest: string;
}

export interface ImportCounts {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
}

/** The file has problems: nothing was changed. */
export class InvalidImport extends Error {
  readonly errors: readonly ImportIssue[];
  constructor(errors: readonly ImportIssue[]) {
    super(
      `The file has ${errors.length === 1 ? "a problem" : `${errors.length} problems`}: nothing was changed.`,
    );
    this.errors = errors;
  }
}

/** The catalogue changed after the preview: nothing was changed. */
export class StaleImport extends Error {
  constructor() {
    super(
      "The catalogue changed after this file was checked: nothing was changed. Check the file again and apply it from the new preview.",
    );
  }
}

async function readState(db: Db | Trx): Promise<CatalogueState> {
  const products = await db.selectFrom("products").selectAll().execute();
  const oldSlugs = await db
    .selectFrom("product_old_slugs")
    .select(["slug", "product_id"])
    .execute();
  const categories = await db
    .selectFrom("categories")
    .select(["id", "slug"])
    .orderBy("position")
    .execute();
  const byId = new Map<string, StoredProduct>(
    products.map((row) => [row.id, { id: row.id, version: row.version, values: valuesOf(row) }]),
  );
  const formerly = new Map<string, StoredProduct>();
  for (const old of oldSlugs) {
    const product = byId.get(old.product_id);
    if (product) formerly.set(old.slug, product);
  }
  return {
    byId,
    bySlug: new Map([...byId.values()].map((product) => [product.values.slug, product])),
    formerly,
    categories: new Map(categories.map((category) => [category.slug, category.id])),
  };
}

async function plan(db: Db | Trx, csvText: string) {
  const read = readCsvLines(csvText);
  const catalogue = await readState(db);
  const seen: Seen = { products: new Map(), slugs: new Map() };
  const planned: PlannedLine[] = [];
  const errors = [...read.errors];
  for (const line of read.lines) {
    const result = planLine(line, catalogue, seen);
    if (result.planned) planned.push(result.planned);
    errors.push(...result.errors);
  }
  errors.sort((a, b) => a.line - b.line);
  // Every line's changes and the version each starts from: a save to any
  // product in the file since the preview makes another digest.
  const digest = createHash("sha256")
    .update(
      JSON.stringify(
        planned.map(({ row }) => [row.line, row.id, row.version, row.action, row.changes]),
      ),
    )
    .digest("hex");
  return { planned, errors, digest };
}

/** What the file would do, line by line, and what is wrong with it. Changes nothing. */
export async function planImport(db: Db | Trx, csvText: string): Promise<ImportPlan> {
  const { planned, errors, digest } = await plan(db, csvText);
  return { rows: planned.map(({ row }) => row), errors, digest };
}

const COUNTED = { create: "created", update: "updated", unchanged: "unchanged" } as const;

/**
 * Applies the file as the preview planned it, if its digest is still
 * `expectedDigest`: every line or none. Refuses with InvalidImport (the
 * file's problems) or StaleImport (the catalogue changed since).
 */
export async function applyImport(
  db: Db | Trx,
  csvText: string,
  actor: Actor,
  { expectedDigest, now = new Date() }: { expectedDigest: string; now?: Date },
): Promise<ImportCounts> {
  return inTransaction(db, async (trx) => {
    const { planned, errors, digest } = await plan(trx, csvText);
    if (errors.length > 0) throw new InvalidImport(errors);
    if (digest !== expectedDigest) throw new StaleImport();
    const counts = { created: 0, updated: 0, unchanged: 0 };
    for (const { row, stored, values } of planned) {
      try {
        if (!stored) await createProduct(trx, values, { actor, now });
        else if (row.action === "update")
          await saveProduct(trx, stored.id, values, { version: stored.version, actor, now });
      } catch (error) {
        // Planned in this transaction: only another process's write since
        // (a save, a slug taken) can refuse a line now.
        if (error instanceof EditConflict || error instanceof CatalogueError)
          throw new StaleImport();
        throw error;
      }
      counts[COUNTED[row.action]] += 1;
    }
    return counts;
  });
}
