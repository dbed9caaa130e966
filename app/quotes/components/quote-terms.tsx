import { copy } from "#app/business/copy.ts";
import { howToPayLines } from "#app/quotes/wording.ts";
import type { Quote } from "#app/quotes/store.server.ts";

/**
 * The quote's note, its terms, and how to pay it (its number as the Paybill
 * account). A quote that can no longer be accepted is not `payable`: no one
 * should pay an expired, declined or replaced quote.
 */
export function QuoteTerms({ quote, payable = true }: { quote: Quote; payable?: boolean }) {
  const blocks: [string, readonly string[]][] = [
    [copy.quote.note, quote.note ? [quote.note] : []],
    [copy.quote.terms, quote.terms ? quote.terms.split("\n") : []],
  ];
  return (
    <div className="grid gap-4 text-sm text-slate-700">
      {blocks
        .filter(([, lines]) => lines.length > 0)
        .map(([title, lines]) => (
          <section key={title}>
            <h2 className="font-semibold text-slate-900">{title}</h2>
            {lines.map((line) => (
              <p key={line} className="mt-1 whitespace-pre-wrap">
                {line}
              </p>
            ))}
          </section>
        ))}
      {payable ? (
        <section className="rounded-xl bg-slate-50 p-4">
          <h2 className="font-semibold text-slate-900">{copy.quote.howToPay}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {howToPayLines(quote.number).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-slate-600">{copy.quote.account(quote.number)}</p>
        </section>
      ) : null}
    </div>
  );
}
