import { describe, expect, it } from "vitest";
import {
  type ProductFormState,
  applyEdits,
  changeSpecs,
  changedFields,
  emptyFormState,
  formStateOf,
  kesText,
  schemaInput,
  specChangeOf,
} from "./product-form-state.ts";

const STARTED: ProductFormState = {
  ...emptyFormState("1"),
  name: "Dell OptiPlex 7020",
  slug: "dell-optiplex-7020",
  description: "A small, quiet desktop for reception desks and accounts offices.",
  specifications: ["Intel Core i5", "16GB RAM", "512GB SSD"],
};

describe("the product editor's fields", () => {
  it("reads a stored product: a published one's slug stays put, a draft's follows its name", () => {
    const values = {
      name: "Dell OptiPlex 7020",
      slug: "dell-optiplex-7020",
      categoryId: "1",
      description: STARTED.description,
      specifications: STARTED.specifications,
      featured: false,
      status: "draft" as const,
      seoTitle: null,
      seoDescription: null,
      listPriceCents: 7_250_050,
    };
    expect(formStateOf(values)).toMatchObject({
      slugEdited: false,
      listPrice: "72,500.50",
      seoTitle: "",
    });
    expect(formStateOf({ ...values, status: "published" }).slugEdited).toBe(true);
    expect(formStateOf({ ...values, slug: "optiplex" }).slugEdited).toBe(true);
    expect(kesText(1_250_000)).toBe("12,500");
  });

  it("fills an empty slug from the name and drops empty lines at the end, not between", () => {
    expect(
      schemaInput({ ...STARTED, slug: " ", specifications: ["A", "", "B", "", " "] }),
    ).toMatchObject({
      slug: "dell-optiplex-7020",
      specifications: ["A", "", "B"],
    });
  });

  it("moves, removes and adds lines, up to six, ignoring moves past the ends", () => {
    const lines = ["A", "B", "C"];
    expect(changeSpecs(lines, { kind: "up", index: 2 })).toEqual(["A", "C", "B"]);
    expect(changeSpecs(lines, { kind: "up", index: 0 })).toEqual(lines);
    expect(changeSpecs(lines, { kind: "down", index: 2 })).toEqual(lines);
    expect(changeSpecs(lines, { kind: "remove", index: 1 })).toEqual(["A", "C"]);
    expect(changeSpecs(["1", "2", "3", "4", "5", "6"], { kind: "add" })).toHaveLength(6);
    expect(specChangeOf("spec-down:4")).toEqual({ kind: "down", index: 4 });
    expect(specChangeOf("spec-add")).toEqual({ kind: "add" });
    expect(specChangeOf("spec-sideways:1")).toBeNull();
    expect(specChangeOf("save")).toBeNull();
  });

  it("lays a person's edits over a version saved meanwhile: theirs where only they changed, mine where I did", () => {
    const mine = { ...STARTED, name: "Dell OptiPlex 7020 Micro", featured: true };
    const theirs = {
      ...STARTED,
      description: `${STARTED.description} Now in stock.`,
      featured: false,
      status: "published" as const,
    };
    const merged = applyEdits(STARTED, mine, theirs);
    expect(merged).toEqual({ ...theirs, name: "Dell OptiPlex 7020 Micro", featured: true });
    expect(changedFields(theirs, merged)).toEqual(["name", "featured"]);
  });
});
