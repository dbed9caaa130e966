// The builder's fields as text, as the form shows and posts them: from a
// saved quote, or from a post that came back (a line added or removed, or
// errors to fix), so that nothing typed is lost.

import { QUOTE_LIMITS } from "./schema.ts";
import type { Discount } from "./money.ts";

export interface LineState {
  productId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  discountKind: "percent" | "amount";
  vatable: boolean;
}

export interface QuoteFormState {
  company: string;
  kraPin: string;
  discount: string;
  discountKind: "percent" | "amount";
  validUntil: string;
  note: string;
  terms: string;
  lines: LineState[];
}

/** Cents as a price is typed in the builder: "85000", "1999.99". */
export const centsText = (cents: number) => {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
};

const discountText = (discount: Discount | null) =>
  !discount
    ? { discount: "", discountKind: "percent" as const }
    : discount.kind === "percent"
      ? {
          discount: centsText(discount.basisPoints),
          discountKind: "percent" as const,
        }
      : { discount: centsText(discount.cents), discountKind: "amount" as const };

export const EMPTY_LINE: LineState = {
  productId: "",
  description: "",
  quantity: "1",
  unitPrice: "",
  discount: "",
  discountKind: "percent",
  vatable: true,
};

/** A saved quote's fields. */
export function formStateOf(quote: {
  customer: { company: string | null; kraPin: string | null };
  discount: Discount | null;
  validUntil: string;
  note: string | null;
  terms: string | null;
  lines: readonly {
    productId: string | null;
    description: string;
    quantity: number;
    unitPriceCents: number;
    discount: Discount | null;
    vatable: boolean;
  }[];
}): QuoteFormState {
  return {
    company: quote.customer.company ?? "",
    kraPin: quote.customer.kraPin ?? "",
    ...discountText(quote.discount),
    validUntil: quote.validUntil,
    note: quote.note ?? "",
    terms: quote.terms ?? "",
    lines: quote.lines.map((line) => ({
      productId: line.productId ?? "",
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: line.unitPriceCents === 0 ? "" : centsText(line.unitPriceCents),
      ...discountText(line.discount),
      vatable: line.vatable,
    })),
  };
}

const kind = (value: string): "percent" | "amount" => (value === "amount" ? "amount" : "percent");

/** The fields as a form posted them. */
export function formStateFrom(form: FormData): QuoteFormState {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const count = Math.min(Number(text("lineCount")) || 0, QUOTE_LIMITS.lines);
  return {
    company: text("company"),
    kraPin: text("kraPin"),
    discount: text("discount"),
    discountKind: kind(text("discountKind")),
    validUntil: text("validUntil"),
    note: text("note"),
    terms: text("terms"),
    lines: Array.from({ length: count }, (_, i) => ({
      productId: text(`lines.${i}.productId`),
      description: text(`lines.${i}.description`),
      quantity: text(`lines.${i}.quantity`),
      unitPrice: text(`lines.${i}.unitPrice`),
      discount: text(`lines.${i}.discount`),
      discountKind: kind(text(`lines.${i}.discountKind`)),
      vatable: form.get(`lines.${i}.vatable`) !== null,
    })),
  };
}

/** The schema's input from the fields (quoteFormSchema parses it). */
export function schemaInput(
  state: QuoteFormState,
  productName: (id: string) => string | undefined,
) {
  return {
    company: state.company,
    kraPin: state.kraPin,
    lines: state.lines.map((line) => ({
      productId: line.productId,
      // A product line names the product unless staff wrote otherwise.
      description:
        line.description.trim() || (line.productId ? (productName(line.productId) ?? "") : ""),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: { value: line.discount, kind: line.discountKind },
      vatable: line.vatable,
    })),
    discount: { value: state.discount, kind: state.discountKind },
    validUntil: state.validUntil,
    note: state.note,
    terms: state.terms,
  };
}
