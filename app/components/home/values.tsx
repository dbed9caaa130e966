import { Headset, ShieldCheck, Tag, Truck } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { Container } from "#app/components/ui/container.tsx";

/** The core values (spec: quality, support, affordability), each with its icon. */
const icons = [ShieldCheck, Headset, Tag, Truck] as const;

export function HomeValues() {
  return (
    <section aria-label={copy.home.whyUs} className="border-b border-slate-200 bg-slate-50">
      <Container className="grid gap-5 py-8 sm:grid-cols-2 sm:gap-6 sm:py-10 lg:grid-cols-4">
        {copy.home.values.map(({ title, text }, i) => {
          const Icon = icons[i] ?? ShieldCheck;
          return (
            <div key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="font-semibold text-slate-900">{title}</h2>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </div>
          );
        })}
      </Container>
    </section>
  );
}
