import { FilePlus2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { formatKes } from "#app/quotes/money.ts";
import type { QuoteState } from "#app/quotes/status.ts";
import { QuoteStateBadge } from "./state-badge.tsx";

export interface QuoteSummary {
  readonly number: string;
  readonly state: QuoteState;
  readonly totalCents: number;
}

/** An inquiry's quotes and their states, and a new one to make. */
export function QuotesCard({ quotes }: { quotes: readonly QuoteSummary[] }) {
  return (
    <Card title="Quotes">
      {quotes.length > 0 ? (
        <ul className="mb-3 flex flex-col gap-2 text-sm">
          {quotes.map((quote) => (
            <li key={quote.number} className="flex items-center justify-between gap-2">
              <Link
                to={`/staff/quotes/${quote.number}`}
                className="font-medium text-brand-800 hover:underline"
              >
                {quote.number}
                <span className="block text-xs font-normal text-slate-600">
                  {formatKes(quote.totalCents)}
                </span>
              </Link>
              <QuoteStateBadge state={quote.state} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600">No quote yet.</p>
      )}
      <Form method="post">
        <Button
          type="submit"
          name="intent"
          value="new-quote"
          size="sm"
          className="min-h-11"
          icon={<FilePlus2 className="size-4" aria-hidden="true" />}
        >
          New quote
        </Button>
      </Form>
    </Card>
  );
}
