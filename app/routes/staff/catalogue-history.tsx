import { routeError } from "#app/lib/route-error.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { copy } from "#app/business/copy.ts";
import { HistoryView } from "#app/catalogue/components/editor/history-view.tsx";
import { type RestoreResult, loadHistory, restoreAction } from "#app/catalogue/history.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/catalogue-history";

// A product's history: every save, and a way back to any version.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, EDIT_CATALOGUE);
  const page = await loadHistory(services.db, params.id);
  if (!page) throw routeError(404);
  return { page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const result = await restoreAction(await request.formData(), {
    db: services.db,
    productId: params.id,
    actor: { id: user.id, name: user.name },
    changed: () => services.catalogue.changed(),
  });
  // A refusal too reloads the history: it shows the save that came first.
  return result;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noIndexMeta(
    loaderData ? copy.catalogueEditor.historyPage.title(loaderData.page.product.name) : "History",
  );

export default function CatalogueHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryView page={loaderData.page} result={actionData as RestoreResult | undefined} />;
}
