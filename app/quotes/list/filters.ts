// The quotes list's filters as they live in the URL: one parser for the
// page and its CSV export, so a filtered view can be bookmarked and
// exported as it is. Browser-safe.

import { queryPage, queryText } from "#app/lib/query-params.ts";
import { QUOTE_STATE_LABELS, type QuoteState } from "../status.ts";

export const QUOTES_PAGE_SIZE = 25;

export const QUOTE_STATES = Object.keys(QUOTE_STATE_LABELS) as QuoteState[];

export interface QuoteFilters {
  state: QuoteState | null;
  /** Searched in the number, the inquiry's reference, and the customer's name, e-mail and company. */
  q: string | null;
  /** 1-based. */
  page: number;
}

export const NO_QUOTE_FILTERS: QuoteFilters = { state: null, q: null, page: 1 };

function isQuoteState(value: string | null): value is QuoteState {
  return value !== null && (QUOTE_STATES as string[]).includes(value);
}

export function parseQuoteFilters(params: URLSearchParams): QuoteFilters {
  const state = params.get("state");
  return {
    state: isQuoteState(state) ? state : null,
    q: queryText(params.get("q")),
    page: queryPage(params.get("page")),
  };
}

/** The query string for filters, defaults left out; "" when none. */
export function quotesSearch(filters: Partial<QuoteFilters>): string {
  const params = new URLSearchParams();
  if (filters.state) params.set("state", filters.state);
  if (filters.q) params.set("q", filters.q);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
