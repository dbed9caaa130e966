// The inbox's bulk form, as posted: which change its choices name, read on
// the server into bulk.server.ts's BulkChange. Browser and server alike.

import { INQUIRY_STATUSES, type InquiryStatus, STATUS_LABELS } from "#app/inquiries/status.ts";

export type BulkChoice =
  | { readonly kind: "status"; readonly to: InquiryStatus }
  | { readonly kind: "assign"; readonly to: string | null }
  | { readonly kind: "spam"; readonly block: boolean };

export const BULK_ACTIONS = {
  statuses: [
    ...INQUIRY_STATUSES.filter((status) => status !== "spam").map((status) => ({
      value: `status:${status}`,
      label: `Mark ${STATUS_LABELS[status]}`,
    })),
    { value: "spam", label: "Mark Spam" },
    { value: "spam-block", label: "Mark Spam and block senders" },
  ],
} as const;

/** The change a posted choice names, or null for none or an unknown one. */
export function parseBulkChoice(value: unknown): BulkChoice | null {
  if (typeof value !== "string") return null;
  if (value === "spam") return { kind: "spam", block: false };
  if (value === "spam-block") return { kind: "spam", block: true };
  const [kind, ...rest] = value.split(":");
  const arg = rest.join(":");
  if (kind === "status") {
    const status = INQUIRY_STATUSES.find((s) => s === arg);
    return status ? { kind: "status", to: status } : null;
  }
  if (kind === "assign" && arg.length <= 100)
    return { kind: "assign", to: arg === "" ? null : arg };
  return null;
}
