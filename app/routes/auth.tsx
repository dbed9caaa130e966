import { data, redirect } from "react-router";
import { copy } from "#app/business/copy.ts";
import { type AuthMode, MIN_PASSWORD_LENGTH, credentialsSchema } from "#app/accounts/schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
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
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
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

export const meta: Route.MetaFunction = () => noIndexMeta(copy.auth.login.title);

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

export default function AuthScreen({ loaderData, actionData }: Route.ComponentProps) {
  const mode = actionData?.mode ?? loaderData.mode;
  const text = copy.auth[mode];
  const notice = actionData?.notice;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{text.subtitle}</p>
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
        <form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="mode" value={mode} />
          <div>
            <label htmlFor="auth-email" className="mb-1.5 block text-sm font-medium text-slate-800">
              Email
            </label>
            <input
              id="auth-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={actionData?.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "auth-email-error" : undefined}
              className={inputClass}
            />
            {errors.email ? (
              <p id="auth-email-error" className="mt-1.5 text-sm text-red-700">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label
              htmlFor="auth-password"
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              Password
            </label>
            <input
              id="auth-password"
              name="password"
              type="password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              autoComplete={mode === "login" ? "current-password" : "new-password"}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "auth-password-error" : undefined}
              className={inputClass}
            />
            {errors.password ? (
              <p id="auth-password-error" className="mt-1.5 text-sm text-red-700">
                {errors.password}
              </p>
            ) : null}
          </div>
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
      </div>
    </Container>
  );
}
