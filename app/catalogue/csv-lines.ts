// A catalogue CSV read into lines of cells by column name, before anything
// is looked up: the header checked (known columns, in any order, each once,
// one that says which product a line is for), a byte-order mark and CRLF
// taken as they come, and each line numbered as a spreadsheet shows it
// (the header is line 1; a cell with line breaks is still one line).

import { CsvError, parse } from "csv-parse/sync";
import { restoreFormula } from "#app/platform/csv.ts";
import { CATALOGUE_COLUMNS, CLEAR_CELL, type CatalogueColumn } from "./csv-columns.ts";

export interface ImportIssue {
  /** The spreadsheet's line: the header is 1. */
  readonly line: number;
  /** The column's name as the header has it (or "column 3" for one without). */
  readonly column?: string;
  readonly message: string;
}

export interface CsvLine {
  readonly line: number;
  readonly cells: ReadonlyMap<CatalogueColumn, string>;
}

/** What a cell asks for: leave the field (empty), clear it (CLEAR_CELL), or set it. */
export type Cell =
  { readonly kind: "keep" | "clear" } | { readonly kind: "set"; readonly text: string };

export function cellOf(line: CsvLine, column: CatalogueColumn): Cell {
  const raw = (line.cells.get(column) ?? "").trim();
  if (raw === "") return { kind: "keep" };
  // Compared before restoring: an exported "-" comes back as "'-", a value.
  if (raw === CLEAR_CELL) return { kind: "clear" };
  return { kind: "set", text: restoreFormula(raw) };
}

const issue = (line: number, column: string | undefined, message: string): ImportIssue =>
  column === undefined ? { line, message } : { line, column, message };

function isColumn(name: string): name is CatalogueColumn {
  return (CATALOGUE_COLUMNS as readonly string[]).includes(name);
}

function records(text: string): string[][] | ImportIssue {
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number(error.records ?? 0) + 1;
    return issue(
      line,
      undefined,
      error.code === "CSV_QUOTE_NOT_CLOSED"
        ? "A quoted cell is never closed: the file ends inside it."
        : `The file cannot be read as CSV here (${error.message}).`,
    );
  }
}

function checkHeader(names: readonly string[]): ImportIssue[] {
  if (names.length === 0) return [issue(1, undefined, "The file is empty.")];
  if (names.length === 1 && names[0]?.includes(";"))
    return [
      issue(
        1,
        undefined,
        "The cells are separated by semicolons: save the file as CSV with commas.",
      ),
    ];
  const issues = names.flatMap((name, i) => {
    if (name === "") return [issue(1, `column ${i + 1}`, `Column ${i + 1} has no name.`)];
    if (!isColumn(name))
      return [
        issue(
          1,
          name,
          `Unknown column "${name}". The columns are: ${CATALOGUE_COLUMNS.join(", ")}.`,
        ),
      ];
    if (names.indexOf(name) !== i) return [issue(1, name, `Column "${name}" is there twice.`)];
    return [];
  });
  if (!names.some((name) => name === "id" || name === "slug" || name === "name"))
    issues.push(
      issue(
        1,
        undefined,
        "The file needs an id or slug column, to say which product each line is for (or a name column, for new products).",
      ),
    );
  return issues;
}

/** The file's lines with a cell for each column it has; blank lines left out. */
export function readCsvLines(text: string): { lines: CsvLine[]; errors: ImportIssue[] } {
  const parsed = records(text);
  if (!Array.isArray(parsed)) return { lines: [], errors: [parsed] };
  const [header = [], ...rows] = parsed;
  const names = header.map((name) => name.trim().toLowerCase());
  const errors = checkHeader(names);
  if (errors.length > 0) return { lines: [], errors };
  const lines: CsvLine[] = [];
  rows.forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    if (cells.slice(names.length).some((cell) => cell.trim() !== ""))
      errors.push(issue(line, undefined, "This line has more cells than the header has columns."));
    const byColumn = new Map<CatalogueColumn, string>();
    names.forEach((name, j) => {
      const cell = cells[j] ?? "";
      // A file saved in another encoding than UTF-8 reads as replacement characters.
      if (cell.includes("\uFFFD"))
        errors.push(issue(line, name, 'This cell is not UTF-8: save the file as "CSV UTF-8".'));
      if (isColumn(name)) byColumn.set(name, cell);
    });
    lines.push({ line, cells: byColumn });
  });
  return { lines, errors };
}
