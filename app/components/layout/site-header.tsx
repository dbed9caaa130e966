import { CircleUser, Menu, X } from "lucide-react";
import { ContactIcon } from "#app/components/contact-icons.tsx";
import { NavLink, useLocation } from "react-router";
import {
  phoneDisplay,
  telHref,
  whatsappHref,
  whatsappMessages,
} from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { ContactList } from "#app/components/contact-actions.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import { Logo } from "./logo.tsx";
import { headerLinks } from "./nav-items.ts";
import { SearchForm } from "./search-form.tsx";

const PANEL_ID = "site-menu";

function accountLinkClass(layout: "bar" | "panel") {
  return cn(
    "rounded-md font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900",
    layout === "bar" ? "px-3 py-2 text-sm" : "-ml-3 px-3 py-3 text-base",
  );
}

/**
 * Shown instead of 'Login' once the page's script knows who is signed in
 * (app/accounts/account-shell.ts): the same HTML is served to everyone. The
 * 'Back office' link shows only for staff; the back office checks the role
 * itself on the server.
 */
function AccountItem({ layout }: { layout: "bar" | "panel" }) {
  return (
    <li
      hidden
      data-account="signed-in"
      className={cn("flex items-center gap-1", layout === "panel" && "flex-wrap px-3 py-2")}
    >
      <span
        className={cn(
          "min-w-0 items-center gap-1.5 text-sm text-slate-700",
          layout === "bar" ? "hidden max-w-36 pl-2 xl:flex" : "flex w-full pb-1",
        )}
      >
        <CircleUser className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="sr-only">Signed in as </span>
        <span data-account-email="" className="truncate font-medium">
          {copy.account.label}
        </span>
      </span>
      <a href="/account/inquiries" className={accountLinkClass(layout)}>
        {copy.account.myInquiries}
      </a>
      <a href="/staff" hidden data-account-staff="" className={accountLinkClass(layout)}>
        {copy.account.backOffice}
      </a>
      <form method="post" action="/api/account/sign-out">
        <button type="submit" className={accountLinkClass(layout)}>
          {copy.account.signOut}
        </button>
      </form>
    </li>
  );
}

function NavLinks({ layout }: { layout: "bar" | "panel" }) {
  return (
    <ul className={layout === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {headerLinks.map((link) => (
        <li key={link.to} data-account={link.to === "/auth" ? "signed-out" : undefined}>
          <NavLink
            to={link.to}
            end={link.to === "/"}
            className={({ isActive }) =>
              cn(
                "block rounded-md font-medium whitespace-nowrap transition-colors",
                layout === "bar" ? "px-3 py-2 text-sm" : "px-3 py-3 text-base",
                isActive
                  ? "bg-brand-50 text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
      <AccountItem layout={layout} />
    </ul>
  );
}

const quickAction =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50";

/** On a phone, where the contact bar does not fit, a call and a chat stay one tap away. */
function PhoneQuickActions() {
  return (
    <div className="ml-auto flex shrink-0 sm:hidden">
      <a href={telHref()} className={quickAction} aria-label={`Call ${phoneDisplay}`}>
        <ContactIcon name="phone" className="size-5" />
      </a>
      <a
        href={whatsappHref(whatsappMessages.general)}
        target="_blank"
        rel="noopener noreferrer"
        className={quickAction}
        aria-label="WhatsApp us (opens in a new tab)"
      >
        <ContactIcon name="chat" className="size-5" />
      </a>
    </div>
  );
}

export function SiteHeader() {
  // The header's box is on every main screen. On All
  // Products it holds the query as the page's own box does.
  const { pathname, search } = useLocation();
  const onAllProducts = pathname.replace(/\/$/, "") === "/all-products";
  const query = onAllProducts ? (new URLSearchParams(search).get("q") ?? undefined) : undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="hidden bg-slate-900 text-sm sm:block">
        <Container>
          <ContactList tone="light" className="flex h-9 items-center justify-end gap-6" />
        </Container>
      </div>
      <Container className="flex h-16 items-center gap-1 sm:gap-4">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <NavLinks layout="bar" />
        </nav>
        <div className="ml-auto hidden w-72 md:block">
          <SearchForm id="header-search" defaultValue={query} />
        </div>
        <PhoneQuickActions />
        <button
          type="button"
          popoverTarget={PANEL_ID}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 sm:ml-auto md:ml-0 lg:hidden"
          aria-label="Open menu"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </Container>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-label="Menu"
        className="side-panel overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-xl lg:hidden"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="text-base font-semibold text-slate-900">Menu</span>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <div className="mb-4">
          <SearchForm id="panel-search" defaultValue={query} />
        </div>
        <nav aria-label="Main (mobile)">
          <NavLinks layout="panel" />
        </nav>
        <ContactList className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 text-sm" />
      </div>
    </header>
  );
}
