import { describe, expect, it } from "vitest";
import {
  type QuoteInput,
  formatKes,
  formatKesShort,
  formatPercent,
  mulDivRound,
  parseKes,
  parsePercent,
  quoteTotals,
  shareOut,
} from "./money.ts";

const VAT = 1600;
const line = (
  quantity: number,
  unitPriceCents: number,
  extra: Partial<QuoteInput["lines"][number]> = {},
) => ({ quantity, unitPriceCents, discount: null, vatable: true, ...extra });

describe("a quote's totals, to the cent", () => {
  it.each<[string, QuoteInput, [number, number, number, number]]>([
    [
      "3 × 1,999.99 with 5% off, VAT added",
      {
        lines: [line(3, 199_999, { discount: { kind: "percent", basisPoints: 500 } })],
        discount: null,
        vatBasisPoints: VAT,
        pricesIncludeVat: false,
      },
      // 5,999.97; 5% is 299.9985, rounded half-up to 300.00; VAT 911.9952 → 912.00
      [599_997, 30_000, 91_200, 661_197],
    ],
    [
      "3 × 1,999.99 with 5% off, VAT included",
      {
        lines: [line(3, 199_999, { discount: { kind: "percent", basisPoints: 500 } })],
        discount: null,
        vatBasisPoints: VAT,
        pricesIncludeVat: true,
      },
      // VAT within 5,699.97 is 786.2027… → 786.20
      [599_997, 30_000, 78_620, 569_997],
    ],
    [
      "two products, one with an amount off, and an exempt delivery, VAT added",
      {
        lines: [
          line(2, 8_500_000),
          line(1, 1_250_000, { discount: { kind: "amount", cents: 50_000 } }),
          line(1, 150_000, { vatable: false }),
        ],
        discount: null,
        vatBasisPoints: VAT,
        pricesIncludeVat: false,
      },
      [18_400_000, 50_000, 2_912_000, 21_262_000],
    ],
    [
      "10% off the whole quote, shared over a VAT-able and an exempt line",
      {
        lines: [line(1, 100_000), line(1, 50_000, { vatable: false })],
        discount: { kind: "percent", basisPoints: 1000 },
        vatBasisPoints: VAT,
        pricesIncludeVat: false,
      },
      // 1,350.00 after 150.00 off; VAT on the VAT-able 900.00 only: 144.00
      [150_000, 15_000, 14_400, 149_400],
    ],
    [
      "a quote amount off that does not divide evenly: the spare cent goes to the first line",
      {
        lines: [line(1, 100), line(1, 100), line(1, 100)],
        discount: { kind: "amount", cents: 100 },
        vatBasisPoints: VAT,
        pricesIncludeVat: false,
      },
      // Amounts 0.66, 0.67, 0.67; VAT 0.1056 → 0.11, 0.1072 → 0.11, 0.11
      [300, 100, 33, 233],
    ],
    [
      "VAT included, with an exempt line",
      {
        lines: [line(1, 116_000), line(1, 10_000, { vatable: false })],
        discount: null,
        vatBasisPoints: VAT,
        pricesIncludeVat: true,
      },
      [126_000, 0, 16_000, 126_000],
    ],
    [
      "no VAT at all (a rate of 0)",
      {
        lines: [line(4, 2_500)],
        discount: null,
        vatBasisPoints: 0,
        pricesIncludeVat: false,
      },
      [10_000, 0, 0, 10_000],
    ],
  ])("%s", (_name, quote, [subtotal, discount, vat, total]) => {
    const totals = quoteTotals(quote);
    expect(totals.subtotalCents).toBe(subtotal);
    expect(totals.discountCents).toBe(discount);
    expect(totals.vatCents).toBe(vat);
    expect(totals.totalCents).toBe(total);
    // The lines add up to the totals.
    const amounts = totals.lines.reduce((sum, l) => sum + l.amountCents, 0);
    expect(amounts).toBe(subtotal - discount);
  });

  it("refuses a line or a quote discounted below zero", () => {
    const base = { discount: null, vatBasisPoints: VAT, pricesIncludeVat: false };
    expect(() =>
      quoteTotals({
        ...base,
        lines: [line(1, 1_000, { discount: { kind: "amount", cents: 1_001 } })],
      }),
    ).toThrow("line 1 is discounted below zero");
    expect(() =>
      quoteTotals({ ...base, lines: [line(1, 1_000)], discount: { kind: "amount", cents: 2_000 } }),
    ).toThrow("the quote is discounted below zero");
  });
});

describe("the arithmetic under it", () => {
  it("rounds half-up, exactly, even past 2^53", () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(mulDivRound(9_007_199_254_740_991, 3, 3)).toBe(9_007_199_254_740_991);
  });

  it("shares an amount out in whole cents that add up", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(shareOut(0, [3, 4])).toEqual([0, 0]);
    expect(shareOut(7, [1, 2, 4])).toEqual([1, 2, 4]);
  });
});

describe("money as people read and type it", () => {
  it("writes KES with thousands and two decimals", () => {
    expect(formatKes(1_250_000)).toBe("KES 12,500.00");
    expect(formatKes(661_197)).toBe("KES 6,611.97");
    expect(formatKes(5)).toBe("KES 0.05");
    expect(formatKes(-30_000)).toBe("-KES 300.00");
    expect(formatPercent(1600)).toBe("16%");
    expect(formatPercent(1250)).toBe("12.5%");
  });

  it("reads amounts and percentages as text, never through a float", () => {
    expect(parseKes("12,500")).toBe(1_250_000);
    expect(parseKes("1999.99")).toBe(199_999);
    expect(parseKes("KES 1,000.5")).toBe(100_050);
    expect(parseKes(" 0.10 ")).toBe(10);
    for (const bad of ["", "12,50", "-5", "1.999", "abc", "1e5", "12.5.0"]) {
      expect(parseKes(bad), bad).toBeNull();
    }
    expect(parsePercent("5")).toBe(500);
    expect(parsePercent("12.5%")).toBe(1250);
    expect(parsePercent("-1")).toBeNull();
  });
});

describe("formatKesShort", () => {
  it("writes whole shillings at a glance", () => {
    expect(formatKesShort(85_000)).toBe("850");
    expect(formatKesShort(1_249_900)).toBe("12k");
    expect(formatKesShort(130_000_000)).toBe("1.3M");
    expect(formatKesShort(200_000_000)).toBe("2M");
  });
});
