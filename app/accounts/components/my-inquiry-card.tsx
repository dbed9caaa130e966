import { FileText, MessageSquareReply } from "lucide-react";
import type { MyInquiry } from "#app/accounts/my-inquiries.server.ts";
import { copy } from "#app/business/copy.ts";
import { phoneDisplay } from "#app/business/contact-links.ts";
import { formatDateTime, formatLongDate, formatWhen } from "#app/business/time.ts";
import { STATUS_TONES } from "#app/inquiries/components/status-tones.ts";
import { formatKes } from "#app/quotes/money.ts";
import { CUSTOMER_QUOTE_STATE_LABELS } from "#app/quotes/status.ts";

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** What a customer is told while no e-mail reply shows: the truth, late or not. */
function promiseText({ promise, reference }: MyInquiry): string {
  const text = copy.myInquiries;
  switch (promise.kind) {
    case "due":
      return text.replyDue(formatWhen(promise.dueAt));
    case "late":
      return text.replyLate(formatWhen(promise.dueAt), phoneDisplay, reference);
    case "answered":
      return text.answeredElsewhere;
    case "closed":
      return text.noReply;
  }
}

/** One of a customer's inquiries: its status, our replies, and the quotes sent. */
export function MyInquiryCard({ inquiry }: { inquiry: MyInquiry }) {
  const text = copy.myInquiries;
  return (
    <article
      aria-labelledby={`inquiry-${inquiry.reference}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`inquiry-${inquiry.reference}`} className="text-lg font-semibold text-slate-900">
          {inquiry.product ?? text.general}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ${STATUS_TONES[inquiry.status]}`}
        >
          <span className="sr-only">{text.status}: </span>
          {inquiry.statusLabel}
        </span>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1.5">
          <dt>{text.reference}:</dt>
          <dd className="font-medium text-slate-900">{inquiry.reference}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{text.sent}:</dt>
          <dd>
            <When iso={inquiry.createdAt} />
          </dd>
        </div>
      </dl>
      {/* A quote sent is an answer too: no "not replied yet" beside it. */}
      {inquiry.replies.length > 0 || inquiry.quotes.length === 0 ? (
        <section aria-label={`${text.replies}, ${inquiry.reference}`} className="mt-4">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <MessageSquareReply className="size-4 text-brand-700" aria-hidden="true" />
            {text.replies}
          </h3>
          {inquiry.replies.length === 0 ? (
            <p
              className={
                inquiry.promise.kind === "late"
                  ? "mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
                  : "mt-2 text-sm text-slate-600"
              }
            >
              {promiseText(inquiry)}
            </p>
          ) : (
            <ol className="mt-2 space-y-3">
              {inquiry.replies.map((reply) => (
                <li key={reply.at} className="rounded-lg bg-slate-50 p-4 text-sm">
                  <p className="text-xs text-slate-600">
                    <When iso={reply.at} />
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-slate-800">{reply.body}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
      {inquiry.quotes.length > 0 ? (
        <section aria-label={`${text.quotes}, ${inquiry.reference}`} className="mt-4">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <FileText className="size-4 text-brand-700" aria-hidden="true" />
            {text.quotes}
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {inquiry.quotes.map((quote) => (
              <li
                key={quote.number}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 text-sm"
              >
                <span>
                  {quote.link ? (
                    <a
                      href={quote.link}
                      className="font-medium text-brand-800 underline-offset-2 hover:underline"
                      aria-label={text.openQuote(quote.number)}
                    >
                      {quote.number}
                    </a>
                  ) : (
                    <span className="font-medium text-slate-700">{quote.number}</span>
                  )}
                  <span className="block text-xs text-slate-600">
                    {CUSTOMER_QUOTE_STATE_LABELS[quote.state]}
                    {quote.state === "sent"
                      ? ` · ${text.validUntil} ${formatLongDate(quote.validUntil)}`
                      : ""}
                  </span>
                </span>
                <span className="font-medium text-slate-900 tabular-nums">
                  {formatKes(quote.totalCents)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
