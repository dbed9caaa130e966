import { listTeam } from "#app/back-office/team.server.ts";
import { withAccounts } from "./open.ts";

export const listCommand = {
  usage: "list                                        the team, with roles",
  async run() {
    const team = await withAccounts(({ database }) => listTeam(database.db));
    if (team.length === 0) console.info("No one yet: npm run staff -- add EMAIL --role owner");
    for (const member of team) console.info(`${member.role}\t${member.email}\t${member.name}`);
  },
};
