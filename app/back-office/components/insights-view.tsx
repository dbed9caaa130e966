import type { Insights } from "#app/back-office/insights.server.ts";
import { formatDay, formatDuration } from "#app/business/time.ts";
import { copy } from "#app/business/copy.ts";
import { BarList, ColumnChart, SplitRing } from "./charts.tsx";
import { Figure, percent, plural, unlistedNote, weekTicks } from "./insights-parts.tsx";
import { ProductsAskedCard } from "./insights-products.tsx";
import { QuoteInsightsCard } from "./quote-insights.tsx";
import type { QuoteInsights } from "#app/back-office/quote-insights.server.ts";
import { Card } from "#app/components/ui/card.tsx";

// /staff/insights: four headline figures, then the charts behind them.

function Headline({ insights }: { insights: Insights }) {
  const thisWeek = insights.weeks.at(-1)?.count ?? 0;
  const lastWeek = insights.weeks.at(-2)?.count ?? 0;
  const { kept, missed, share } = insights.promise;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label="Inquiries this week"
        value={String(thisWeek)}
        note={`Last week: ${lastWeek}`}
      />
      <Figure
        label="Median first reply"
        value={
          insights.medianFirstReplyMs === null ? "–" : formatDuration(insights.medianFirstReplyMs)
        }
        note={`In opening hours · ${plural(insights.replied, "reply", "replies")}`}
      />
      <Figure
        label={`Answered within ${copy.replyPromise.hours}`}
        value={percent(share)}
        note={kept + missed ? `${kept} of ${kept + missed} due or answered` : "None due yet"}
      />
      <Figure
        label="Won / lost"
        value={`${insights.won} / ${insights.lost}`}
        note={`Win rate ${percent(insights.winRate)}`}
      />
    </dl>
  );
}

const listSummary = (what: string, data: Insights["topCategories"]) =>
  data.length
    ? `${what}: ${data.map((d) => `${d.name} ${d.count}`).join(", ")}.`
    : `${what}: none yet.`;

export function InsightsView({ insights, quotes }: { insights: Insights; quotes: QuoteInsights }) {
  const weeks = insights.weeks.map((week) => ({
    label: `Week of ${formatDay(new Date(week.start))}`,
    value: week.count,
  }));
  const starts = insights.weeks.map((week) => week.start);
  const first = insights.weeks[0];
  const busiest = insights.weeks.reduce(
    (a, b) => (b.count > a.count ? b : a),
    first ?? {
      start: "",
      count: 0,
    },
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-900">Insights</h1>
        <p className="text-sm text-slate-600">
          The last {insights.weeks.length} weeks
          {first ? ` (from Monday ${formatDay(new Date(first.start))})` : ""}, spam left out.
        </p>
      </div>
      {insights.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No inquiries in the last {insights.weeks.length} weeks yet. The figures and charts appear
          here as soon as customers send inquiries.
        </p>
      ) : (
        <>
          <Headline insights={insights} />
          <div className="grid gap-3 lg:grid-cols-3">
            <Card title="Inquiries per week" className="lg:col-span-2">
              <ColumnChart
                data={weeks}
                ticks={{ narrow: weekTicks(starts, 2), wide: weekTicks(starts, 1) }}
                summary={`Inquiries per week: ${insights.total} in ${weeks.length} weeks, most in the week of ${formatDay(new Date(busiest.start))} (${busiest.count}), ${weeks.at(-1)?.value ?? 0} this week.`}
                caption="Inquiries per week"
                headers={["Week", "Inquiries"]}
              />
            </Card>
            <Card title="Won and lost">
              <SplitRing
                parts={[
                  {
                    label: "Won",
                    value: insights.won,
                    tone: "stroke-emerald-600",
                    swatch: "bg-emerald-600",
                  },
                  {
                    label: "Lost",
                    value: insights.lost,
                    tone: "stroke-slate-400",
                    swatch: "bg-slate-400",
                  },
                ]}
                centre={percent(insights.winRate)}
                summary={`Won ${insights.won}, lost ${insights.lost}: a win rate of ${percent(insights.winRate)}.`}
                caption="Won and lost"
                headers={["Outcome", "Inquiries"]}
              />
              <p className="mt-3 text-xs text-slate-600">Of the inquiries closed as won or lost.</p>
            </Card>
            <ProductsAskedCard insights={insights} />
            <Card title="Categories asked about most">
              {insights.topCategories.length || !insights.unlistedCategories ? (
                <BarList
                  data={insights.topCategories.map((d) => ({ label: d.name, value: d.count }))}
                  summary={listSummary("Categories asked about most", insights.topCategories)}
                  caption="Categories asked about most"
                  headers={["Category", "Inquiries"]}
                />
              ) : null}
              {insights.unlistedCategories ? (
                <p className="mt-3 text-sm text-slate-700">
                  {unlistedNote(insights.unlistedCategories, insights.topCategories.length > 0, [
                    "category",
                    "categories",
                  ])}
                </p>
              ) : null}
            </Card>
            <Card title="The reply promise">
              <SplitRing
                parts={[
                  {
                    label: "In time",
                    value: insights.promise.kept,
                    tone: "stroke-brand-600",
                    swatch: "bg-brand-600",
                  },
                  {
                    label: "Late or overdue",
                    value: insights.promise.missed,
                    tone: "stroke-amber-500",
                    swatch: "bg-amber-500",
                  },
                ]}
                centre={percent(insights.promise.share)}
                summary={`${percent(insights.promise.share)} answered within ${copy.replyPromise.hours}: ${insights.promise.kept} in time, ${insights.promise.missed} late or overdue.`}
                caption="The reply promise"
                headers={["Reply", "Inquiries"]}
              />
              <p className="mt-3 text-xs text-slate-600">
                A reply within {copy.replyPromise.hours}. Inquiries not yet due are left out.
              </p>
            </Card>
          </div>
        </>
      )}
      <QuoteInsightsCard quotes={quotes} />
    </div>
  );
}
