import { HeartHandshake, ShieldCheck, Tag } from "lucide-react";

const values = [
  {
    icon: ShieldCheck,
    title: "Quality",
    text: "Genuine, warranted products from brands with a local presence.",
  },
  {
    icon: HeartHandshake,
    title: "Support",
    text: "We answer the phone, and we stay with you after the sale.",
  },
  {
    icon: Tag,
    title: "Affordability",
    text: "Fair, competitive quotes, whether you need one item or fifty.",
  },
] as const;

/** About's values: quality, support, affordability. */
export function OurValues({ headingClass }: { headingClass: string }) {
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading" className={headingClass}>
        Our values
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-5">
            <Icon className="size-7 text-brand-700" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
