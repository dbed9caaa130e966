import { CheckCircle2 } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { LeadershipCard } from "#app/components/leadership-card.tsx";

/** Spec: Contact's 'What to expect' list and its leadership card. */
export function WhatToExpect() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="expect-heading" className="rounded-2xl bg-slate-50 p-6">
        <h2 id="expect-heading" className="text-lg font-semibold text-slate-900">
          {copy.contact.whatToExpect}
        </h2>
        <ul className="mt-4 space-y-3">
          {copy.contact.expectations.map((item) => (
            <li key={item} className="flex gap-2.5 text-slate-700">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="leadership-heading">
        <h2 id="leadership-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {copy.contact.leadership}
        </h2>
        <LeadershipCard />
      </section>
    </div>
  );
}
