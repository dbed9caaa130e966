import { absoluteUrl } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const sitemap = absoluteUrl(context.get(siteOriginContext), "/sitemap.xml");
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
