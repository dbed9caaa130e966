import type { InquiryDetail } from "#app/back-office/inquiry-work.server.ts";
import { Card } from "#app/components/ui/card.tsx";

/** What the customer wrote, and the page they wrote it from. */
export function MessageCard({ inquiry }: { inquiry: InquiryDetail }) {
  return (
    <Card title="Message">
      <p className="text-sm whitespace-pre-wrap text-slate-800">
        {inquiry.message ?? "(No message: they asked about the product only.)"}
      </p>
      <p className="mt-3 text-xs text-slate-500">
        Sent from{" "}
        {inquiry.page ? (
          <a href={inquiry.page} className="text-brand-800 underline">
            {inquiry.page}
          </a>
        ) : (
          "an unknown page"
        )}
      </p>
    </Card>
  );
}
