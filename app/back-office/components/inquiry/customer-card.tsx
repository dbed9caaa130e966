import { Mail, Phone } from "lucide-react";
import type { InquiryDetail } from "#app/back-office/inquiry-work.server.ts";
import { mailtoHref, telHref } from "#app/business/contact-links.ts";
import { Card } from "#app/components/ui/card.tsx";

/** Who sent it, and how to reach them. */
export function CustomerCard({ inquiry }: { inquiry: InquiryDetail }) {
  return (
    <Card title="Customer">
      <dl className="grid gap-1 text-sm">
        <dt className="sr-only">Name</dt>
        <dd className="font-medium text-slate-900">{inquiry.name}</dd>
        <dt className="sr-only">E-mail</dt>
        <dd>
          <a
            href={mailtoHref(undefined, inquiry.email)}
            className="inline-flex items-center gap-1.5 break-all text-brand-800 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {inquiry.email}
          </a>
        </dd>
        <dt className="sr-only">Phone</dt>
        <dd>
          {inquiry.phone ? (
            <a
              href={telHref(inquiry.whatsappNumber ?? inquiry.phone)}
              className="inline-flex items-center gap-1.5 text-brand-800 hover:underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {inquiry.phone}
            </a>
          ) : (
            <span className="text-slate-500">No phone given</span>
          )}
        </dd>
      </dl>
    </Card>
  );
}
