import { data, redirect } from "react-router";
import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { copy } from "#app/business/copy.ts";
import { ProductEditor } from "#app/catalogue/components/editor/product-editor.tsx";
import { type EditorResult, editorAction, loadNewEditor } from "#app/catalogue/editor.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/catalogue-new";

// A new product: the editor's empty form; created, it opens at its own address.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, EDIT_CATALOGUE);
  return loadNewEditor(services.db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const outcome = await editorAction(await request.formData(), {
    db: services.db,
    productId: null,
    actor: { id: user.id, name: user.name },
    changed: () => services.catalogue.changed(),
  });
  if ("redirect" in outcome) return redirect(outcome.redirect);
  return data(outcome.result, { status: outcome.status ?? 200 });
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.catalogueEditor.newProduct);

export default function CatalogueNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      product={null}
      newState={loaderData.state}
      categories={loaderData.categories}
      result={actionData as EditorResult | undefined}
      notice={null}
    />
  );
}
