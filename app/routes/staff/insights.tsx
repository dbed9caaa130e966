import { loadInsights } from "#app/back-office/insights.server.ts";
import { InsightsView } from "#app/back-office/components/insights-view.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/insights";

// The owner's figures over the last twelve weeks.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, { insights: ["read"] });
  return { insights: await loadInsights(services.db, { now: new Date() }) };
}

export const meta: Route.MetaFunction = () => noIndexMeta("Insights");

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <InsightsView insights={loaderData.insights} />;
}
