import { business } from "#app/business/details.ts";

/** The picture shared links show (made by scripts/og-image.ts, served from public/). */
export const OG_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${business.shortName}: ${business.trade.toLowerCase()} in ${business.location}`,
} as const;
