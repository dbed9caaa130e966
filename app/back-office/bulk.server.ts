// Changing inquiries' status or assignee, one or a hundred at a time: the
// inquiry page's Work card and the inbox's selection both come here. Each
// change is a few set-based statements in one transaction, whatever the
// number of inquiries, and each changed inquiry gets its own entry in its
// trail (the same kinds the page writes). Unchanged ones are left alone.

import { randomUUID } from "node:crypto";
import { replyDueAt } from "#app/business/business-hours.ts";
import { CLOSED_STATUSES, type InquiryStatus, STATUS_LABELS } from "#app/inquiries/status.ts";
import { type IntakeMailOptions, queueIntakeMail } from "#app/inquiries/store.server.ts";
import { after, eventRow } from "#app/inquiries/trail.server.ts";
import { type Trx, inTransaction } from "#app/platform/db.server.ts";
import type { Services } from "#app/services.server.ts";
import { type ActionContext, InquiryWorkError } from "./inquiry-work.server.ts";
import { membersWanting, queueForMembers } from "./mail-choices.server.ts";
import { assignmentEmail } from "./reminder-emails.server.ts";
import type { BulkChoice } from "./bulk-actions.ts";

/** At most this many inquiries per change: a page of the inbox is 25. */
export const BULK_LIMIT = 100;

/** A status, an assignee, or spam (and optionally every sender blocked). */
export type BulkChange = BulkChoice;

export interface BulkResult {
  /** How many inquiries changed (those already so are not counted). */
  readonly changed: number;
  /** Held inquiries released by leaving Spam: acknowledged and on the clock now. */
  readonly released: number;
  /** Senders newly blocked. */
  readonly blocked: number;
  /** Whether the assignee was e-mailed (not for assigning to oneself, nor to one who said no). */
  readonly emailed: boolean;
  /** Who they were assigned to; null for no one, or another change. */
  readonly assigneeName: string | null;
}

const NOTHING: BulkResult = {
  changed: 0,
  released: 0,
  blocked: 0,
  emailed: false,
  assigneeName: null,
};

/** The inquiry's columns a change reads. */
const COLUMNS = [
  "id",
  "reference",
  "created_at",
  "name",
  "email",
  "email_key",
  "phone",
  "message",
  "product",
  "page",
  "status",
  "assignee_id",
  "due_at",
  "first_reply_at",
] as const;

/** What a change needs to e-mail: the business inbox, the site's origin, the live catalogue. */
export function intakeMail(
  services: Pick<Services, "businessInbox" | "catalogue">,
  origin: string,
): IntakeMailOptions {
  return { recipient: services.businessInbox, origin, catalogue: services.catalogue.current() };
}

/** What the notice says once a change is made, e.g. "3 inquiries marked Spam.". */
export function bulkMessage(change: BulkChange, result: BulkResult): string {
  const n = result.changed;
  const inquiries = `${n} inquir${n === 1 ? "y" : "ies"}`;
  if (n === 0) return "Nothing to change: they were so already.";
  switch (change.kind) {
    case "status":
      return `${inquiries} marked ${STATUS_LABELS[change.to]}${
        result.released > 0 ? `; ${result.released} acknowledged and on the reply clock now` : ""
      }.`;
    case "spam":
      return `${inquiries} marked Spam${
        result.blocked > 0
          ? `; ${result.blocked} sender${result.blocked === 1 ? "" : "s"} blocked`
          : ""
      }.`;
    case "assign":
      return change.to
        ? `${inquiries} assigned to ${result.assigneeName ?? "them"}${result.emailed ? ", and e-mailed to them" : ""}.`
        : `${inquiries} unassigned.`;
  }
}

/**
 * Changes the inquiries `ids` (at most BULK_LIMIT) in one transaction.
 * Leaving Spam releases an inquiry that was held when it came (stored as
 * spam, never acknowledged): its acknowledgement and the business's
 * notification are queued then, and its reply is due from then.
 */
export async function bulkChange(
  { db, actor, now = new Date() }: ActionContext,
  ids: readonly string[],
  change: BulkChange,
  mail: IntakeMailOptions,
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new InquiryWorkError("Choose at least one inquiry.");
  if (unique.length > BULK_LIMIT) {
    throw new InquiryWorkError(
      `Choose at most ${BULK_LIMIT} inquiries at a time (${unique.length} were chosen).`,
    );
  }
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom("inquiries")
      .select(COLUMNS)
      .where("id", "in", unique)
      .execute();
    if (change.kind === "assign") return assign(trx, rows, change.to, { actor, at, mail });
    const to = change.kind === "spam" ? "spam" : change.to;
    const changing = rows.filter((row) => row.status !== to);
    const blocked = change.kind === "spam" && change.block ? await block(trx, rows, actor, at) : 0;
    if (changing.length === 0) return { ...NOTHING, blocked };
    const changingIds = changing.map((row) => row.id);
    await trx
      .updateTable("inquiries")
      .set({ status: to, updated_at: at, closed_at: CLOSED_STATUSES.includes(to) ? at : null })
      .where("id", "in", changingIds)
      .execute();
    const events = changing.map((row) =>
      eventRow(row.id, actor, "status", { from: row.status, to }, at),
    );
    const released = to === "spam" ? [] : await heldOf(trx, changing);
    if (released.length > 0) {
      const dueAt = replyDueAt(now).toISOString();
      await trx
        .updateTable("inquiries")
        .set({ due_at: dueAt })
        .where(
          "id",
          "in",
          released.map((row) => row.id),
        )
        .execute();
      await queueIntakeMail(
        trx,
        released.map((row) => ({
          id: row.id,
          reference: row.reference,
          createdAt: row.created_at,
          name: row.name,
          email: row.email,
          phone: row.phone ?? undefined,
          message: row.message ?? undefined,
          product: row.product ?? undefined,
          page: row.page ?? undefined,
        })),
        mail,
        at,
      );
      events.push(
        ...released.map((row) => eventRow(row.id, actor, "released", { dueAt }, after(at))),
      );
    }
    await trx.insertInto("inquiry_events").values(events).execute();
    return { ...NOTHING, changed: changing.length, released: released.length, blocked };
  });
}

type Row = { id: string; status: InquiryStatus };

/** Of these spam inquiries, those held when they came and not released since. */
async function heldOf<R extends Row>(trx: Trx, rows: readonly R[]): Promise<R[]> {
  const spam = rows.filter((row) => row.status === "spam");
  if (spam.length === 0) return [];
  const marks = await trx
    .selectFrom("inquiry_events")
    .select(["inquiry_id", "kind"])
    .where(
      "inquiry_id",
      "in",
      spam.map((row) => row.id),
    )
    .where("kind", "in", ["held", "released"])
    .execute();
  const held = new Set(marks.filter((m) => m.kind === "held").map((m) => m.inquiry_id));
  for (const mark of marks) if (mark.kind === "released") held.delete(mark.inquiry_id);
  return spam.filter((row) => held.has(row.id));
}

/** Blocks the senders of these inquiries; how many were newly blocked. */
async function block(
  trx: Trx,
  rows: readonly { id: string; email_key: string }[],
  actor: ActionContext["actor"],
  at: string,
): Promise<number> {
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.email_key)) first.set(row.email_key, row.id);
  if (first.size === 0) return 0;
  const inserted = await trx
    .insertInto("blocked_senders")
    .values(
      [...first].map(([key, inquiryId]) => ({
        email_key: key,
        blocked_at: at,
        blocked_by: actor.id,
        blocked_by_name: actor.name,
        inquiry_id: inquiryId,
      })),
    )
    .onConflict((oc) => oc.column("email_key").doNothing())
    .returning("email_key")
    .execute();
  if (inserted.length === 0) return 0;
  await trx
    .insertInto("inquiry_events")
    .values(
      inserted.map(({ email_key: key }) =>
        // After the status change it comes with, in the trail.
        eventRow(first.get(key) ?? "", actor, "blocked", { email: key }, after(at)),
      ),
    )
    .execute();
  return inserted.length;
}

/** Assigns the inquiries (or no one); the assignee gets one e-mail listing them. */
async function assign(
  trx: Trx,
  rows: readonly {
    id: string;
    reference: string;
    name: string;
    product: string | null;
    assignee_id: string | null;
    due_at: string;
    first_reply_at: string | null;
  }[],
  assigneeId: string | null,
  { actor, at, mail }: { actor: ActionContext["actor"]; at: string; mail: IntakeMailOptions },
): Promise<BulkResult> {
  const assignee = assigneeId
    ? await trx
        .selectFrom("user")
        .select(["id", "name", "email"])
        .where("id", "=", assigneeId)
        .where("role", "in", ["owner", "staff"])
        .executeTakeFirst()
    : null;
  if (assigneeId && !assignee) throw new InquiryWorkError("Choose a member of the team.");
  const changing = rows.filter((row) => row.assignee_id !== assigneeId);
  const done = { ...NOTHING, changed: changing.length, assigneeName: assignee?.name ?? null };
  if (changing.length === 0) return done;
  await trx
    .updateTable("inquiries")
    .set({ assignee_id: assigneeId, updated_at: at })
    .where(
      "id",
      "in",
      changing.map((row) => row.id),
    )
    .execute();
  await trx
    .insertInto("inquiry_events")
    .values(
      changing.map((row) =>
        eventRow(row.id, actor, "assigned", { to: assigneeId, toName: assignee?.name ?? null }, at),
      ),
    )
    .execute();
  // Not oneself, and not a member who chose not to get these e-mails.
  const told =
    assignee &&
    assignee.id !== actor.id &&
    (await membersWanting(trx, "assignment", { only: [assignee.id] })).length > 0;
  if (!told) return done;
  const email = assignmentEmail(
    changing.map((row) => ({
      reference: row.reference,
      name: row.name,
      product: row.product,
      dueAt: new Date(row.due_at),
      answered: row.first_reply_at !== null,
    })),
    { by: actor.name, origin: mail.origin },
  );
  const [only] = changing;
  await queueForMembers(trx, {
    to: [assignee],
    email,
    kind: "assignment",
    // One inquiry: on its page's list of e-mails; several: of none alone.
    inquiryId: changing.length === 1 && only ? only.id : null,
    messageId: () => `<assigned-${randomUUID()}@${new URL(mail.origin).hostname}>`,
    queuedAt: at,
  });
  return { ...done, emailed: true };
}
