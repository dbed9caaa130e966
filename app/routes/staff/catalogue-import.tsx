import { data } from "react-router";
import { CSV_IMPORT_LIMIT } from "#app/back-office/body-limits.ts";
import type { RouteHandle } from "#app/root.tsx";
import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { CsvImportView } from "#app/catalogue/components/editor/csv-import-view.tsx";
import { type ImportResult, importAction } from "#app/catalogue/csv-import-action.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/catalogue-import";

export const handle: RouteHandle = { bodyLimit: CSV_IMPORT_LIMIT };

// The catalogue as a spreadsheet: download it, change it, check what the
// file would change, then apply it.

export async function loader({ request, context }: Route.LoaderArgs) {
  await staffContext(context, request, EDIT_CATALOGUE);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const result = await importAction(await request.formData(), {
    db: services.db,
    actor: { id: user.id, name: user.name },
    changed: () => services.catalogue.changed(),
  });
  return data(result, { status: result.stage === "refused" ? 400 : 200 });
}

export const meta: Route.MetaFunction = () => noIndexMeta("Catalogue CSV");

export default function CatalogueImport({ actionData }: Route.ComponentProps) {
  return <CsvImportView result={actionData as ImportResult | undefined} />;
}
