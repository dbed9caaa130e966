import { data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { PhotosSection } from "#app/catalogue/components/editor/photos-section.tsx";
import { ProductEditor } from "#app/catalogue/components/editor/product-editor.tsx";
import { photoOutcome } from "#app/catalogue/photos-action.server.ts";
import { photosOf } from "#app/catalogue/photos.server.ts";
import {
  type EditorResult,
  doneNotice,
  editorAction,
  loadEditor,
} from "#app/catalogue/editor.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/catalogue-product";

// One product in the back office: its form, and what can be done with it
// (save, duplicate, archive), each checked on the server.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request, EDIT_CATALOGUE);
  const editor = await loadEditor(services.db, params.id);
  if (!editor) throw routeError(404);
  const asked = new URL(request.url).searchParams;
  return {
    ...editor,
    notice: doneNotice(asked.get("done")),
    photos: await photosOf(services.db, params.id),
    photoOutcome: photoOutcome(asked, (await services.auth.$context).secret),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const outcome = await editorAction(await request.formData(), {
    db: services.db,
    productId: params.id,
    actor: { id: user.id, name: user.name },
    changed: () => services.catalogue.changed(),
  });
  if ("redirect" in outcome) return redirect(outcome.redirect);
  return data(outcome.result, { status: outcome.status ?? 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noIndexMeta(loaderData ? loaderData.product.name : "Product");

export default function CatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, notice, photos, photoOutcome: photo } = loaderData;
  return (
    <ProductEditor
      product={product}
      categories={categories}
      result={actionData as EditorResult | undefined}
      notice={notice}
    >
      <PhotosSection productId={product.id} photos={photos} outcome={photo} />
    </ProductEditor>
  );
}
