import { data } from "react-router";
import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { copy } from "#app/business/copy.ts";
import { categoryAction } from "#app/catalogue/categories-action.server.ts";
import type { CategoryResult } from "#app/catalogue/categories-action.server.ts";
import { categoryHistory, listCategories } from "#app/catalogue/categories.server.ts";
import { CategoriesView } from "#app/catalogue/components/editor/categories-view.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/catalogue-categories";

// The categories in order: add, edit, move, and delete an empty one.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, EDIT_CATALOGUE);
  const [categories, history] = await Promise.all([
    listCategories(services.db),
    categoryHistory(services.db),
  ]);
  return { categories, history: Object.fromEntries(history) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const { result, status } = await categoryAction(await request.formData(), {
    db: services.db,
    actor: { id: user.id, name: user.name },
    changed: () => services.catalogue.changed(),
  });
  return data(result, { status });
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.catalogueEditor.categories);

export default function CatalogueCategories({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CategoriesView
      categories={loaderData.categories}
      history={loaderData.history}
      result={actionData as CategoryResult | undefined}
    />
  );
}
