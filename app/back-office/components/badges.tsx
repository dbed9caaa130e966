import { AlarmClock, CheckCircle2, Clock, MessageSquareReply } from "lucide-react";
import { type PromiseState } from "#app/back-office/time.ts";
import { type InquiryStatus, STATUS_LABELS } from "#app/inquiries/status.ts";
import { STATUS_TONES } from "#app/inquiries/components/status-tones.ts";
import { cn } from "#app/lib/cn.ts";

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

/** The customer e-mailed since staff last replied: their answer waits to be read. */
export function CustomerRepliedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-sky-800 ring-1 ring-sky-600/20 ring-inset">
      <MessageSquareReply className="size-3.5 shrink-0" aria-hidden="true" />
      Customer replied
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
