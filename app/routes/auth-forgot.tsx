import { data } from "react-router";
import { AuthCard } from "#app/components/auth-card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { servicesContext } from "#app/server/services-context.ts";
import type { Route } from "./+types/auth-forgot";

// Asking for a password reset. The answer is the same whether or not the
// address has an account, so the page never reveals which addresses do.
const SENT = {
  tone: "success" as const,
  title: "Check your email",
  text: "If an account exists for that address, we have sent it a link to choose a new password.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const email = String((await request.formData()).get("email") ?? "")
    .trim()
    .slice(0, 254);
  const { postToAuth } = await import("#app/server/auth.server.ts");
  const response = await postToAuth(services.auth, "/request-password-reset", request.headers, {
    email,
    redirectTo: "/auth/reset",
  });
  if (response.status === 429) {
    const notice = {
      tone: "error" as const,
      title: "Please wait",
      text: "Too many requests. Please try again in a minute.",
    };
    return data({ notice }, { status: 429 });
  }
  return { notice: SENT };
}

export const meta: Route.MetaFunction = () => noIndexMeta("Forgot password");

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      notice={actionData?.notice}
    >
      <form method="post" className="mt-6 space-y-4">
        <Field id="forgot-email" label="Email">
          <input
            {...inputProps("forgot-email")}
            name="email"
            type="email"
            required
            autoComplete="email"
          />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          Send reset link
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <a href="/auth" className="rounded font-medium text-brand-700 hover:underline">
          Back to login
        </a>
      </p>
    </AuthCard>
  );
}
