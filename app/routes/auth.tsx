import { data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import type { AuthMode } from "#app/accounts/rules.ts";
import { backOfficePath, landingFor } from "#app/accounts/landing.ts";
import { AuthScreen, type AuthScreenState } from "#app/accounts/components/auth-screen.tsx";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { attachIslandOnIntent } from "#app/enhance/island-on-intent.ts";
import { ISLANDS, useIslandUrl } from "#app/enhance/island-url.tsx";
import { originOf, pageMeta } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/auth";

// The login and sign-up screen. Rendered per request: a
// signed-in visitor is sent home. The form posts here and works without
// JavaScript, the spec's toasts shown as a notice on the page; the auth
// island hydrates the same component (app/components/auth-screen.tsx).

function modeOf(value: FormDataEntryValue | string | null): AuthMode {
  return value === "signup" ? "signup" : "login";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  // A staff e-mail's link (landing.ts): kept through the sign-in.
  const next = backOfficePath(params.get("next"));
  const session = services && (await services.auth.api.getSession({ headers: request.headers }));
  if (session) {
    const role = (session.user as { role?: string | null }).role;
    throw redirect(landingFor(role, next));
  }
  const mode = modeOf(params.get("mode"));
  // A hint left from an ended session would send the screen's script home.
  const { clearStaleHint } = await import("#app/accounts/session-hint.server.ts");
  const secure = context.get(siteOriginContext).startsWith("https://");
  return data({ mode, next }, { headers: clearStaleHint(request, secure) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw routeError(503);
  const { authenticate } = await import("#app/accounts/sign-in.server.ts");
  const form = await request.formData();
  const result = await authenticate(services, request.headers, modeOf(form.get("mode")), {
    email: form.get("email"),
    password: form.get("password"),
  });
  if (result.kind === "signed-in") {
    const next = form.get("next");
    throw redirect(landingFor(result.role, typeof next === "string" ? next : null), {
      headers: result.headers,
    });
  }
  const { status, ...shown } = result;
  return data(shown, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/auth",
    // The title follows the mode: /auth?mode=signup is 'Create Account'.
    title: copy.auth[loaderData?.mode ?? "login"].title,
    description: `Log in to your ${business.shortName} account, or create one to get started.`,
  });

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const initial: AuthScreenState = {
    mode: actionData?.mode ?? loaderData.mode,
    email: actionData?.email,
    errors: actionData?.errors,
    notice: actionData?.notice ?? null,
    next: loaderData.next,
  };
  const islandUrl = useIslandUrl(ISLANDS.authScreen);
  return (
    <>
      <div data-auth-screen="">
        <AuthScreen initial={initial} />
      </div>
      {islandUrl ? (
        <InlineScript fn={attachIslandOnIntent} args={[islandUrl, "[data-auth-screen]", initial]} />
      ) : null}
    </>
  );
}
