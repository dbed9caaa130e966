import { routeError } from "#app/lib/route-error.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/quote-pdf";

// The quote's PDF, by the same link as its page, and under the same rules:
// unguessable, counted when wrong, never cached or passed on as a referrer.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services) throw routeError(503);
  const { clientAddress } = await import("#app/platform/http-context.server.ts");
  const found = await services.quotes.open(params.token, clientAddress(request));
  if (found.kind === "limited") {
    return new Response("Too many quote links tried: wait a few minutes.", {
      status: 429,
      headers: { "Retry-After": String(found.retryAfter) },
    });
  }
  if (found.kind === "missing") throw routeError(404);
  const pdf = await services.quotes.pdf(found.quote, found.reference);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.quote.number}.pdf"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
