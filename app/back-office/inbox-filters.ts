// The inbox's filters, as they live in the URL (so a view can be shared,
// bookmarked and reloaded). Browser and server alike; bad values are
// dropped, never an error.

import { CATEGORY_SLUGS, type CategorySlug } from "#app/catalogue/types.ts";
import { type InquiryStatus, isInquiryStatus } from "#app/inquiries/status.ts";

export const INBOX_PAGE_SIZE = 25;

export interface InboxFilters {
  status: InquiryStatus | null;
  category: CategorySlug | null;
  /** A product name of the catalogue. */
  product: string | null;
  /** "me", "none" or a member's id. */
  assignee: string | null;
  /** Nairobi dates, YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  q: string | null;
  /** No first reply, and past the promised time. */
  overdue: boolean;
  /** 1-based. */
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed.slice(0, max);
}

function date(value: string | null): string | null {
  return value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status");
  const category = params.get("category");
  const page = Number(params.get("page"));
  return {
    status: isInquiryStatus(status) ? status : null,
    category: (CATEGORY_SLUGS as readonly string[]).includes(category ?? "")
      ? (category as CategorySlug)
      : null,
    product: text(params.get("product"), 200),
    assignee: text(params.get("assignee"), 100),
    from: date(params.get("from")),
    to: date(params.get("to")),
    q: text(params.get("q"), 200),
    overdue: params.get("overdue") === "1",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a view ("?status=new&page=2"), without defaults; "" for none. */
export function inboxSearch(filters: Partial<InboxFilters>): string {
  const params = new URLSearchParams();
  for (const key of ["status", "category", "product", "assignee", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.overdue) params.set("overdue", "1");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
