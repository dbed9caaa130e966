import { Link } from "react-router";
import type { RelatedInquiry } from "#app/back-office/inquiry-work.server.ts";
import { formatWhen } from "#app/business/time.ts";
import { Card } from "#app/components/ui/card.tsx";
import { StatusBadge } from "../badges.tsx";

/** The same customer's other inquiries. */
export function RelatedCard({ related }: { related: RelatedInquiry[] }) {
  return (
    <Card title="Their other inquiries">
      {related.length === 0 ? (
        <p className="text-sm text-slate-600">None: this is their first.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {related.map((other) => (
            <li key={other.reference} className="flex items-center justify-between gap-2">
              <Link
                to={`/staff/inquiries/${other.reference}`}
                className="text-brand-800 hover:underline"
              >
                {other.reference}
                <span className="block text-xs text-slate-600">
                  {other.product ?? "General inquiry"} · {formatWhen(other.createdAt)}
                </span>
              </Link>
              <StatusBadge status={other.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
