import { CheckCircle2, Info } from "lucide-react";
import { copy } from "#app/business/copy.ts";

/**
 * Above the customer's quote: thanks for their answer, or why it can no
 * longer be answered (replaced, with a link to the latest; expired; …).
 */
export function QuoteNotice({
  thanks,
  closed,
  text,
  latest,
}: {
  thanks: string | null;
  closed: string | null;
  text: string;
  latest: string | null;
}) {
  if (thanks)
    return (
      <p
        role="status"
        className="flex gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        {thanks}
      </p>
    );
  if (!closed) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap gap-2 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <Info className="size-5 shrink-0" aria-hidden="true" />
      {text}
      {latest ? (
        <a href={latest} className="font-semibold underline">
          {copy.quote.seeLatest}
        </a>
      ) : null}
    </p>
  );
}
