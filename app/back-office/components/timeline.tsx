import { Paperclip } from "lucide-react";
import { formatFileSize } from "#app/back-office/reply-files.ts";
import { formatWhen } from "#app/business/time.ts";
import {
  type AttachedFile,
  type EmailEventDetail,
  HOLD_REASON_LABELS,
  type InquiryEvent,
  type QuoteEventDetail,
} from "#app/inquiries/events.ts";
import { MAX_FILE_BYTES } from "#app/inquiries/mail-in/limits.ts";
import { formatKes } from "#app/quotes/money.ts";
import { STATUS_LABELS } from "#app/inquiries/status.ts";

interface MailDelivery {
  id: string;
  status: "pending" | "sent";
  attempts: number;
  lastError: string | null;
}

/** One entry's sentence; who did it comes first. */
function describe(event: InquiryEvent): string {
  const who = event.actorName ?? "The website";
  switch (event.kind) {
    case "received":
      return `Received ${event.detail ? "by e-mail" : "from the website"}; acknowledgement e-mailed to the customer`;
    case "held": {
      const detail = event.detail as InquiryEvent<"held">["detail"];
      return `Received from the website and held as spam: ${HOLD_REASON_LABELS[detail.reason] ?? "flagged"}. No e-mail was sent and no reply is owed`;
    }
    case "released":
      return `${who} said it is not spam; acknowledgement e-mailed to the customer, reply due ${formatWhen((event.detail as InquiryEvent<"released">["detail"]).dueAt)}`;
    case "blocked":
      return `${who} blocked the sender, ${(event.detail as InquiryEvent<"blocked">["detail"]).email}: their next inquiries are held as spam`;
    case "unblocked":
      return `${who} unblocked the sender, ${(event.detail as InquiryEvent<"unblocked">["detail"]).email}`;
    case "status": {
      const detail = event.detail as InquiryEvent<"status">["detail"];
      return `${who} changed the status from ${STATUS_LABELS[detail.from]} to ${STATUS_LABELS[detail.to]}`;
    }
    case "assigned": {
      const detail = event.detail as InquiryEvent<"assigned">["detail"];
      return detail.toName ? `${who} assigned it to ${detail.toName}` : `${who} unassigned it`;
    }
    case "note":
      return `${who} added a note`;
    case "reply":
      return `${who} replied by e-mail`;
    case "whatsapp":
      return `${who} opened a WhatsApp chat with the customer`;
    case "answered":
      return `${who} answered the customer on WhatsApp`;
    case "reminder":
      return "Reminder e-mailed to the team: close to overdue";
    case "exported":
      return `${who} exported the customer's data`;
    case "quote":
      return quoteSentence(who, event.detail as InquiryEvent<"quote">["detail"]);
    case "email":
      return emailSentence(event.detail as EmailEventDetail);
  }
}

function quoteSentence(who: string, detail: QuoteEventDetail): string {
  const total = detail.totalCents === undefined ? "" : ` (${formatKes(detail.totalCents)})`;
  const customer = "The customer";
  switch (detail.event) {
    case "sent":
      return `${who} sent quote ${detail.number}${total}`;
    case "viewed":
      return `${customer} opened quote ${detail.number}`;
    case "accepted":
      return `${detail.name ?? customer} accepted quote ${detail.number}${total}${detail.po ? `, purchase order ${detail.po}` : ""}`;
    case "declined":
      return `${customer} declined quote ${detail.number}`;
    case "change":
      return `${customer} asked for a change to quote ${detail.number}${detail.emailed === false ? " (not e-mailed: one of several that day)" : ""}`;
    case "expired":
      return `Quote ${detail.number} expired without an answer`;
    case "whatsapp":
      return `${who} sent quote ${detail.number} on WhatsApp`;
    case "followed-up":
      return `Follow-up e-mailed to the customer about quote ${detail.number}`;
  }
}

/** Who wrote it by name; the address follows in the entry's small print. */
function emailSentence(detail: EmailEventDetail): string {
  if (detail.opened) return `${detail.fromName ?? "The sender"}'s e-mail opened this inquiry`;
  if (detail.automatic) return "An automatic e-mail came back (an out-of-office or a bounce)";
  return `${detail.fromName ?? "The customer"} replied by e-mail`;
}

function body(event: InquiryEvent): string | null {
  if (event.kind === "quote") return (event.detail as InquiryEvent<"quote">["detail"]).note ?? null;
  if (event.kind === "note") return (event.detail as InquiryEvent<"note">["detail"]).text;
  if (event.kind === "reply") return (event.detail as InquiryEvent<"reply">["detail"]).body;
  if (event.kind === "whatsapp") return (event.detail as InquiryEvent<"whatsapp">["detail"]).text;
  if (event.kind === "email") return (event.detail as EmailEventDetail).text || null;
  return null;
}

/** The entry's small print after its time: a reply's delivery, an e-mail's sender. */
function delivery(event: InquiryEvent, mail: MailDelivery[]): string | null {
  if (event.kind === "email") return `from ${(event.detail as EmailEventDetail).from}`;
  if (event.kind !== "reply") return null;
  const id = (event.detail as InquiryEvent<"reply">["detail"]).outboxId;
  const message = mail.find((m) => m.id === id);
  if (!message) return null;
  if (message.status === "sent") return "Delivered";
  return message.lastError ? `Not delivered yet: ${message.lastError}` : "Waiting to be sent";
}

/** The files an e-mail carried: a reply's, or the customer's. */
function filesOf(event: InquiryEvent): {
  files: readonly AttachedFile[];
  skipped: readonly { name: string; size: number }[];
} {
  if (event.kind === "reply")
    return { files: (event.detail as InquiryEvent<"reply">["detail"]).files ?? [], skipped: [] };
  if (event.kind === "email") return event.detail as EmailEventDetail;
  return { files: [], skipped: [] };
}

/** Each a download; a customer's attachment too big to keep is named. */
function Files({ event, reference }: { event: InquiryEvent; reference: string }) {
  const { files, skipped } = filesOf(event);
  if (files.length === 0 && skipped.length === 0) return null;
  return (
    <ul aria-label="Attached files" className="mt-1 flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={`/staff/inquiries/${reference}/files/${file.id}`}
            download={file.name}
            className="inline-flex min-h-11 items-center gap-1.5 rounded text-brand-800 hover:underline sm:min-h-0"
          >
            <Paperclip className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-all">{file.name}</span>
            <span className="shrink-0 text-xs text-slate-500">({formatFileSize(file.size)})</span>
          </a>
        </li>
      ))}
      {skipped.map((file, index) => (
        <li key={`skipped-${index}`} className="text-xs text-amber-800">
          {file.name} ({formatFileSize(file.size)}) was not kept: attachments over{" "}
          {formatFileSize(MAX_FILE_BYTES)} are left in the mailbox.
        </li>
      ))}
    </ul>
  );
}

/** The audit trail, oldest first: what happened, who, when. */
export function Timeline({
  trail,
  mail,
  reference,
}: {
  trail: InquiryEvent[];
  mail: MailDelivery[];
  reference: string;
}) {
  return (
    <ol className="flex flex-col gap-3 border-l border-slate-200 pl-4">
      {trail.map((event) => {
        const text = body(event);
        const state = delivery(event, mail);
        return (
          <li key={event.id} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-brand-600"
            />
            <p className="text-slate-800">{describe(event)}</p>
            <p className="text-xs break-words text-slate-500">
              <time dateTime={event.at}>{formatWhen(event.at)}</time>
              {state ? ` · ${state}` : ""}
            </p>
            {text ? (
              <p className="mt-1 rounded-lg bg-slate-50 p-2 whitespace-pre-wrap text-slate-700">
                {text}
              </p>
            ) : null}
            <Files event={event} reference={reference} />
          </li>
        );
      })}
    </ol>
  );
}
