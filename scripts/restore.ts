// `npm run restore -- FILE [--while-running] [--new-secret]`: checks a
// backup made by `npm run backup`, then puts it in DATABASE_URL's place (and
// the auth secret in the data folder), keeping aside what it replaces
// (docs/backup-and-restore.md).

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { sqliteFile } from "#app/platform/env.server.ts";
import { restoreBackup } from "#app/ops/restore.server.ts";
import { runCommand, serverSettings } from "./cli.ts";

const USAGE = "npm run restore -- FILE [--while-running] [--new-secret]";

await runCommand("restore", () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "while-running": { type: "boolean" }, "new-secret": { type: "boolean" } },
  });
  const [file] = positionals;
  if (file === undefined || positionals.length > 1) {
    throw new Error(`name one backup file: ${USAGE}`);
  }
  const { env, dataDir } = serverSettings();
  const databaseFile = sqliteFile(env.DATABASE_URL);
  if (!databaseFile) {
    throw new Error(
      "DATABASE_URL is PostgreSQL: restore with pg_restore, as docs/backup-and-restore.md shows",
    );
  }
  const done = restoreBackup({
    file: resolve(file),
    databaseFile,
    dataDir,
    envSecret: env.AUTH_SECRET,
    whileRunning: values["while-running"],
    newSecret: values["new-secret"],
  });
  for (const line of done) console.info(line);
});
