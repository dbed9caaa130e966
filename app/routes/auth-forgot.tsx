import { MAX_EMAIL_LENGTH } from "#app/lib/email-address.ts";
import { data } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { copy } from "#app/business/copy.ts";
import { AuthCard } from "#app/accounts/components/auth-card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/auth-forgot";

// Asking for a password reset. The answer is the same whether or not the
// address has an account, so the page never reveals which addresses do.
const SENT = {
  tone: "success" as const,
  title: copy.passwordReset.sentTitle,
  text: copy.passwordReset.sentText,
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw routeError(503);
  const email = String((await request.formData()).get("email") ?? "")
    .trim()
    .slice(0, MAX_EMAIL_LENGTH);
  const { postToAuth } = await import("#app/accounts/auth.server.ts");
  const response = await postToAuth(services.auth, "/request-password-reset", request.headers, {
    email,
    redirectTo: "/auth/reset",
  });
  if (response.status === 429) {
    const notice = {
      tone: "error" as const,
      title: copy.auth.tooManyTitle,
      text: copy.auth.tooManyText,
    };
    return data({ notice }, { status: 429 });
  }
  return { notice: SENT };
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.passwordReset.forgotTitle);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title={copy.passwordReset.forgotTitle}
      subtitle={copy.passwordReset.forgotSubtitle}
      notice={actionData?.notice}
    >
      <form method="post" className="mt-6 space-y-4">
        <Field id="forgot-email" label={copy.auth.email}>
          <input
            {...inputProps("forgot-email")}
            name="email"
            type="email"
            required
            autoComplete="email"
          />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          {copy.passwordReset.send}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <a href="/auth" className="rounded font-medium text-brand-700 hover:underline">
          {copy.passwordReset.backToLogin}
        </a>
      </p>
    </AuthCard>
  );
}
