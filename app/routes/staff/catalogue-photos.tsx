import { redirect } from "react-router";
import { PHOTO_UPLOAD_LIMIT } from "#app/back-office/body-limits.ts";
import type { RouteHandle } from "#app/root.tsx";
import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { photosAction } from "#app/catalogue/photos-action.server.ts";
import type { Route } from "./+types/catalogue-photos";

/** A photo may be 25 MB (ADR 0023): more than any other back-office form. */
export const handle: RouteHandle = { bodyLimit: PHOTO_UPLOAD_LIMIT };

// A product's photos: the editor's photo forms post here, and every answer
// leads back to the editor.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await staffContext(context, request, EDIT_CATALOGUE);
  return redirect(`/staff/catalogue/${params.id}#photos`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const to = await photosAction(await request.formData(), {
    db: services.db,
    productId: params.id,
    actor: { id: user.id, name: user.name },
    secret: (await services.auth.$context).secret,
    changed: () => services.catalogue.changed(),
  });
  return redirect(to);
}
