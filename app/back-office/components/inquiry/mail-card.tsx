import type { MailState } from "#app/back-office/inquiry-work.server.ts";
import { formatWhen } from "#app/business/time.ts";
import { Card } from "#app/components/ui/card.tsx";
import type { MailKind } from "#app/inquiries/status.ts";

const MAIL_NAMES: Record<MailKind, string> = {
  notification: "Notification to the business",
  acknowledgement: "Acknowledgement to the customer",
  reply: "Reply to the customer",
  reminder: "Reminder to the owners",
  digest: "Morning digest",
  assignment: "Assignment e-mailed to the team member",
  quote: "Quote to the customer",
  quote_follow_up: "Quote follow-up to the customer",
  quote_answer: "The customer's answer to the business",
  quote_confirmation: "Acceptance confirmed to the customer",
};

function deliveryOf(message: MailState): string {
  if (message.status === "sent") {
    return `Delivered ${message.sentAt ? formatWhen(message.sentAt) : ""}`;
  }
  const state =
    message.attempts === 0
      ? "Waiting to be sent"
      : `Not delivered yet: ${message.attempts} attempt${message.attempts === 1 ? "" : "s"}`;
  return message.lastError ? `${state} · last error: ${message.lastError}` : state;
}

/** Every e-mail about the inquiry, and whether it reached its reader. */
export function MailCard({ mail }: { mail: MailState[] }) {
  return (
    <Card title="E-mails">
      {mail.length === 0 ? <p className="text-sm text-slate-600">None.</p> : null}
      <ul className="flex flex-col gap-2 text-sm empty:hidden">
        {mail.map((message) => (
          <li key={message.id}>
            <span className="text-slate-800">
              {MAIL_NAMES[message.kind as MailKind] ?? message.kind}
            </span>
            <span className="block text-xs text-slate-600">{deliveryOf(message)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
