// Numbers handed out in order (inquiry references, quote numbers, product
// ids): a row of `counters` raised and read in one statement, inside the
// caller's transaction, so two at once never get the same number.

import type { Db, Trx } from "./db.server.ts";

export type CounterName = "inquiry_reference" | "quote_number" | "product_id";

/** The counter's next value. */
export async function nextCount(trx: Db | Trx, name: CounterName): Promise<number> {
  const row = await trx
    .updateTable("counters")
    .set((eb) => ({ value: eb("value", "+", 1) }))
    .where("name", "=", name)
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
