import { staffContext } from "#app/back-office/access.server.ts";
import { exportQuotesCsv, quotesFileName } from "#app/quotes/list/export.server.ts";
import { parseQuoteFilters } from "#app/quotes/list/filters.ts";
import { logger } from "#app/platform/logger.server.ts";
import type { Route } from "./+types/quotes-csv";

// The quotes list's filters as a CSV file: every matching quote, a row per line.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request, { inquiry: ["export"] });
  const filters = { ...parseQuoteFilters(new URL(request.url).searchParams), page: 1 };
  const now = new Date();
  const body = await exportQuotesCsv(services.db, filters);
  logger.info({ by: user.id, filters }, "Quotes exported as CSV");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${quotesFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
