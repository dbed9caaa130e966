import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/lib/seo.ts";

/** The catalogue's categories, from the root loader: the footer's and the 404 page's. */
export function useCategories(): RootData["categories"] {
  return (useRouteLoaderData("root") as RootData | undefined)?.categories ?? [];
}
