import { staffContext } from "#app/back-office/access.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import { QuotesList } from "#app/quotes/components/quotes-list.tsx";
import { parseQuoteFilters } from "#app/quotes/list/filters.ts";
import { listQuotes } from "#app/quotes/list/list.server.ts";
import type { Route } from "./+types/quotes";

// Every quote: its state, what it is worth, filters and search in the URL.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, { inquiry: ["read"] });
  const filters = parseQuoteFilters(new URL(request.url).searchParams);
  return { filters, list: await listQuotes(services.db, filters) };
}

export const meta: Route.MetaFunction = () => noIndexMeta("Quotes");

export default function Quotes({ loaderData }: Route.ComponentProps) {
  return <QuotesList {...loaderData} />;
}
