// A product's history as people read it (and a category's): a field's
// label, a value in words (a category by its name, a price in KES, a flag
// as yes or no), a long text's change shown by the words that changed with
// a little of what is around them, rather than two whole descriptions, and
// a photo's change in a sentence. Browser and server alike.

import { copy } from "#app/business/copy.ts";
import { formatKes } from "#app/quotes/money.ts";
import type { CategoryHistoryField } from "./categories.server.ts";
import type { ProductField } from "./editing.server.ts";
import type { PhotoChange } from "./photos.server.ts";
import type { ProductStatus } from "./product-schema.ts";

const words = copy.catalogueEditor;

/** A field a history shows: a product's or a category's. */
export type HistoryField = ProductField | CategoryHistoryField;

export const FIELD_LABELS: Record<HistoryField, string> = words.fields;

/** "Description, Featured". */
export const fieldList = (fields: readonly ProductField[]) =>
  fields.map((field) => FIELD_LABELS[field] ?? field).join(", ");

/** A stretch of a long text: the part that changed, with some of what surrounds it. */
export interface TextStretch {
  readonly lead: string;
  readonly changed: string;
  readonly trail: string;
}

/** Texts longer than this show only what changed. */
const LONG = 80;
/** How much around a change is shown. */
const CONTEXT = 32;

/** Moves a cut at `at` to the start of the word it falls in. */
function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && !/\s/.test(text[i - 1] ?? "")) i -= 1;
  return i;
}

/** Moves a cut at `at` to the end of the word it falls in. */
function wordEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && !/\s/.test(text[i] ?? "")) i += 1;
  return i;
}

/** What changed between two texts, cut to whole words, each side with its surroundings. */
export function changedStretch(
  before: string,
  after: string,
): { before: TextStretch; after: TextStretch } {
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix += 1;
  const side = (text: string): TextStretch => {
    const start = wordStart(text, prefix);
    const end = wordEnd(text, text.length - suffix);
    const leadFrom = Math.max(0, start - CONTEXT);
    const trailTo = Math.min(text.length, end + CONTEXT);
    return {
      lead: `${leadFrom > 0 ? "…" : ""}${text.slice(wordStart(text, leadFrom), start)}`,
      changed: text.slice(start, end),
      trail: `${text.slice(end, wordEnd(text, trailTo))}${trailTo < text.length ? "…" : ""}`,
    };
  };
  return { before: side(before), after: side(after) };
}

export type ChangeView =
  | { readonly kind: "value"; readonly before: string; readonly after: string }
  | { readonly kind: "text"; readonly before: TextStretch; readonly after: TextStretch }
  | {
      readonly kind: "lines";
      readonly removed: readonly string[];
      readonly added: readonly string[];
      readonly reordered: boolean;
    };

const NONE = "(none)";

/** A field's value in words. */
export function valueText(
  field: HistoryField,
  value: unknown,
  categoryName: (id: string) => string | undefined,
): string {
  if (value === null || value === undefined || value === "") return NONE;
  switch (field) {
    case "featured":
      return value ? "Yes" : "No";
    case "status":
      return words.statuses[value as ProductStatus] ?? String(value);
    case "categoryId":
      return categoryName(String(value)) ?? `(a category since deleted)`;
    case "listPriceCents":
      return typeof value === "number" ? formatKes(value) : String(value);
    case "specifications":
      return Array.isArray(value) ? value.join(" · ") : String(value);
    default:
      return String(value);
  }
}

/** One field's change, as the history shows it. */
export function viewOfChange(
  field: HistoryField,
  [before, after]: readonly [unknown, unknown],
  categoryName: (id: string) => string | undefined,
): ChangeView {
  if (field === "specifications" && Array.isArray(before) && Array.isArray(after)) {
    const was = before.map(String);
    const is = after.map(String);
    const removed = was.filter((line) => !is.includes(line));
    const added = is.filter((line) => !was.includes(line));
    return { kind: "lines", removed, added, reordered: removed.length + added.length === 0 };
  }
  if (
    typeof before === "string" &&
    typeof after === "string" &&
    Math.max(before.length, after.length) > LONG
  ) {
    return { kind: "text", ...changedStretch(before, after) };
  }
  return {
    kind: "value",
    before: valueText(field, before, categoryName),
    after: valueText(field, after, categoryName),
  };
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/**
 * What a history entry lists: every changed field, a first setting (from
 * nothing, as a first list price) as any other change. A creation (every
 * field from nothing) lists only the fields it gave a value.
 */
export function historyEntries<F extends HistoryField>(
  changes: Partial<Record<F, readonly [unknown, unknown]>>,
): { created: boolean; entries: [F, readonly [unknown, unknown]][] } {
  const entries = Object.entries(changes) as [F, readonly [unknown, unknown]][];
  // Only a creation changes the name from nothing: a name is never empty.
  const created = entries.some(([field, [before]]) => field === "name" && before === null);
  return {
    created,
    entries: created ? entries.filter(([, [, after]]) => !isEmpty(after)) : entries,
  };
}

/** A photo's change in a sentence. */
export function photoChangeText(change: PhotoChange): string {
  const said = words.historyPage.photoChange;
  const place = (value: unknown) => Number(value);
  const point = (value: unknown) =>
    Array.isArray(value) ? `${String(value[0])}% across, ${String(value[1])}% down` : "";
  switch (change.action) {
    case "added":
      return said.added(change.alt, place(change.to));
    case "removed":
      return said.removed(change.alt);
    case "moved":
      return said.moved(change.alt, place(change.from), place(change.to));
    case "main":
      return said.main(change.alt, place(change.from));
    case "focal":
      return said.focal(change.alt, point(change.from), point(change.to));
    default:
      return said.alt(String(change.from), String(change.to));
  }
}
