import { routeError } from "#app/lib/route-error.ts";
import { customerData } from "#app/back-office/customer-data.server.ts";
import { findInquiry } from "#app/back-office/inquiry-work.server.ts";
import { isInquiryReference } from "#app/inquiries/reference.ts";
import { logger } from "#app/platform/logger.server.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/customer-data";

// Everything held about one inquiry's customer, as a JSON file (owners only).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request, { customer: ["export"] });
  const inquiry = isInquiryReference(params.reference)
    ? await findInquiry(services.db, params.reference)
    : null;
  if (!inquiry) throw routeError(404);
  const held = await customerData(services.db, inquiry.email);
  logger.info({ by: user.id, inquiries: held.inquiries.length }, "Customer data exported");
  return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...held }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="customer-data-${inquiry.reference}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
