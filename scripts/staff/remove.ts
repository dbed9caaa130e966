import { removeFromTeam } from "#app/back-office/team.server.ts";
import { withAccounts } from "./open.ts";

export const removeCommand = {
  usage: "remove EMAIL                                take EMAIL off the team (the account stays)",
  async run([email]: string[]) {
    if (!email) throw new Error("give the member's e-mail address");
    await withAccounts(async ({ database, auth }) => {
      const user = await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!user) throw new Error(`no account has the e-mail address ${email}`);
      await removeFromTeam({ db: database.db, auth }, user.id);
    });
    console.info(`${email} is no longer on the team; their sessions have ended.`);
  },
};
