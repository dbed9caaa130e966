import { catalogueOf } from "#app/catalogue/current.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import type { Route } from "./+types/sitemap.xml";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(siteOriginContext);
  // The catalogue's pages now: an archived or draft product is not among them.
  const urls = catalogueOf(context)
    .paths()
    .map((path) => `  <url><loc>${escapeHtml(absoluteUrl(origin, path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
