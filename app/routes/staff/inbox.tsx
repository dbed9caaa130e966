import { InboxView } from "#app/back-office/components/inbox/inbox-view.tsx";
import { parseInboxFilters } from "#app/back-office/inbox-filters.ts";
import { listInbox } from "#app/back-office/inbox.server.ts";
import { listTeam } from "#app/back-office/team.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/inbox";

// The inbox: newest first, counts per status, filters and search in the URL.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request);
  const params = new URL(request.url).searchParams;
  const filters = parseInboxFilters(params);
  const now = new Date();
  const catalogue = services.catalogue.current();
  const [inbox, team] = await Promise.all([
    listInbox(services.db, filters, { userId: user.id, now, catalogue }),
    listTeam(services.db),
  ]);
  const erased = Number(params.get("erased"));
  return {
    filters,
    inbox,
    team: team.map(({ id, name }) => ({ id, name })),
    // The filter's choices: every category, and every product's name by category.
    catalogue: {
      categories: catalogue.categories.map(({ slug, name }) => ({ slug, name })),
      products: catalogue.categories.flatMap(({ slug }) =>
        catalogue.productNamesIn(slug).map((name) => ({ name, categorySlug: slug })),
      ),
    },
    now: now.toISOString(),
    notice:
      Number.isInteger(erased) && params.has("erased")
        ? `The customer's data is erased (${erased} inquir${erased === 1 ? "y" : "ies"}).`
        : null,
  };
}

export const meta: Route.MetaFunction = () => noIndexMeta("Inbox");

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxView {...loaderData} />;
}
