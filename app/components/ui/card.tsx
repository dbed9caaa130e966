import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A titled block of a working page (the back office's), a region named by its title. */
export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border border-slate-200 bg-white p-4", className)}
    >
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
