import { QUOTE_STATE_LABELS, type QuoteState } from "#app/quotes/status.ts";
import { cn } from "#app/lib/cn.ts";

const TONES: Record<QuoteState, string> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-200",
  sent: "bg-brand-50 text-brand-800 ring-brand-200",
  viewed: "bg-violet-50 text-violet-800 ring-violet-200",
  accepted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  declined: "bg-rose-50 text-rose-800 ring-rose-200",
  expired: "bg-amber-50 text-amber-900 ring-amber-200",
  replaced: "bg-slate-100 text-slate-600 ring-slate-200",
};

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[state],
      )}
    >
      {QUOTE_STATE_LABELS[state]}
    </span>
  );
}
