import { formatKes, formatPercent } from "#app/quotes/money.ts";
import type { Quote } from "#app/quotes/store.server.ts";
import { vatText } from "#app/quotes/wording.ts";

type Line = Quote["lines"][number];

const discountOf = (line: Line) =>
  !line.discount
    ? null
    : line.discount.kind === "percent"
      ? `${formatPercent(line.discount.basisPoints)} off`
      : `${formatKes(line.discount.cents)} off`;

/**
 * A quote's lines and totals, as the customer's page and the back office
 * show them: a table from `sm` up, a list of lines on a phone.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const amount = (i: number) => {
    const totals = quote.totals.lines[i];
    return formatKes((totals?.grossCents ?? 0) - (totals?.discountCents ?? 0));
  };
  return (
    <div>
      <table className="hidden w-full text-sm sm:table">
        <caption className="sr-only">Lines of quote {quote.number}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {quote.lines.map((line, i) => (
            <tr key={line.id}>
              <td className="py-2.5 pr-3 text-slate-900">
                {line.description}
                {discountOf(line) || !line.vatable ? (
                  <span className="block text-xs text-slate-500">
                    {[discountOf(line), line.vatable ? null : "VAT exempt"]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                ) : null}
              </td>
              <td className="py-2.5 pr-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2.5 pr-3 text-right tabular-nums">
                {formatKes(line.unitPriceCents)}
              </td>
              <td className="py-2.5 text-right font-medium tabular-nums">{amount(i)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-200 sm:hidden">
        {quote.lines.map((line, i) => (
          <li key={line.id} className="flex justify-between gap-3 py-2.5 text-sm">
            <span className="min-w-0 text-slate-900">
              {line.description}
              <span className="block text-xs text-slate-500">
                {[
                  `${line.quantity} × ${formatKes(line.unitPriceCents)}`,
                  discountOf(line),
                  line.vatable ? null : "VAT exempt",
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{amount(i)}</span>
          </li>
        ))}
      </ul>
      <QuoteTotals quote={quote} />
    </div>
  );
}

export function QuoteTotals({ quote }: { quote: Quote }) {
  const { subtotalCents, discountCents, vatCents, totalCents } = quote.totals;
  const rows: [string, string][] = [
    ["Subtotal", formatKes(subtotalCents)],
    ...(discountCents > 0
      ? ([["Discounts", `-${formatKes(discountCents)}`]] as [string, string][])
      : []),
    [vatText(quote), formatKes(vatCents)],
  ];
  return (
    <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-slate-300 pt-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <dt className="text-base font-semibold text-slate-900">Total</dt>
      <dd className="text-right text-base font-semibold text-slate-900 tabular-nums">
        {formatKes(totalCents)}
      </dd>
    </dl>
  );
}
