import type { QuoteInsights } from "#app/back-office/quote-insights.server.ts";
import { formatDay, formatDuration } from "#app/business/time.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formatKes, formatKesShort } from "#app/quotes/money.ts";
import { ColumnChart } from "./charts.tsx";
import { Figure, percent, plural, weekTicks } from "./insights-parts.tsx";

/** The quotes' section of the insights: four figures, and quoted beside won per week. */
export function QuoteInsightsCard({ quotes }: { quotes: QuoteInsights }) {
  const starts = quotes.weeks.map((week) => week.start);
  return (
    <section aria-labelledby="quote-insights" className="flex flex-col gap-3">
      <h2 id="quote-insights" className="text-lg font-semibold text-slate-900">
        Quotes
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Value quoted"
          value={formatKes(quotes.quotedCents)}
          long
          note={`${plural(quotes.quotes, "quote", "quotes")} sent, revisions counted once`}
        />
        <Figure
          label="Value won"
          value={formatKes(quotes.wonCents)}
          long
          note="Quotes accepted by customers"
        />
        <Figure
          label="Acceptance rate"
          value={percent(quotes.acceptanceRate)}
          note={
            quotes.decided
              ? `${quotes.accepted} of ${quotes.decided} accepted, declined or expired`
              : "No quote answered or expired yet"
          }
        />
        <Figure
          label="Median inquiry to quote"
          value={quotes.medianToQuoteMs === null ? "–" : formatDuration(quotes.medianToQuoteMs)}
          note="In opening hours, to the first quote sent"
        />
      </dl>
      <Card title="Quoted and won per week">
        <ColumnChart
          data={quotes.weeks.map((week) => ({
            label: `Week of ${formatDay(new Date(week.start))}`,
            value: week.quotedCents,
            part: week.wonCents,
          }))}
          format={formatKesShort}
          ticks={{ narrow: weekTicks(starts, 2), wide: weekTicks(starts, 1) }}
          summary={`Quoted ${formatKes(quotes.quotedCents)} and won ${formatKes(quotes.wonCents)} in ${quotes.weeks.length} weeks.`}
          caption="Quoted and won per week (KES)"
          headers={["Week", "Quoted", "Won"]}
        />
        <p className="mt-3 flex flex-wrap gap-x-4 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-brand-500" aria-hidden="true" /> Quoted, by the
            week it was sent
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-emerald-600" aria-hidden="true" /> Won, by the
            week it was accepted
          </span>
        </p>
      </Card>
    </section>
  );
}
