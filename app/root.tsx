import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useMatches, useRouteError } from "react-router";
import type { BodyLimit } from "#app/back-office/body-limits.ts";
import { FLASH_KEY, SESSION_HINT_COOKIE } from "#app/accounts/session-hint.ts";
import { copy } from "#app/business/copy.ts";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { ContactIconSprite } from "#app/components/contact-icons.tsx";
import { NotFoundPage } from "#app/components/not-found-message.tsx";
import { isNotFound, UnexpectedError } from "#app/components/route-error.tsx";
import { enhanceAccountShell } from "#app/accounts/account-shell.ts";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { DevIslandRuntime, ISLANDS, useIslandUrl } from "#app/enhance/island-url.tsx";
import { hasCookie } from "#app/lib/cookies.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { catalogueOf } from "#app/catalogue/current.server.ts";
import { type RootData, noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/root";
// Inlined: on a slow mobile link a separate stylesheet costs a round trip
// before first paint (ADR 0003).
import styles from "./app.css?inline";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Nothing per request here (no session, no cookies): every catalogue page is
// pre-rendered from this loader.
export function loader({ context }: Route.LoaderArgs): RootData {
  const categories = catalogueOf(context).categories.map(({ slug, name, icon }) => ({
    slug,
    name,
    icon,
  }));
  return { origin: context.get(siteOriginContext), categories };
}

/**
 * A route opts in to client-side React with `handle = { hydrate: true }`
 * (ADR 0002; the back office, ADR 0015), and brings its own frame instead of
 * the site's header and footer with `backOffice: true`.
 */
export interface RouteHandle {
  hydrate?: boolean;
  backOffice?: boolean;
  /** The body this route (and those under it without their own) takes, and from whom. */
  bodyLimit?: BodyLimit;
}

function useHandle(key: keyof RouteHandle): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.[key]);
}

export function Layout({ children }: { children: ReactNode }) {
  // An error page is the site's, even under a hydrated route: a staff URL
  // answered 404 must look like any other unknown URL.
  const error = useRouteError();
  const hydrate = useHandle("hydrate") && !error;
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e7490" />
        <Meta />
        <Links />
        {/* A page without React in the browser gets it cut by the server to
            what its markup uses (server/http/page-stylesheet.ts). */}
        <style
          {...(hydrate ? {} : { "data-split-css": "" })}
          dangerouslySetInnerHTML={{ __html: styles }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        {hydrate ? <Scripts /> : null}
        {hydrate ? null : <DevIslandRuntime />}
      </body>
    </html>
  );
}

export function SiteShell({ children }: { children: ReactNode }) {
  const toastsUrl = useIslandUrl(ISLANDS.toasts);
  return (
    <>
      <ContactIconSprite />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {toastsUrl ? (
        <InlineScript
          fn={enhanceAccountShell}
          args={[SESSION_HINT_COOKIE, FLASH_KEY, toastsUrl, hasCookie]}
        />
      ) : null}
    </>
  );
}

export default function App() {
  const backOffice = useHandle("backOffice");
  if (backOffice) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// An error page is rendered by this boundary: without this, the headers a
// loader threw with its error (a 429's Retry-After, a private page's
// X-Robots-Tag) would be dropped.
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {};

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  if (isNotFound(error)) return noIndexMeta(copy.notFound.title);
  return [{ title: copy.unexpectedError }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      {isNotFound(error) ? <NotFoundPage /> : <UnexpectedError error={error} />}
    </SiteShell>
  );
}
