import { describe, expect, it } from "vitest";
import { formStateFrom, schemaInput } from "./form-state.ts";
import { quoteFormErrors, quoteFormSchema } from "./schema.ts";

const PRODUCTS: Record<string, string> = { "1": "Dell Laptop Core i5" };
const quoteFormInput = (form: FormData) => schemaInput(formStateFrom(form), (id) => PRODUCTS[id]);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const line = (i: number, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`lines.${i}.${name}`, value]));

const good = {
  lineCount: "2",
  company: "Westlands Dental Clinic",
  kraPin: "p051234567x",
  ...line(0, {
    productId: "1",
    description: "Dell Laptop Core i5",
    quantity: "2",
    unitPrice: "85,000",
    discount: "5",
    discountKind: "percent",
    vatable: "on",
  }),
  ...line(1, {
    description: "Delivery within Nairobi",
    quantity: "1",
    unitPrice: "1500",
    discount: "",
    vatable: "on",
  }),
  discount: "",
  validUntil: "2026-12-08",
  note: "",
  terms: "Payment on delivery.",
};

describe("the quote builder's form", () => {
  it("reads prices as cents and discounts as they are meant", () => {
    const parsed = quoteFormSchema.parse(quoteFormInput(form(good)));
    expect(parsed.kraPin).toBe("P051234567X");
    expect(parsed.note).toBeNull();
    expect(parsed.lines).toEqual([
      {
        productId: "1",
        description: "Dell Laptop Core i5",
        quantity: 2,
        unitPrice: 8_500_000,
        discount: { kind: "percent", basisPoints: 500 },
        vatable: true,
      },
      {
        productId: "",
        description: "Delivery within Nairobi",
        quantity: 1,
        unitPrice: 150_000,
        discount: null,
        vatable: true,
      },
    ]);
  });

  it("says what is wrong beside each field", () => {
    const result = quoteFormSchema.safeParse(
      quoteFormInput(
        form({
          ...good,
          kraPin: "123",
          ...line(0, {
            description: "Laptop",
            quantity: "0",
            unitPrice: "-5",
            discount: "150",
            discountKind: "percent",
          }),
          ...line(1, {
            description: "",
            quantity: "100001",
            unitPrice: "20,000,000",
            discount: "",
          }),
        }),
      ),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(quoteFormErrors(result.error)).toEqual({
      kraPin: "A KRA PIN such as A123456789B",
      "lines.0.quantity": "From 1 to 100,000",
      "lines.0.unitPrice": "Unit price: an amount such as 12,500 or 1999.99",
      "lines.0.discount": "A percentage from 0 to 100",
      "lines.1.description": "Say what the line is",
      "lines.1.quantity": "From 1 to 100,000",
      "lines.1.unitPrice": "Unit price is too large: check the amount",
    });
  });

  it("needs a line", () => {
    const result = quoteFormSchema.safeParse(quoteFormInput(form({ ...good, lineCount: "0" })));
    expect(result.success).toBe(false);
    if (!result.success) expect(quoteFormErrors(result.error).lines).toBe("Add at least one line");
  });
});
