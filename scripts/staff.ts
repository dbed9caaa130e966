// `npm run staff -- <command>`: the back office's team from the command line
// (the first owner comes this way), on the database the server uses, with
// the server's settings. Each command lives in scripts/staff/.

import { runCommand } from "./cli.ts";
import { addCommand } from "./staff/add.ts";
import { listCommand } from "./staff/list.ts";
import { remindersCommand } from "./staff/reminders.ts";
import { removeCommand } from "./staff/remove.ts";

const COMMANDS: Record<string, { usage: string; run: (args: string[]) => Promise<void> }> = {
  add: addCommand,
  list: listCommand,
  remove: removeCommand,
  reminders: remindersCommand,
};

function usage(): string {
  return [
    "usage: npm run staff -- <command>",
    ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
  ].join("\n");
}

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  console.error(name ? `staff: unknown command "${name}"\n${usage()}` : usage());
  process.exitCode = 2;
} else {
  await runCommand(`staff ${name}`, () => command.run(args));
}
