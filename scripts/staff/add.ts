import { parseArgs } from "node:util";
import { z } from "zod";
import { STAFF_ROLES } from "#app/back-office/roles.ts";
import { addToTeam } from "#app/back-office/team.server.ts";
import type { WrittenMail } from "#app/platform/mail.server.ts";
import { withAccounts } from "./open.ts";

const input = z.object({
  email: z.email({ error: "give the member's e-mail address, such as jane@example.co.ke" }),
  role: z.enum(STAFF_ROLES, { error: `--role must be ${STAFF_ROLES.join(" or ")}` }),
  name: z.string().trim().max(100).optional(),
});

export const addCommand = {
  usage:
    "add EMAIL --role owner|staff [--name NAME]   give EMAIL the role, e-mail a link to set a password",
  async run(args: string[]) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: "string" }, name: { type: "string" } },
    });
    const parsed = input.safeParse({ email: positionals[0], role: values.role, name: values.name });
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
    const written: WrittenMail[] = [];
    const { created, already, member } = await withAccounts(
      ({ database, auth }) => addToTeam({ db: database.db, auth }, parsed.data),
      (mail) => written.push(mail),
    );
    if (already) {
      console.info(
        `${member.email} (${member.name}) is already on the team as ${member.role}: nothing changed and nothing was sent. 'Forgot password?' on the login screen sends them a new link.`,
      );
      return;
    }
    const done = `${created ? "Created" : "Updated"} ${member.email} (${member.name}) as ${member.role}`;
    const mail = written[0];
    // Without SMTP_URL nothing is sent: whoever ran the command passes the link on.
    console.info(
      mail
        ? `${done}. No SMTP_URL is set, so nothing was sent: the e-mail is in ${mail.file}.\nIts link to set a password: ${mail.links[0] ?? "(none)"}`
        : `${done}, and e-mailed a link to set a password.`,
    );
  },
};
