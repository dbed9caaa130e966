import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { type ProductFormInput, productFormSchema, slugify } from "./product-schema.ts";

const GOOD: ProductFormInput = {
  name: "Dell OptiPlex 7020",
  slug: "dell-optiplex-7020",
  categoryId: "1",
  description:
    "A small, quiet desktop for reception desks and accounts offices, with room to grow.",
  specifications: ["Intel Core i5-14500", "16GB RAM", "512GB SSD"],
  featured: false,
  status: "published",
  seoTitle: "",
  seoDescription: "",
  listPrice: "72,500",
};

const errorsOf = (input: Partial<ProductFormInput>) => {
  const parsed = productFormSchema.safeParse({ ...GOOD, ...input });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the product form", () => {
  it("reads a good product, its list price as whole cents, empty SEO fields as none", () => {
    expect(productFormSchema.parse(GOOD)).toMatchObject({
      listPrice: 7_250_000,
      seoTitle: null,
      seoDescription: null,
    });
    expect(productFormSchema.parse({ ...GOOD, listPrice: " " }).listPrice).toBeNull();
  });

  it("says what is wrong beside each field", () => {
    expect(errorsOf({ specifications: ["One", "Two"] })).toEqual({
      specifications: "Give 3 to 6 specifications",
    });
    expect(errorsOf({ specifications: ["One", "", "Three"] })).toEqual({
      specifications: "A specification cannot be empty",
    });
    expect(errorsOf({ slug: "Dell Optiplex" }).slug).toBe(
      "Slug: lowercase letters and digits, joined by single hyphens",
    );
    expect(errorsOf({ name: "Dell\nOptiPlex" }).name).toBe("Name must be on one line");
    expect(errorsOf({ description: "Too short." }).description).toBe(
      "Description must be at least 40 characters",
    );
    expect(errorsOf({ listPrice: "about 70k" }).listPrice).toBe(
      "List price: an amount in KES such as 12,500 or 1999.99",
    );
    expect(errorsOf({ status: "sold" as never }).status).toBe(
      "Choose published, draft or archived",
    );
  });

  it("makes a slug from a name", () => {
    expect(slugify("HP 85A Black Toner")).toBe("hp-85a-black-toner");
    expect(slugify("  Café & Bar — Münchën ")).toBe("cafe-and-bar-munchen");
    expect(slugify("x".repeat(100))).toHaveLength(80);
  });
});
