import { Copy, MessageCircle, PencilLine } from "lucide-react";
import { Form } from "react-router";
import { formatWhen } from "#app/business/time.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { Quote } from "#app/quotes/store.server.ts";
import { validityText } from "#app/quotes/wording.ts";
import { QuoteLines } from "./quote-lines.tsx";
import { QuoteTerms } from "./quote-terms.tsx";

/**
 * A quote once sent, as staff see it: locked, with its link, what the
 * customer did with it, a WhatsApp hand-off, and a revision to change it.
 */
export function SentQuote({ quote, link }: { quote: Quote; link: string | null }) {
  const canRevise = quote.status !== "accepted" && quote.status !== "replaced";
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Card title="Lines">
          <QuoteLines quote={quote} />
          <p className="mt-3 text-sm text-slate-700">{validityText(quote.validUntil)}</p>
        </Card>
        <QuoteTerms quote={quote} />
      </div>
      <div className="flex flex-col gap-4">
        <Card title="The customer's answer">
          <dl className="grid gap-1 text-sm">
            <dt className="text-slate-600">Sent</dt>
            <dd>{quote.sentAt ? formatWhen(quote.sentAt) : "Not yet"}</dd>
            <dt className="text-slate-600">Opened</dt>
            <dd>{quote.viewedAt ? formatWhen(quote.viewedAt) : "Not yet"}</dd>
            {quote.answeredAt ? (
              <>
                <dt className="text-slate-600">Answered</dt>
                <dd>
                  {formatWhen(quote.answeredAt)}
                  {quote.answer.name ? ` by ${quote.answer.name}` : ""}
                  {quote.answer.po ? ` · PO ${quote.answer.po}` : ""}
                </dd>
              </>
            ) : null}
            {quote.answer.note ? (
              <>
                <dt className="text-slate-600">They wrote</dt>
                <dd className="whitespace-pre-wrap">{quote.answer.note}</dd>
              </>
            ) : null}
          </dl>
        </Card>
        {link ? (
          <Card title="The customer's link">
            <p className="text-sm break-all text-slate-700">
              <Copy className="mr-1 inline size-4 text-slate-500" aria-hidden="true" />
              <a href={link} className="text-brand-800 underline">
                {link}
              </a>
            </p>
            {quote.customer.phone ? (
              // A new tab: the server records the hand-off, then opens the chat.
              <form method="post" target="_blank" className="mt-3">
                <input type="hidden" name="intent" value="whatsapp" />
                <Button
                  type="submit"
                  variant="whatsapp"
                  className="min-h-11 w-full"
                  icon={<MessageCircle className="size-4" aria-hidden="true" />}
                >
                  Send on WhatsApp
                </Button>
              </form>
            ) : null}
          </Card>
        ) : null}
        {canRevise ? (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="revise"
              variant="secondary"
              className="min-h-11 w-full"
              icon={<PencilLine className="size-4" aria-hidden="true" />}
            >
              Change it: make a revision
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
