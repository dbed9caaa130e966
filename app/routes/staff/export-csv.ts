import { parseInboxFilters } from "#app/back-office/inbox-filters.ts";
import { exportFileName, exportInboxCsv } from "#app/back-office/inbox-export.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/export-csv";

// The inbox's filtered inquiries as a CSV file: the inbox's query string,
// every matching row (not one page), streamed.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request, { inquiry: ["export"] });
  const filters = { ...parseInboxFilters(new URL(request.url).searchParams), page: 1 };
  const now = new Date();
  const body = exportInboxCsv(
    services.db,
    filters,
    { userId: user.id, now, catalogue: services.catalogue.current() },
    {
      onDone: (rows) => {
        logger.info({ by: user.id, rows, filters }, "Inquiries exported as CSV");
      },
    },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
