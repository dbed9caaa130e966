import type { ReactNode } from "react";
import type { Notice } from "#app/accounts/notice.ts";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";

/** The frame of the account screens: title, subtitle, an optional notice. */
export function AuthCard({
  title,
  subtitle,
  notice,
  children,
}: {
  title: string;
  subtitle: string;
  notice?: Notice | null;
  children: ReactNode;
}) {
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        {notice ? (
          <div
            role={notice.tone === "error" ? "alert" : "status"}
            className={cn(
              "mt-5 rounded-lg p-3 text-sm ring-1",
              notice.tone === "error"
                ? "bg-red-50 text-red-800 ring-red-200"
                : "bg-emerald-50 text-emerald-900 ring-emerald-200",
            )}
          >
            <p className="font-semibold">{notice.title}</p>
            <p>{notice.text}</p>
          </div>
        ) : null}
        {children}
      </div>
    </Container>
  );
}
