import { data } from "react-router";
import { z } from "zod";
import { GRANTS, GRANT_NAMES, STAFF_ROLES, isGrant } from "#app/back-office/roles.ts";
import {
  TeamError,
  addToTeam,
  changeGrant,
  changeRole,
  listTeam,
  removeFromTeam,
} from "#app/back-office/team.server.ts";
import { TeamView } from "#app/back-office/components/team-view.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/team";

// The owner's page for the team: invite, change roles and what staff may
// do beyond theirs (the catalogue), remove.
const MANAGE = { team: ["manage" as const] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request, MANAGE);
  return { team: await listTeam(services.db), me: user.id };
}

const role = z.enum(STAFF_ROLES, { error: "Choose Owner or Staff." });
const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: z.email({ error: "Enter a valid e-mail address." }),
    name: z.string().trim().max(100).optional(),
    role,
  }),
  z.object({ intent: z.literal("role"), id: z.string().min(1), role }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1) }),
  z.object({ intent: z.literal("resend"), id: z.string().min(1) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, MANAGE);
  const form = await request.formData();
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { ok: false, message: parsed.error.issues[0]?.message ?? "That did not work." },
      { status: 400 },
    );
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "invite": {
        const { created, already, member } = await addToTeam(services, {
          email: input.email,
          role: input.role,
          name: input.name || undefined,
        });
        if (already) {
          return {
            ok: true,
            message: `${member.email} is already on the team: nothing was sent. If they need a new link, 'Forgot password?' on the login screen sends one.`,
          };
        }
        return {
          ok: true,
          message: `${created ? "Invited" : "Added"} ${member.email}: they have an e-mail with a link to choose a password.`,
        };
      }
      case "role": {
        const member = (await listTeam(services.db)).find((m) => m.id === input.id);
        if (!member) throw new TeamError("No such member of the team.");
        const said: string[] = [];
        if (member.role !== input.role) {
          await changeRole(services.db, input.id, input.role);
          said.push("Role changed.");
        }
        // Ticked boxes are sent; an owner's (all of them, always) are not read.
        const ticked = form.getAll("grants").filter(isGrant);
        for (const grant of input.role === "staff" ? GRANT_NAMES : []) {
          const on = ticked.includes(grant);
          if (await changeGrant(services.db, input.id, grant, on, { by: user.id }))
            said.push(
              `${member.name} ${on ? "may now" : "may no longer"} ${GRANTS[grant].allows}.`,
            );
        }
        return { ok: true, message: said.join(" ") || "Nothing to change." };
      }
      case "remove":
        await removeFromTeam(services, input.id);
        return { ok: true, message: "Removed from the team; their sessions have ended." };
      case "resend": {
        const member = (await listTeam(services.db)).find((m) => m.id === input.id);
        if (!member) throw new TeamError("No such member of the team.");
        await addToTeam(services, { email: member.email, role: member.role });
        return { ok: true, message: `A new link is on its way to ${member.email}.` };
      }
    }
  } catch (error) {
    if (error instanceof TeamError)
      return data({ ok: false, message: error.message }, { status: 400 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => noIndexMeta("Team");

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamView {...loaderData} result={actionData} />;
}
