// The inbox's rows: newest first, filtered and searched as the URL says,
// one page at a time, with counts per status. The one WHERE builder
// (applyInboxFilters) also serves the CSV export, so both show the same set.

import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { localDateStart } from "#app/business/business-hours.ts";
import { productNamesIn } from "#app/catalogue/lookup.ts";
import { INQUIRY_STATUSES, type InquiryStatus } from "#app/inquiries/status.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { INBOX_PAGE_SIZE, type InboxFilters } from "./inbox-filters.ts";

export interface InboxRow {
  id: string;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  product: string | null;
  status: InquiryStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  dueAt: string;
  firstReplyAt: string | null;
  /** The message's start, "" without one. */
  preview: string;
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  pageCount: number;
  /** With every filter but the status applied. */
  counts: Record<InquiryStatus, number> & { all: number };
}

const DAY = 86_400_000;

/** LIKE's wildcards in the visitor's text match themselves. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Where = ExpressionBuilder<Database, "inquiries">;

/** The filters as conditions on `inquiries`; `status` left out when counting per status. */
export function inboxConditions(
  filters: InboxFilters,
  { userId, now, withStatus = true }: { userId: string; now: Date; withStatus?: boolean },
) {
  return (eb: Where) => {
    const all = [];
    if (withStatus && filters.status) all.push(eb("inquiries.status", "=", filters.status));
    if (filters.category) {
      const names = productNamesIn(filters.category);
      all.push(names.length ? eb("inquiries.product", "in", names) : eb.val(false));
    }
    if (filters.product) all.push(eb("inquiries.product", "=", filters.product));
    if (filters.assignee === "none") all.push(eb("inquiries.assignee_id", "is", null));
    else if (filters.assignee) {
      const id = filters.assignee === "me" ? userId : filters.assignee;
      all.push(eb("inquiries.assignee_id", "=", id));
    }
    if (filters.from) {
      all.push(eb("inquiries.created_at", ">=", localDateStart(filters.from).toISOString()));
    }
    if (filters.to) {
      const end = new Date(localDateStart(filters.to).getTime() + DAY);
      all.push(eb("inquiries.created_at", "<", end.toISOString()));
    }
    if (filters.overdue) {
      all.push(eb("inquiries.first_reply_at", "is", null));
      all.push(eb("inquiries.due_at", "<", now.toISOString()));
      all.push(eb("inquiries.status", "not in", ["won", "lost", "spam"]));
    }
    if (filters.q) {
      const pattern = likePattern(filters.q);
      const like = (column: string) =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      const anyOf = [
        like("inquiries.name"),
        like("inquiries.email_key"),
        like("inquiries.phone"),
        like("inquiries.message"),
        like("inquiries.reference"),
      ];
      // 0722 123 456 finds +254722123456 however it was typed.
      const digits = filters.q.replace(/\D/g, "");
      if (digits.length >= 6) {
        anyOf.push(
          sql<boolean>`${sql.ref("inquiries.phone_key")} like ${`%${digits.replace(/^0/, "")}%`}`,
        );
      }
      all.push(eb.or(anyOf));
    }
    return eb.and(all);
  };
}

/** The filtered inquiries with their assignee's name, newest first. */
export function inboxQuery(
  db: Db,
  filters: InboxFilters,
  options: { userId: string; now: Date },
): SelectQueryBuilder<Database, "inquiries" | "user", InboxRow> {
  return db
    .selectFrom("inquiries")
    .leftJoin("user", "user.id", "inquiries.assignee_id")
    .where(inboxConditions(filters, options))
    .select([
      "inquiries.id as id",
      "inquiries.reference as reference",
      "inquiries.created_at as createdAt",
      "inquiries.name as name",
      "inquiries.email as email",
      "inquiries.phone as phone",
      "inquiries.product as product",
      "inquiries.status as status",
      "inquiries.assignee_id as assigneeId",
      "user.name as assigneeName",
      "inquiries.due_at as dueAt",
      "inquiries.first_reply_at as firstReplyAt",
      sql<string>`coalesce(substr(inquiries.message, 1, 140), '')`.as("preview"),
    ])
    .orderBy("inquiries.created_at", "desc")
    .orderBy("inquiries.id", "desc") as unknown as SelectQueryBuilder<
    Database,
    "inquiries" | "user",
    InboxRow
  >;
}

export async function listInbox(
  db: Db,
  filters: InboxFilters,
  options: { userId: string; now: Date },
): Promise<InboxPage> {
  const [rows, grouped] = await Promise.all([
    inboxQuery(db, filters, options)
      .limit(INBOX_PAGE_SIZE)
      .offset((filters.page - 1) * INBOX_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("inquiries")
      .where(inboxConditions(filters, { ...options, withStatus: false }))
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as InboxPage["counts"];
  counts.all = 0;
  for (const row of grouped) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  const total = filters.status ? counts[filters.status] : counts.all;
  return {
    rows: rows.map((row) => ({ ...row, preview: row.preview.replace(/\s+/g, " ").trim() })),
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    counts,
  };
}
