// Notices sent once, whatever the number of processes: a notice's key is
// claimed in sent_notices in the same transaction as its e-mails, so one
// pass claims it and every other sees it taken.

import type { Db, Trx } from "./db.server.ts";

/** Claims a notice's key; false when some pass (here or elsewhere) already has. */
export async function claimNotice(trx: Db | Trx, key: string, now: Date): Promise<boolean> {
  const result = await trx
    .insertInto("sent_notices")
    .values({ key, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
