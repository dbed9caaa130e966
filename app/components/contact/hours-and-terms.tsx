import { Clock } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { termsRows } from "#app/business/terms.ts";
import { BusinessTerms } from "#app/components/business-terms.tsx";

/** Spec: Contact's business hours. */
export function BusinessHours() {
  return (
    <section
      aria-labelledby="hours-heading"
      className="mt-10 rounded-xl border border-slate-200 p-6"
    >
      <h2
        id="hours-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Clock className="size-5 text-brand-700" aria-hidden="true" />
        {copy.contact.businessHours}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        {business.hours.map((slot) => (
          <div key={slot.days} className="flex justify-between py-2.5">
            <dt className="text-slate-700">{slot.days}</dt>
            <dd className="font-medium text-slate-900">{slot.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Delivery, warranty and payment: nothing at all when the business gives none. */
export function TermsSection() {
  if (termsRows(business.terms, business.payment).length === 0) return null;
  return (
    <section
      aria-labelledby="terms-heading"
      className="mt-6 rounded-xl border border-slate-200 p-6"
    >
      <h2 id="terms-heading" className="text-lg font-semibold text-slate-900">
        {copy.trust.termsTitle}
      </h2>
      <BusinessTerms className="mt-4" />
    </section>
  );
}
