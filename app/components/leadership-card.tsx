import { business } from "#app/business/details.ts";

function initials(name: string): string {
  return name
    .split(" ")
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join("");
}

export function LeadershipCard() {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
        aria-hidden="true"
      >
        {initials(business.director)}
      </span>
      <div>
        <p className="font-semibold text-slate-900">{business.director}</p>
        <p className="text-sm text-brand-700">{business.directorTitle}</p>
        <p className="mt-1 text-sm text-slate-600">
          Leads {business.shortName} and every customer relationship.
        </p>
      </div>
    </div>
  );
}
