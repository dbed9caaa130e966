import { data } from "react-router";
import { STAFF_MAIL_NAMES } from "#app/back-office/mail-choices.ts";
import { mailChoicesOf, saveMailChoices } from "#app/back-office/mail-choices.server.ts";
import { MailChoicesView } from "#app/back-office/components/mail-choices-view.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/settings";

// Each member's own page: which of the back office's e-mails they get.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request);
  return {
    email: user.email,
    choices: await mailChoicesOf(services.db, user.id, user.role),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "mail") {
    return data({ ok: false, message: "That did not work: reload the page." }, { status: 400 });
  }
  // A ticked box is sent; an unticked one is not.
  const ticked = new Set(form.getAll("mail"));
  const choices = Object.fromEntries(
    STAFF_MAIL_NAMES.map((mail) => [mail, ticked.has(mail)]),
  ) as Record<(typeof STAFF_MAIL_NAMES)[number], boolean>;
  await saveMailChoices(services.db, user.id, choices);
  return { ok: true, message: "Saved: you get the e-mails ticked below." };
}

export const meta: Route.MetaFunction = () => noIndexMeta("Your e-mails");

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return <MailChoicesView {...loaderData} result={actionData} />;
}
