// Money on a quote: integer cents (never a float), KES. Each line is rounded
// half-up on its own, so a line's figures on the page, in the PDF and in the
// total agree to the cent.

/** Basis points: 1600 is 16%. Rates and percentage discounts are whole basis points. */
export const BASIS = 10_000;

/** a × b / c, rounded half-up, for non-negative integers (exact: BigInt under the hood). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError("divisor must be positive");
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

export type Discount =
  | { readonly kind: "percent"; readonly basisPoints: number }
  | { readonly kind: "amount"; readonly cents: number };

/** What a discount takes off `cents`: a share, rounded half-up, or an amount. */
export function discountOf(cents: number, discount: Discount | null): number {
  if (!discount) return 0;
  return discount.kind === "percent"
    ? mulDivRound(cents, discount.basisPoints, BASIS)
    : discount.cents;
}

export interface LineInput {
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly discount: Discount | null;
  /** False for a line VAT does not apply to (an exempt service, say). */
  readonly vatable: boolean;
}

export interface QuoteInput {
  readonly lines: readonly LineInput[];
  /** Off the whole quote, after the lines' own discounts. */
  readonly discount: Discount | null;
  /** 1600 for 16%. */
  readonly vatBasisPoints: number;
  /** Whether the prices entered already include VAT. */
  readonly pricesIncludeVat: boolean;
}

export interface LineTotals {
  /** Quantity × unit price. */
  readonly grossCents: number;
  /** The line's own discount. */
  readonly discountCents: number;
  /** Its share of the quote's discount. */
  readonly quoteDiscountCents: number;
  /** What the line comes to, as entered (with or without VAT). */
  readonly amountCents: number;
  readonly vatCents: number;
}

export interface QuoteTotals {
  readonly lines: readonly LineTotals[];
  /** Every line's quantity × unit price. */
  readonly subtotalCents: number;
  /** The lines' discounts and the quote's. */
  readonly discountCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
}

/**
 * Shares `total` out over `weights` in proportion, in whole cents that add up
 * to it exactly (the largest remainders get the spare cents, earlier lines
 * first on a tie).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const remainders = weights.map(
    (w, i) => BigInt(total) * BigInt(w) - (exact[i] ?? 0n) * BigInt(sum),
  );
  let spare = total - exact.reduce((a, b) => a + Number(b), 0);
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((x, y) => (y.r > x.r ? 1 : y.r < x.r ? -1 : x.i - y.i));
  const shares = exact.map(Number);
  for (const { i } of order) {
    if (spare <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    spare -= 1;
  }
  return shares;
}

/**
 * The quote's figures. Refuses (RangeError) what cannot be quoted: a line or
 * the quote discounted below zero.
 */
export function quoteTotals(quote: QuoteInput): QuoteTotals {
  const afterLineDiscounts = quote.lines.map((line, index) => {
    const gross = line.quantity * line.unitPriceCents;
    const discount = discountOf(gross, line.discount);
    if (discount > gross) throw new RangeError(`line ${index + 1} is discounted below zero`);
    return { gross, discount, net: gross - discount };
  });
  const net = afterLineDiscounts.reduce((sum, line) => sum + line.net, 0);
  const quoteDiscount = discountOf(net, quote.discount);
  if (quoteDiscount > net) throw new RangeError("the quote is discounted below zero");
  const shares = shareOut(
    quoteDiscount,
    afterLineDiscounts.map((line) => line.net),
  );
  const lines = afterLineDiscounts.map((line, i): LineTotals => {
    const amount = line.net - (shares[i] ?? 0);
    const vatable = quote.lines[i]?.vatable ?? false;
    const vat = !vatable
      ? 0
      : quote.pricesIncludeVat
        ? mulDivRound(amount, quote.vatBasisPoints, BASIS + quote.vatBasisPoints)
        : mulDivRound(amount, quote.vatBasisPoints, BASIS);
    return {
      grossCents: line.gross,
      discountCents: line.discount,
      quoteDiscountCents: shares[i] ?? 0,
      amountCents: amount,
      vatCents: vat,
    };
  });
  const sum = (pick: (line: LineTotals) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const subtotal = sum((l) => l.grossCents);
  const discount = sum((l) => l.discountCents) + quoteDiscount;
  const vat = sum((l) => l.vatCents);
  const amounts = sum((l) => l.amountCents);
  return {
    lines,
    subtotalCents: subtotal,
    discountCents: discount,
    vatCents: vat,
    totalCents: quote.pricesIncludeVat ? amounts : amounts + vat,
  };
}

/** "KES 12,500.00". */
export function formatKes(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}KES ${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** Whole shillings at a glance, for a chart's labels: "850", "12k", "1.3M". */
export function formatKesShort(cents: number): string {
  const shillings = Math.round(cents / 100);
  if (shillings < 1_000) return String(shillings);
  if (shillings < 1_000_000) return `${Math.round(shillings / 1_000)}k`;
  const tenths = Math.round(shillings / 100_000);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}M`;
}

/** A percentage in basis points as people write it: "16%", "12.5%". */
export function formatPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}%`;
}

/**
 * An amount as typed ("12,500", "1999.99", "KES 1,000.5") in cents; null for
 * anything else. Parsed as text: no float ever holds the money.
 */
export function parseKes(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^KES\s*/i, "")
    .replace(/\s/g, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number((match[1] ?? "").replaceAll(",", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const value = whole * 100 + cents;
  return Number.isSafeInteger(value) ? value : null;
}

/** A percentage as typed ("5", "12.5", "16%") in basis points; null for anything else. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
