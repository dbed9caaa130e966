import { describe, expect, it } from "vitest";
import { csvText, defuseFormula, restoreFormula } from "./csv.ts";

describe("csv", () => {
  it("turns what a spreadsheet would run into text", () => {
    for (const cell of ["=1+1", "+254712345678", "-5", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(defuseFormula(cell)).toBe(`'${cell}`);
    }
    for (const cell of ["", "Amina", "0712 345 678", "a=b", " =1", "'quoted'"]) {
      expect(defuseFormula(cell)).toBe(cell);
    }
  });

  it("reads a defused cell back as it was, whatever apostrophes it began with", () => {
    for (const cell of ["=1+1", "-5", "'=1", "''-5", "'quoted'", "'", "Amina", ""]) {
      expect(restoreFormula(defuseFormula(cell))).toBe(cell);
    }
    expect(defuseFormula("'=1")).toBe("''=1");
  });

  it("marks and heads only the first chunk, ends lines in CRLF and quotes line breaks", () => {
    const first = csvText([["=cmd", "two\nlines"]], { columns: ["A", "B"], first: true });
    expect(first).toBe('\uFEFFA,B\r\n\'=cmd,"two\nlines"\r\n');
    expect(csvText([["x", "y"]], { columns: ["A", "B"], first: false })).toBe("x,y\r\n");
  });
});
