// How many times each product's page was viewed over the list's recent days:
// the one function the back office's 'Views (30 days)' column reads. Views
// are not counted yet, so it answers null and the column stays hidden.
//
// To wire it: return a Map from every id in `ids` to its count of views at
// or after `since` (an ISO instant); products with none may be left out
// (they show 0).

import type { Db } from "#app/platform/db.server.ts";

/** Each id's views at or after `since`, or null while views are not counted. */
export type ViewCounts = (
  db: Db,
  ids: readonly string[],
  since: string,
) => Promise<Map<string, number> | null>;

export const productViews: ViewCounts = async () => null;
