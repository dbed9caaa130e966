import { Link } from "react-router";
import { business } from "#app/business/details.ts";

/** The mark: a rising sun over a screen ("mwangaza" is Swahili for light). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0e7490" />
      <circle cx="16" cy="17" r="6" fill="#fbbf24" />
      <path
        d="M16 6v3M7.5 9.5l2 2M24.5 9.5l-2 2M5 17h3M24 17h3"
        stroke="#a5f3fc"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="5" y="21" width="22" height="6" rx="1.5" fill="#0e7490" />
      <path d="M7 23h18" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md">
      <LogoMark className="size-9" />
      <span className="flex flex-col leading-tight">
        <span
          className={
            tone === "dark" ? "text-lg font-bold text-slate-900" : "text-lg font-bold text-white"
          }
        >
          {business.shortName}
        </span>
        <span className={tone === "dark" ? "text-xs text-slate-500" : "text-xs text-slate-300"}>
          {business.trade}
        </span>
      </span>
    </Link>
  );
}
