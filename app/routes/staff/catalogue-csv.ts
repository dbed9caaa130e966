import { staffContext } from "#app/back-office/access.server.ts";
import { EDIT_CATALOGUE } from "#app/back-office/roles.ts";
import { catalogueCsv, catalogueFileName } from "#app/catalogue/csv-export.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import type { Route } from "./+types/catalogue-csv";

// Every product, any status, as a CSV file to change in a spreadsheet and import back.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request, EDIT_CATALOGUE);
  const now = new Date();
  const body = await catalogueCsv(services.db);
  logger.info({ by: user.id }, "Catalogue exported as CSV");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${catalogueFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
