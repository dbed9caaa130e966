import { data } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { copy } from "#app/business/copy.ts";
import { MIN_PASSWORD_LENGTH } from "#app/accounts/rules.ts";
import { credentialsSchema } from "#app/accounts/schema.ts";
import { AuthCard } from "#app/accounts/components/auth-card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/auth-reset";

// Choosing a new password, from the e-mailed link (better-auth checks the
// token, then sends the visitor here with it).
const INVALID = {
  tone: "error" as const,
  title: copy.passwordReset.expiredTitle,
  text: copy.passwordReset.expiredText,
};

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  return {
    token,
    notice: !token || params.get("error") ? INVALID : null,
    // The link of a back-office invitation (app/back-office/team.server.ts).
    invited: params.get("invited") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw routeError(503);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = credentialsSchema.shape.password.safeParse(form.get("password"));
  if (!password.success) {
    return data(
      { done: false, notice: null, error: password.error.issues[0]?.message },
      { status: 400 },
    );
  }
  const { postToAuth } = await import("#app/accounts/auth.server.ts");
  const response = await postToAuth(services.auth, "/reset-password", request.headers, {
    newPassword: password.data,
    token,
  });
  if (!response.ok)
    return data({ done: false, notice: INVALID, error: undefined }, { status: 400 });
  const notice = {
    tone: "success" as const,
    title: copy.passwordReset.changedTitle,
    text: copy.passwordReset.changedText,
  };
  return { done: true, notice, error: undefined };
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.passwordReset.chooseTitle);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const notice = actionData?.notice ?? loaderData.notice;
  const done = actionData?.done ?? false;
  const expired = notice === INVALID || (!loaderData.token && !done);
  return (
    <AuthCard
      title={loaderData.invited ? copy.passwordReset.inviteTitle : copy.passwordReset.chooseTitle}
      subtitle={(loaderData.invited ? copy.passwordReset.inviteRule : copy.passwordReset.rule)(
        MIN_PASSWORD_LENGTH,
      )}
      notice={notice}
    >
      {done || expired ? (
        <p className="mt-6 text-center text-sm">
          <a
            href={done ? "/auth" : "/auth/forgot"}
            className="rounded font-medium text-brand-700 hover:underline"
          >
            {done ? copy.passwordReset.goToLogin : copy.passwordReset.askAgain}
          </a>
        </p>
      ) : (
        <form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            id="reset-password"
            label={copy.passwordReset.newPassword}
            error={actionData?.error}
          >
            <input
              {...inputProps("reset-password", actionData?.error)}
              name="password"
              type="password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              autoComplete="new-password"
            />
          </Field>
          <Button type="submit" size="lg" className="w-full">
            {copy.passwordReset.save}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
