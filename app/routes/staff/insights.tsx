import { loadInsights } from "#app/back-office/insights.server.ts";
import { loadQuoteInsights } from "#app/back-office/quote-insights.server.ts";
import { InsightsView } from "#app/back-office/components/insights-view.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/insights";

// The owner's figures over the last twelve weeks: inquiries, then quotes.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, { insights: ["read"] });
  const now = new Date();
  const [insights, quotes] = await Promise.all([
    loadInsights(services.db, { now, catalogue: services.catalogue.current() }),
    loadQuoteInsights(services.db, { now }),
  ]);
  return { insights, quotes };
}

export const meta: Route.MetaFunction = () => noIndexMeta("Insights");

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <InsightsView {...loaderData} />;
}
