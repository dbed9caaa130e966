// The inbox's rows: newest first, filtered as the URL says, one page at a
// time, with the count per status beside them. The WHERE clause is built in
// one place (applyInboxFilters), for the page and the CSV export alike.

import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { SelectQueryBuilder } from "kysely";
import { localDate, startOfLocalDate } from "#app/business/business-hours.ts";
import type { Catalogue } from "#app/catalogue/catalogue.ts";
import {
  CLOSED_STATUSES,
  INQUIRY_STATUSES,
  type InquiryStatus,
  isInquiryStatus,
} from "#app/inquiries/status.ts";
import { type Db, type Dialect, dialectOf } from "#app/platform/db.server.ts";
import type { Database } from "../../db/schema.ts";
import { INBOX_PAGE_SIZE, type InboxFilters } from "./inbox-filters.ts";
import { containsPattern } from "#app/platform/sql-like.ts";

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
  /** The customer e-mailed since staff last replied: when. */
  customerRepliedAt: string | null;
  /** The message's start, on one line; "" when there is none. */
  preview: string;
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  pageCount: number;
  /** Per status, with every filter but the status applied. */
  counts: Record<InquiryStatus, number> & { all: number };
  /** Of those, how many wait for a first answer past their due time, and how many fall due before today ends. */
  overdue: number;
  dueToday: number;
}

export interface InboxContext {
  /** Whom "assignee=me" means. */
  userId: string;
  /** What "overdue" is measured against. */
  now: Date;
  /** The live catalogue: which products a category's inquiries name. */
  catalogue: Catalogue;
}

/** The context and the database's kind: the search is written differently for each. */
export interface FilterContext extends InboxContext {
  dialect: Dialect;
}

export const PREVIEW_LENGTH = 140;
const DAY_MS = 24 * 3_600_000;

type InquiriesQuery<O> = SelectQueryBuilder<Database, "inquiries", O>;

/**
 * What a search also looks for when it is a phone number or part of one:
 * its digits as the E.164 key stores them (0712 345 → 254712345), so the
 * way the customer typed their number does not matter.
 */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return digits.startsWith("0") ? `254${digits.slice(1)}` : digits;
}

/** An inquiry row's fields as the back office names them, shared by the inbox and the inquiry page. */
export function inquiryFields(row: {
  id: string;
  reference: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  product: string | null;
  status: InquiryStatus;
  assignee_id: string | null;
  due_at: string;
  first_reply_at: string | null;
  customer_replied_at: string | null;
}) {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    product: row.product,
    status: row.status,
    assigneeId: row.assignee_id,
    dueAt: row.due_at,
    firstReplyAt: row.first_reply_at,
    customerRepliedAt: row.customer_replied_at,
  };
}

/**
 * What the search looks in: one lowercased text per inquiry. PostgreSQL's
 * trigram index is on this very expression (migration 0006 has it as it
 * was then; a test holds the two equal), so the search must say it alike.
 */
export const INBOX_SEARCH_TEXT = `lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(phone_key, '') || ' ' || coalesce(message, '') || ' ' || reference)`;

/**
 * Substring search. PostgreSQL: LIKE on INBOX_SEARCH_TEXT, which its trigram
 * index answers. SQLite: its FTS5 trigram index (migration 0006), for
 * terms of three characters or more (a phrase of trigrams: the substring);
 * shorter ones read every row, correctly but slowly. Terms with % or _ go
 * the LIKE way on both, so the two databases find the same.
 */
function searchCondition(q: string, dialect: Dialect): Expression<SqlBool> {
  const terms = [q, phoneDigits(q)].filter((term): term is string => term !== null);
  if (dialect === "sqlite" && terms.every((term) => term.length >= 3 && !/[%_\\]/.test(term))) {
    // A phrase MATCH reads the trigrams' positions alone; LIKE would also
    // read and test every candidate's text (7x slower for a common word).
    const matches = terms.map(
      (term) =>
        sql`select rowid from inquiry_search where inquiry_search match ${`"${term.replaceAll('"', '""')}"`}`,
    );
    return sql<SqlBool>`id in (select inquiry_id from inquiry_search_keys where key in (${sql.join(matches, sql` union `)}))`;
  }
  const haystack = sql.raw(INBOX_SEARCH_TEXT);
  const likes = terms.map((term) => sql`${haystack} like ${containsPattern(term)} escape '\\'`);
  return sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/** The filters' conditions, without the status (the counts leave it out). */
function conditions(
  eb: ExpressionBuilder<Database, "inquiries">,
  filters: InboxFilters,
  { userId, now, dialect, catalogue }: FilterContext,
  withStatus: boolean,
): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (withStatus && filters.status) where.push(eb("status", "=", filters.status));
  if (filters.category) {
    const names = catalogue.productNamesIn(filters.category);
    // A category with no products matches nothing (IN () is not valid SQL).
    where.push(names.length > 0 ? eb("product", "in", names) : sql<SqlBool>`1 = 0`);
  }
  if (filters.product) where.push(eb("product", "=", filters.product));
  if (filters.assignee === "none") where.push(eb("assignee_id", "is", null));
  else if (filters.assignee) {
    where.push(eb("assignee_id", "=", filters.assignee === "me" ? userId : filters.assignee));
  }
  if (filters.from) {
    where.push(eb("created_at", ">=", startOfLocalDate(filters.from).toISOString()));
  }
  if (filters.to) {
    // Inclusive: up to the moment the next local day begins.
    const nextDay = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString();
    where.push(eb("created_at", "<", startOfLocalDate(nextDay.slice(0, 10)).toISOString()));
  }
  if (filters.q) where.push(searchCondition(filters.q, dialect));
  if (filters.overdue) {
    // A closed inquiry (won, lost, spam) is owed no reply, so it is never
    // overdue: the queue's own predicate, which its partial index serves.
    where.push(awaitingAnswer);
    where.push(eb("due_at", "<", now.toISOString()));
  }
  // No parameter: migration 0014's partial index answers it.
  if (filters.replied) where.push(eb("customer_replied_at", "is not", null));
  return where;
}

/** Adds the filters' WHERE to a query of inquiries: the inbox's page and the CSV export share it. */
export function applyInboxFilters<O>(
  query: InquiriesQuery<O>,
  filters: InboxFilters,
  context: FilterContext,
  options: { status?: boolean } = {},
): InquiriesQuery<O> {
  return query.where((eb) => eb.and(conditions(eb, filters, context, options.status ?? true)));
}

/** The assignee's name, read beside each row (a correlated lookup keeps inquiries' columns unambiguous). */
export function assigneeName(eb: ExpressionBuilder<Database, "inquiries">) {
  return eb
    .selectFrom("user")
    .select("user.name")
    .whereRef("user.id", "=", "inquiries.assignee_id")
    .limit(1)
    .as("assignee_name");
}

function previewOf(message: string | null): string {
  if (!message) return "";
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : line;
}

export async function listInbox(
  db: Db,
  filters: InboxFilters,
  inboxContext: InboxContext,
): Promise<InboxPage> {
  const context = { ...inboxContext, dialect: dialectOf(db) };
  const countRows = await applyInboxFilters(db.selectFrom("inquiries"), filters, context, {
    status: false,
  })
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries([
    ["all", 0],
    ...INQUIRY_STATUSES.map((status) => [status, 0]),
  ]) as InboxPage["counts"];
  for (const { status, n } of countRows) {
    // PostgreSQL's count is a bigint, which pg hands over as a string.
    if (isInquiryStatus(status)) counts[status] = Number(n);
    counts.all += Number(n);
  }
  const total = filters.status ? counts[filters.status] : counts.all;
  const due = await dueCounts(db, filters, context);
  const overdue = sumOf(due, "overdue");
  const dueToday = sumOf(due, "dueToday");
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));

  // What awaits an answer on this view: the queue's first list (pageOf).
  const awaitingHere = sumOf(
    filters.status ? due.filter((row) => row.status === filters.status) : due,
    filters.overdue ? "overdue" : "awaiting",
  );
  const offset = (filters.page - 1) * INBOX_PAGE_SIZE;
  const rows = offset >= total ? [] : await pageOf(db, filters, context, offset, awaitingHere);

  return {
    rows: rows.map((row) => ({
      ...inquiryFields(row),
      assigneeName: row.assignee_name ?? null,
      preview: previewOf(row.message_start),
    })),
    total,
    pageCount,
    counts,
    overdue,
    dueToday,
  };
}

/**
 * Open and not yet answered: what the reply promise still runs for. Written
 * out with the closed statuses as literals, as the queue's partial index
 * is (migration 0013): a condition with parameters would not use it.
 */
export const AWAITING_ANSWER = `first_reply_at is null and status not in (${CLOSED_STATUSES.map((status) => `'${status}'`).join(", ")})`;
const awaitingAnswer = sql<SqlBool>`(${sql.raw(AWAITING_ANSWER)})`;

/** One page of rows, in the filters' order. */
async function pageOf(
  db: Db,
  filters: InboxFilters,
  context: FilterContext,
  offset: number,
  awaiting: number,
) {
  const query = () =>
    applyInboxFilters(db.selectFrom("inquiries"), filters, context).select((eb) => [
      "id",
      "reference",
      "created_at",
      "name",
      "email",
      "phone",
      "product",
      "status",
      "assignee_id",
      "due_at",
      "first_reply_at",
      "customer_replied_at",
      // Only the start of the message travels: a preview, not the letter.
      sql<string | null>`substr(message, 1, ${PREVIEW_LENGTH * 2})`.as("message_start"),
      assigneeName(eb),
    ]);
  const newest = <O>(q: InquiriesQuery<O>) => q.orderBy("created_at", "desc").orderBy("id", "desc");
  if (filters.sort !== "due") {
    const ordered =
      filters.sort === "oldest"
        ? query().orderBy("created_at", "asc").orderBy("id", "asc")
        : newest(query());
    return ordered.limit(INBOX_PAGE_SIZE).offset(offset).execute();
  }
  // The queue, read as two lists so that each walks an index (0013): what
  // awaits an answer by due time (the most overdue is the earliest due;
  // the longest waiting first among those due together), then the rest,
  // newest first. The page starts in the first list or past it.
  const first =
    offset < awaiting
      ? await query()
          .where(awaitingAnswer)
          .orderBy("due_at", "asc")
          .orderBy("created_at", "asc")
          .orderBy("id", "asc")
          .limit(INBOX_PAGE_SIZE)
          .offset(offset)
          .execute()
      : [];
  const wanted = INBOX_PAGE_SIZE - first.length;
  if (wanted === 0) return first;
  const rest = await newest(query().where((eb) => eb.not(awaitingAnswer)))
    .limit(wanted)
    .offset(Math.max(0, offset - awaiting))
    .execute();
  return [...first, ...rest];
}

interface DueCount {
  readonly status: string;
  readonly awaiting: number;
  readonly overdue: number;
  readonly dueToday: number;
}

const sumOf = (rows: readonly DueCount[], key: "awaiting" | "overdue" | "dueToday") =>
  rows.reduce((sum, row) => sum + row[key], 0);

/**
 * What awaits an answer per status, and how much of it is overdue and due
 * today, under every filter but the status and "overdue only": one read of
 * the queue's partial index, which also sizes the queue's first list.
 */
async function dueCounts(
  db: Db,
  filters: InboxFilters,
  context: FilterContext,
): Promise<DueCount[]> {
  const now = context.now.toISOString();
  const today = localDate(context.now);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const endOfToday = startOfLocalDate(tomorrow).toISOString();
  const rows = await applyInboxFilters(
    db.selectFrom("inquiries"),
    { ...filters, overdue: false },
    context,
    { status: false },
  )
    .where(awaitingAnswer)
    .select((eb) => [
      "status",
      eb.fn.countAll<number | string>().as("awaiting"),
      eb.fn
        .sum<number | string | null>(eb.case().when("due_at", "<", now).then(1).else(0).end())
        .as("overdue"),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb("due_at", ">=", now), eb("due_at", "<", endOfToday)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("due_today"),
    ])
    .groupBy("status")
    .execute();
  // PostgreSQL's count and sum are bigint and numeric, which pg hands over as strings.
  return rows.map((row) => ({
    status: row.status,
    awaiting: Number(row.awaiting),
    overdue: Number(row.overdue ?? 0),
    dueToday: Number(row.due_today ?? 0),
  }));
}
