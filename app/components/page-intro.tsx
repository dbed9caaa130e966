import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container.tsx";

/** The band at the top of inner pages: optional breadcrumb, title, intro. */
export function PageIntro({
  title,
  text,
  eyebrow,
  breadcrumb,
  icon,
}: {
  title: string;
  text?: ReactNode;
  eyebrow?: ReactNode;
  breadcrumb?: ReactNode;
  icon?: string;
}) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <Container className="py-6 sm:py-12">
        {breadcrumb}
        <div className="flex items-start gap-4">
          {icon ? (
            <span
              className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-white text-3xl shadow-sm ring-1 ring-slate-200"
              aria-hidden="true"
            >
              {icon}
            </span>
          ) : null}
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {title}
            </h1>
            {text ? (
              <p className="mt-2 max-w-2xl text-sm text-slate-600 sm:mt-3 sm:text-base">{text}</p>
            ) : null}
            {eyebrow ? (
              <p className="mt-3 text-sm font-semibold text-brand-700">{eyebrow}</p>
            ) : null}
          </div>
        </div>
      </Container>
    </div>
  );
}
