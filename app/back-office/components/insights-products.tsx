import type { Insights, ProductDemand } from "#app/back-office/insights.server.ts";
import { formatDay } from "#app/business/time.ts";
import { Card } from "#app/components/ui/card.tsx";
import { BarList } from "./charts.tsx";
import { finePercent, unlistedNote } from "./insights-parts.tsx";

// The products asked about most, each with its page's views and the share
// of them that became inquiries: a product much looked at and little asked
// about is one whose page, or price, needs a look.

const whole = new Intl.NumberFormat("en-KE");

/** "412 views · 0.7% asked"; a comma instead of the dot where it is read aloud. */
function viewsNote(product: ProductDemand, separator = " · "): string {
  if (product.views === null) return "Not in the catalogue now";
  const views = `${whole.format(product.views)} ${product.views === 1 ? "view" : "views"}`;
  return `${views}${separator}${product.rate === null ? "–" : `${finePercent(product.rate)} asked`}`;
}

function footnote(since: string | null, windowStart: string | undefined): string {
  if (since === null) return "No views of product pages counted in these weeks yet.";
  const views = "Views: visitors who opened the product's page, each once a day, bots left out.";
  return since === windowStart
    ? `${views} Asked: inquiries per view.`
    : `${views} Counted since ${formatDay(new Date(since))}; asked: inquiries per view since then.`;
}

export function ProductsAskedCard({ insights }: { insights: Insights }) {
  const { topProducts, unlistedProducts, viewsSince } = insights;
  const unlisted = unlistedProducts
    ? unlistedNote(unlistedProducts, topProducts.length > 0, ["product", "products"])
    : null;
  const counted = viewsSince !== null;
  const title = "Products asked about most";
  return (
    <Card title={title}>
      {topProducts.length ? (
        <>
          <BarList
            data={topProducts.map((d) => ({
              label: d.name,
              value: d.count,
              note: counted ? viewsNote(d) : undefined,
            }))}
            summary={`${title}: ${topProducts
              .map((d) => `${d.name} ${d.count}${counted ? ` (${viewsNote(d, ", ")})` : ""}`)
              .join(", ")}.`}
            caption={title}
            headers={
              counted ? ["Product", "Inquiries", "Views and share asked"] : ["Product", "Inquiries"]
            }
          />
          {unlisted ? <p className="mt-3 text-sm text-slate-700">{unlisted}</p> : null}
          <p className="mt-3 text-xs text-slate-600">
            {footnote(viewsSince, insights.weeks[0]?.start)}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{unlisted ?? "Only general inquiries so far."}</p>
      )}
    </Card>
  );
}
