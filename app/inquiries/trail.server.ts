// Writing an inquiry's trail: one entry per thing that happened to it, in
// the transaction that did it, so the trail never misses what happened.

import { randomUUID } from "node:crypto";
import type { Trx } from "#app/platform/db.server.ts";
import type { EventDetails, EventKind } from "./events.ts";

/** Who did it: a member of staff, or null for the system or the customer. */
export type Actor = { readonly id: string; readonly name: string } | null;

export function addEvent<K extends EventKind>(
  trx: Trx,
  inquiryId: string,
  actor: Actor,
  kind: K,
  detail: EventDetails[K],
  at: string,
) {
  return trx
    .insertInto("inquiry_events")
    .values({
      id: randomUUID(),
      inquiry_id: inquiryId,
      at,
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      kind,
      detail: JSON.stringify(detail),
    })
    .execute();
}
