// Whether a product has a photo, as the back office's list filters and shows
// it: the one place that decides. Photos are not stored in the database yet
// (product_photos is on its way), so no product has one here.
//
// To wire it: return
//   eb.exists(eb.selectFrom("product_photos").select("product_photos.id")
//     .whereRef("product_photos.product_id", "=", "products.id"))
// (any condition on `products` works); the list's filter and its rows follow.

import { type AliasableExpression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A condition on a row of `products`: true when it has a photo. */
export type PhotoCondition = (
  eb: ExpressionBuilder<Database, "products">,
) => AliasableExpression<SqlBool>;

export const hasPhoto: PhotoCondition = () => sql<SqlBool>`1 = 0`;
