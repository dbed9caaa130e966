import { AlarmClock, CheckCircle2, Clock } from "lucide-react";
import { type PromiseState } from "#app/back-office/time.ts";
import { type InquiryStatus, STATUS_LABELS } from "#app/inquiries/status.ts";
import { cn } from "#app/lib/cn.ts";

const STATUS_TONES: Record<InquiryStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  in_progress: "bg-amber-50 text-amber-800 ring-amber-200",
  quoted: "bg-violet-50 text-violet-800 ring-violet-200",
  won: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
  spam: "bg-rose-50 text-rose-800 ring-rose-200",
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        STATUS_TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The reply promise at a glance: overdue in red, due soon in amber. */
export function PromiseBadge({ state }: { state: PromiseState }) {
  const tone =
    state.kind === "overdue"
      ? "text-red-700"
      : state.kind === "answered"
        ? "text-emerald-700"
        : state.kind === "closed"
          ? "text-slate-500"
          : state.soon
            ? "text-amber-700"
            : "text-slate-600";
  const Icon =
    state.kind === "overdue" ? AlarmClock : state.kind === "answered" ? CheckCircle2 : Clock;
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", tone)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {state.label}
    </span>
  );
}
