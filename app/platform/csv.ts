// CSV for spreadsheets, one way for every export: UTF-8 with a byte-order
// mark, CRLF, cells with line breaks quoted, and formulas defused.

import { stringify } from "csv-stringify/sync";

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
// return before one) as a formula; an apostrophe in front makes it text.
// Apostrophes already in front get one more, so that restoreFormula can
// tell a defused cell from one that began with an apostrophe.
const DEFUSED = /^'*[=+\-@\t\r]/;

/** The cell as text a spreadsheet will not run. */
export function defuseFormula(cell: string): string {
  return DEFUSED.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before defuseFormula, for a file read back in. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && DEFUSED.test(cell) ? cell.slice(1) : cell;
}

// A phone number as written (+254 7…, 07…): what a spreadsheet would read
// as a number (dropping a leading zero) or a formula (the +).
const PHONE = /^\+?[\d ()-]{4,30}$/;

/**
 * A phone number a spreadsheet keeps as written: ="0712 345 678" shows as
 * text in Excel, LibreOffice and Google Sheets, with nothing to run (the
 * pattern lets no quote or operator in). Anything else is defused.
 */
export function phoneCell(cell: string): string {
  return PHONE.test(cell) ? `="${cell}"` : defuseFormula(cell);
}

/** Records as CSV text; the first chunk of a file carries the mark and the header. */
export function csvText(
  records: readonly (readonly string[])[],
  {
    columns,
    first,
    phoneColumns = [],
  }: { columns: readonly string[]; first: boolean; phoneColumns?: readonly string[] },
): string {
  const phones = new Set(phoneColumns.map((name) => columns.indexOf(name)));
  return stringify(records as string[][], {
    // A byte-order mark, so a spreadsheet reads the file as UTF-8.
    bom: first,
    header: first,
    columns: [...columns],
    record_delimiter: "windows",
    // A line break alone does not make csv-stringify quote a cell (the
    // records end in CRLF), but every spreadsheet would split it there.
    quoted_match: /[\r\n]/,
    cast: {
      string: (cell, { column }) =>
        typeof column === "number" && phones.has(column) ? phoneCell(cell) : defuseFormula(cell),
    },
  });
}
