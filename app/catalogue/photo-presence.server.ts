// Whether a product has a photo, as the back office's list filters and shows
// it: the one place that decides.

import type { AliasableExpression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A condition on a row of `products`: true when it has a photo. */
export type PhotoCondition = (
  eb: ExpressionBuilder<Database, "products">,
) => AliasableExpression<SqlBool>;

export const hasPhoto: PhotoCondition = (eb) =>
  eb.exists(
    eb
      .selectFrom("product_photos")
      .select("product_photos.id")
      .whereRef("product_photos.product_id", "=", "products.id"),
  );
