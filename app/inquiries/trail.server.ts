// Writing an inquiry's trail: one entry per thing that happened to it, in
// the transaction that did it, so the trail never misses what happened.

import { randomUUID } from "node:crypto";
import type { Trx } from "#app/platform/db.server.ts";
import type { EventDetails, EventKind } from "./events.ts";

/** Who did it: a member of staff, or null for the system or the customer. */
export type Actor = { readonly id: string; readonly name: string } | null;

/** A trail entry as stored (inquiry_events). */
export interface EventRow {
  readonly id: string;
  readonly inquiry_id: string;
  readonly at: string;
  readonly actor_id: string | null;
  readonly actor_name: string | null;
  readonly kind: EventKind;
  readonly detail: string;
}

/** A trail entry as a row: addEvent writes one, a bulk change many at once. */
export function eventRow<K extends EventKind>(
  inquiryId: string,
  actor: Actor,
  kind: K,
  detail: EventDetails[K],
  at: string,
): EventRow {
  return {
    id: randomUUID(),
    inquiry_id: inquiryId,
    at,
    actor_id: actor?.id ?? null,
    actor_name: actor?.name ?? null,
    kind,
    detail: JSON.stringify(detail),
  };
}

/** A millisecond later: an entry that follows from another sorts after it. */
export function after(at: string): string {
  return new Date(Date.parse(at) + 1).toISOString();
}

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
    .values(eventRow(inquiryId, actor, kind, detail, at))
    .execute();
}
