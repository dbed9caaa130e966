// A quote's life. Browser and server alike.

/**
 * Stored states. 'Viewed' is not one of them: a sent quote the customer has
 * opened (viewed_at) is still waiting for their answer.
 */
export const QUOTE_STATUSES = [
  "draft",
  "sent",
  "accepted",
  "declined",
  "expired",
  "replaced",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What the back office shows: a stored state, with 'viewed' told apart from 'sent'. */
export type QuoteState = QuoteStatus | "viewed";

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced",
};

export function quoteState(quote: { status: QuoteStatus; viewedAt: string | null }): QuoteState {
  return quote.status === "sent" && quote.viewedAt ? "viewed" : quote.status;
}

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** A quote's state as its customer is told it: they need not know they 'viewed' it. */
export type CustomerQuoteState = Exclude<QuoteStatus, "draft">;

export const CUSTOMER_QUOTE_STATE_LABELS: Record<CustomerQuoteState, string> = {
  sent: "Waiting for your answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced by a newer quote",
};

export function customerQuoteState(status: QuoteStatus): CustomerQuoteState {
  // Drafts are never shown to a customer; a caller that asks gets "sent".
  return status === "draft" ? "sent" : status;
}
