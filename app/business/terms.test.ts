import { describe, expect, it } from "vitest";
import { business } from "./details.ts";
import { termsRows } from "./terms.ts";

describe("termsRows", () => {
  it("shows every term the business filled in, payments as a list", () => {
    const rows = termsRows(business.terms);
    expect(rows.map((row) => row.key)).toEqual([
      "delivery",
      "warranty",
      "payments",
      "registration",
    ]);
    expect(rows.find((row) => row.key === "payments")?.lines).toEqual(business.terms.payments);
  });

  it("hides each term left empty", () => {
    const rows = termsRows({
      delivery: "",
      warranty: "  ",
      payments: ["", "Cash"],
      registration: "",
    });
    expect(rows).toEqual([{ key: "payments", label: "Ways to pay", lines: ["Cash"] }]);
    expect(termsRows({ delivery: "", warranty: "", payments: [], registration: "" })).toEqual([]);
  });
});
