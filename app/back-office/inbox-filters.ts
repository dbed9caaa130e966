// The inbox's filters as they live in the URL: one parser for the page, the
// CSV export and the browser's links, so a filtered view can be bookmarked,
// shared and exported as it is. Browser-safe: no server imports.

import { type InquiryStatus, isInquiryStatus } from "#app/inquiries/status.ts";
import { queryDate, queryPage, queryText } from "#app/lib/query-params.ts";

export const INBOX_PAGE_SIZE = 25;

/**
 * The inbox's orders. "due" (the default) is the work queue: what still
 * needs an answer first, the most overdue at the top, then the soonest
 * due; everything else after it, newest first.
 */
export const INBOX_SORTS = ["due", "oldest", "newest"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const SORT_LABELS: Record<InboxSort, string> = {
  due: "Due first",
  oldest: "Oldest first",
  newest: "Newest first",
};

export interface InboxFilters {
  status: InquiryStatus | null;
  /** A category's slug: the live catalogue's, which the owner may add to. */
  category: string | null;
  /** A product name as inquiries store it. */
  product: string | null;
  /** "me", "none" or a user id. */
  assignee: string | null;
  /** Nairobi dates (YYYY-MM-DD), both inclusive. */
  from: string | null;
  to: string | null;
  /** Searched in name, e-mail, phone, message and reference. */
  q: string | null;
  /** Open, unanswered and past the promised reply time. */
  overdue: boolean;
  /** The customer e-mailed since staff last replied. */
  replied: boolean;
  sort: InboxSort;
  /** 1-based. */
  page: number;
}

export const NO_INBOX_FILTERS: InboxFilters = {
  status: null,
  category: null,
  product: null,
  assignee: null,
  from: null,
  to: null,
  q: null,
  overdue: false,
  replied: false,
  sort: "due",
  page: 1,
};

function isCategorySlug(value: string | null): value is string {
  return value !== null && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 64;
}

function assignee(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed && /^[\w-]{1,64}$/.test(trimmed) ? trimmed : null;
}

const isOn = (value: string | null) => value === "1" || value === "true" || value === "on";

/** The filters a query string asks for; a value that makes no sense is dropped, never an error. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status");
  const category = params.get("category");
  const sort = params.get("sort");
  return {
    status: isInquiryStatus(status) ? status : null,
    category: isCategorySlug(category) ? category : null,
    product: queryText(params.get("product")),
    assignee: assignee(params.get("assignee")),
    from: queryDate(params.get("from")),
    to: queryDate(params.get("to")),
    q: queryText(params.get("q")),
    overdue: isOn(params.get("overdue")),
    replied: isOn(params.get("replied")),
    sort: INBOX_SORTS.find((s) => s === sort) ?? "due",
    page: queryPage(params.get("page")),
  };
}

/** The query string for filters ("?status=new&page=2"), defaults left out; "" when none. */
export function inboxSearch(filters: Partial<InboxFilters>): string {
  const params = new URLSearchParams();
  const keys = ["status", "category", "product", "assignee", "from", "to", "q"] as const;
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.overdue) params.set("overdue", "1");
  if (filters.replied) params.set("replied", "1");
  if (filters.sort && filters.sort !== "due") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
