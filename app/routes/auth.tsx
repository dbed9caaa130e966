import { data, redirect } from "react-router";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import { type AuthMode, MIN_PASSWORD_LENGTH } from "#app/accounts/schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { AuthCard } from "#app/components/auth-card.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { FLASH_KEY, SESSION_HINT_COOKIE } from "#app/accounts/session-hint.ts";
import { enhanceAuthForm } from "#app/enhance/auth-form.ts";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { ISLANDS, useIslandUrl } from "#app/enhance/island-url.tsx";
import { hasCookie } from "#app/lib/cookies.ts";
import { originOf, pageMeta } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { servicesContext } from "#app/server/services-context.ts";
import type { Route } from "./+types/auth";

// The login and sign-up screen (spec section 2). Rendered per request: a
// signed-in visitor is sent home. The forms post here and work without
// JavaScript; the spec's toasts are shown as a notice on the page.

function modeOf(value: FormDataEntryValue | string | null): AuthMode {
  return value === "signup" ? "signup" : "login";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (services && (await services.auth.api.getSession({ headers: request.headers }))) {
    throw redirect("/");
  }
  const mode = modeOf(new URL(request.url).searchParams.get("mode"));
  // A hint left from an ended session would send the screen's script home.
  const { clearStaleHint } = await import("#app/server/session-hint.server.ts");
  const secure = context.get(siteOriginContext).startsWith("https://");
  return data({ mode }, { headers: clearStaleHint(request, secure) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const { authenticate } = await import("#app/server/accounts.server.ts");
  const form = await request.formData();
  const result = await authenticate(services, request.headers, modeOf(form.get("mode")), {
    email: form.get("email"),
    password: form.get("password"),
  });
  if (result.kind === "signed-in") throw redirect("/", { headers: result.headers });
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

export default function AuthScreen({ loaderData, actionData }: Route.ComponentProps) {
  const mode = actionData?.mode ?? loaderData.mode;
  const text = copy.auth[mode];
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const toastsUrl = useIslandUrl(ISLANDS.toasts);
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} notice={actionData?.notice}>
      <form method="post" className="mt-6 space-y-4" data-auth-form="">
        <input type="hidden" name="mode" value={mode} />
        <Field id="auth-email" label="Email" error={errors.email}>
          <input
            {...inputProps("auth-email", errors.email)}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={actionData?.email}
          />
        </Field>
        <Field id="auth-password" label="Password" error={errors.password}>
          <input
            {...inputProps("auth-password", errors.password)}
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete={mode === "login" ? "current-password" : "new-password"}
          />
        </Field>
        <p className="text-right text-sm" data-auth="forgot" hidden={mode !== "login"}>
          <a href="/auth/forgot" className="rounded text-brand-700 hover:underline">
            Forgot password?
          </a>
        </p>
        <Button type="submit" size="lg" className="w-full" data-auth="submit">
          {text.button}
        </Button>
        {/* Shown in both modes, so the script's mode switch need not redraw it. */}
        <PrivacyNote text={copy.privacy.signupNote} className="text-center" />
      </form>
      <p className="mt-6 text-center text-sm">
        <a
          href={mode === "login" ? "/auth?mode=signup" : "/auth"}
          className="rounded font-medium text-brand-700 hover:underline"
          data-auth="toggle"
        >
          {text.toggle}
        </a>
      </p>
      {toastsUrl ? (
        <InlineScript
          fn={enhanceAuthForm}
          args={[
            {
              login: copy.auth.login,
              signup: copy.auth.signup,
              loading: copy.auth.loading,
              unexpected: { tone: "error", title: copy.auth.error, text: copy.auth.unexpected },
            },
            toastsUrl,
            SESSION_HINT_COOKIE,
            FLASH_KEY,
            hasCookie,
          ]}
        />
      ) : null}
    </AuthCard>
  );
}
