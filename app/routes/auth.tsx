import { data, redirect } from "react-router";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import {
  type AuthMode,
  type Credentials,
  MIN_PASSWORD_LENGTH,
  credentialsSchema,
} from "#app/accounts/schema.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { Button } from "#app/components/ui/button.tsx";
import { AuthCard } from "#app/components/auth-card.tsx";
import { Field, errorId, inputClass } from "#app/components/ui/field.tsx";
import { originOf, pageMeta } from "#app/lib/seo.ts";
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
  return { mode: modeOf(new URL(request.url).searchParams.get("mode")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const { logIn, signUp } = await import("#app/server/accounts.server.ts");
  const form = await request.formData();
  const mode = modeOf(form.get("mode"));
  const email = String(form.get("email") ?? "").slice(0, 254);
  const parsed = credentialsSchema.safeParse({
    email: form.get("email"),
    password: form.get("password"),
  });
  if (!parsed.success) {
    const errors = fieldErrors<keyof Credentials>(parsed.error);
    return data({ mode, email, errors, notice: null }, { status: 400 });
  }
  try {
    const outcome =
      mode === "login"
        ? await logIn(services, request, parsed.data)
        : await signUp(services, request, parsed.data);
    if (outcome.kind === "signed-in") throw redirect("/", { headers: outcome.headers });
    return data(
      { mode: outcome.mode, email, errors: {}, notice: outcome.notice },
      { status: outcome.status },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Auth action failed:", error);
    const notice = { tone: "error" as const, title: copy.auth.error, text: copy.auth.unexpected };
    return data({ mode, email, errors: {}, notice }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/auth",
    title: copy.auth.login.title,
    description: `Log in to your ${business.shortName} account, or create one to get started.`,
  });

export default function AuthScreen({ loaderData, actionData }: Route.ComponentProps) {
  const mode = actionData?.mode ?? loaderData.mode;
  const text = copy.auth[mode];
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const describedBy = (field: string) => (errors[field] ? errorId(`auth-${field}`) : undefined);
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} notice={actionData?.notice}>
      <form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="mode" value={mode} />
        <Field id="auth-email" label="Email" error={errors.email}>
          <input
            id="auth-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={actionData?.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={inputClass(Boolean(errors.email))}
          />
        </Field>
        <Field id="auth-password" label="Password" error={errors.password}>
          <input
            id="auth-password"
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy("password")}
            className={inputClass(Boolean(errors.password))}
          />
        </Field>
        {mode === "login" ? (
          <p className="text-right text-sm">
            <a href="/auth/forgot" className="rounded text-brand-700 hover:underline">
              Forgot password?
            </a>
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full">
          {text.button}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <a
          href={mode === "login" ? "/auth?mode=signup" : "/auth"}
          className="rounded font-medium text-brand-700 hover:underline"
        >
          {text.toggle}
        </a>
      </p>
    </AuthCard>
  );
}
