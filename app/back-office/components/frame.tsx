import type { ReactNode } from "react";
import { NavLink } from "react-router";
import {
  EDIT_CATALOGUE,
  type Grant,
  MANAGE_ANSWERS,
  ROLE_LABELS,
  type StaffRole,
  memberAllows,
} from "#app/back-office/roles.ts";
import { business } from "#app/business/details.ts";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { useHydrated } from "#app/enhance/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

interface FrameUser {
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly grants: readonly Grant[];
}

/** The back office's sections; a link shows only to members who may open it. */
const SECTIONS = [
  { to: "/staff", label: "Inbox", end: true, allowed: () => true },
  { to: "/staff/quotes", label: "Quotes", end: false, allowed: () => true },
  {
    to: "/staff/catalogue",
    label: "Catalogue",
    end: false,
    allowed: (user: FrameUser) => memberAllows(user, EDIT_CATALOGUE),
  },
  {
    to: "/staff/insights",
    label: "Insights",
    end: false,
    allowed: (user: FrameUser) => memberAllows(user, { insights: ["read"] }),
  },
  {
    to: "/staff/answers",
    label: "Saved answers",
    end: false,
    allowed: (user: FrameUser) => memberAllows(user, MANAGE_ANSWERS),
  },
  {
    to: "/staff/team",
    label: "Team",
    end: false,
    allowed: (user: FrameUser) => memberAllows(user, { team: ["manage"] }),
  },
] as const;

/** The back office's header and page frame: calm, compact, the site's colours. */
export function BackOfficeFrame({ user, children }: { user: FrameUser; children: ReactNode }) {
  // Marks the page as running script: tests wait for it before answering dialogs.
  const hydrated = useHydrated();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
          <a href="/staff" className="flex items-center gap-2 rounded-md py-1">
            <LogoMark className="size-7" />
            <span className="text-sm leading-tight font-semibold text-slate-900">
              {business.shortName}
              <span className="block text-xs font-normal text-slate-500">Back office</span>
            </span>
          </a>
          <nav
            aria-label="Back office"
            // On a phone the sections scroll sideways rather than push the page wider.
            className="order-last -mx-4 w-[calc(100%+2rem)] overflow-x-auto px-3 sm:order-none sm:mx-0 sm:w-auto sm:px-0"
          >
            <ul className="flex gap-0.5 sm:gap-1">
              {SECTIONS.filter((section) => section.allowed(user)).map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap sm:px-3",
                        isActive
                          ? "bg-brand-50 text-brand-800"
                          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2 text-sm">
            <NavLink
              to="/staff/settings"
              aria-label={`${user.name} · ${ROLE_LABELS[user.role]}: your e-mails`}
              title={user.email}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-2 py-2 hover:bg-slate-100",
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-600",
                )
              }
            >
              <span className="md:hidden">{user.name.split(" ")[0]}</span>
              <span className="hidden md:inline">
                {user.name} · {ROLE_LABELS[user.role]}
              </span>
            </NavLink>
            <a href="/" className="rounded-md px-2 py-2 text-slate-700 hover:bg-slate-100">
              View site
            </a>
            <form method="post" action="/api/account/sign-out">
              <button
                type="submit"
                className="rounded-md px-2 py-2 font-medium text-slate-700 hover:bg-slate-100"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main
        id="main"
        data-hydrated={hydrated ? "" : undefined}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 sm:px-6"
      >
        {children}
      </main>
    </>
  );
}
