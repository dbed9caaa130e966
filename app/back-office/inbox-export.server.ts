// The inbox's filtered inquiries as CSV, every matching row, streamed: read
// in keyset batches (newest first, by created_at then id) and written as
// each batch is read, so 100,000 rows never sit in memory at once.

import { ZONE_NAME, formatForSpreadsheet } from "#app/business/time.ts";
import { STATUS_LABELS } from "#app/inquiries/status.ts";
import { csvText } from "#app/platform/csv.ts";
import { type Db, dialectOf } from "#app/platform/db.server.ts";
import type { InboxFilters } from "./inbox-filters.ts";
import { type InboxContext, applyInboxFilters, assigneeName } from "./inbox.server.ts";

export const EXPORT_BATCH_SIZE = 1_000;

export const EXPORT_COLUMNS = [
  "Reference",
  `Received (${ZONE_NAME})`,
  "Status",
  "Name",
  "E-mail",
  "Phone",
  "Product",
  "Category",
  "Assigned to",
  "Reply due",
  "First reply",
  "Message",
  "Page",
] as const;

function localTime(iso: string | null): string {
  return iso ? formatForSpreadsheet(iso) : "";
}

/** The local date for a file name: inquiries-2026-11-23.csv. */
export function exportFileName(now: Date): string {
  return `inquiries-${localTime(now.toISOString()).slice(0, 10)}.csv`;
}

interface ExportOptions {
  batchSize?: number;
  /** Told how many rows went out, once the last one has. */
  onDone?: (rows: number) => void;
}

export function exportInboxCsv(
  db: Db,
  filters: InboxFilters,
  context: InboxContext,
  { batchSize = EXPORT_BATCH_SIZE, onDone }: ExportOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const filterContext = { ...context, dialect: dialectOf(db) };
  let after: { createdAt: string; id: string } | null = null;
  let written = 0;
  let first = true;

  const readBatch = (from: typeof after) =>
    applyInboxFilters(db.selectFrom("inquiries"), filters, filterContext)
      .select((eb) => [
        "id",
        "reference",
        "created_at",
        "status",
        "name",
        "email",
        "phone",
        "product",
        "due_at",
        "first_reply_at",
        "message",
        "page",
        assigneeName(eb),
      ])
      .$if(from !== null, (query) =>
        query.where((eb) =>
          eb(eb.refTuple("created_at", "id"), "<", eb.tuple(from?.createdAt ?? "", from?.id ?? "")),
        ),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize)
      .execute();

  // One chunk per batch, pulled as the reader takes them: the database is
  // read no faster than the download goes.
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await readBatch(after);
        const last = rows.at(-1);
        if (last) after = { createdAt: last.created_at, id: last.id };
        const records = rows.map((row) => [
          row.reference,
          localTime(row.created_at),
          STATUS_LABELS[row.status],
          row.name,
          row.email,
          row.phone ?? "",
          row.product ?? "",
          (row.product && context.catalogue.categoryOfProductNamed(row.product)?.name) ?? "",
          row.assignee_name ?? "",
          localTime(row.due_at),
          localTime(row.first_reply_at),
          row.message ?? "",
          row.page ?? "",
        ]);
        const text = csvText(records, { columns: EXPORT_COLUMNS, first, phoneColumns: ["Phone"] });
        first = false;
        written += rows.length;
        if (text) controller.enqueue(encoder.encode(text));
        if (rows.length < batchSize) {
          controller.close();
          onDone?.(written);
        }
      },
    },
    { highWaterMark: 0 },
  );
}
