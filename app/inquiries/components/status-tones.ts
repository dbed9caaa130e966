import type { InquiryStatus } from "#app/inquiries/status.ts";

/** Each status's colours, wherever a status is shown (the back office, 'My inquiries'). */
export const STATUS_TONES: Record<InquiryStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  in_progress: "bg-amber-50 text-amber-800 ring-amber-200",
  quoted: "bg-violet-50 text-violet-800 ring-violet-200",
  won: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
  spam: "bg-rose-50 text-rose-800 ring-rose-200",
};
