// `npm run backup [-- --dir FOLDER]`: one online backup of the SQLite
// database and the auth secret, safe while the site serves, into BACKUP_DIR
// or FOLDER, keeping the newest BACKUP_KEEP (docs/backup-and-restore.md).

import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  authSecretFile,
  currentAuthSecret,
  fingerprint,
} from "#app/accounts/auth-secret.server.ts";
import { createBackup, formatSize } from "#app/ops/backups.server.ts";
import { sqliteFile } from "#app/platform/env.server.ts";
import { runCommand, serverSettings } from "./cli.ts";

await runCommand("backup", async () => {
  const { values } = parseArgs({ options: { dir: { type: "string" } } });
  const { env, dataDir } = serverSettings();
  const databaseFile = sqliteFile(env.DATABASE_URL);
  if (!databaseFile) {
    throw new Error(
      "DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc, as docs/backup-and-restore.md shows",
    );
  }
  const dir = values.dir ?? env.BACKUP_DIR;
  if (!dir)
    throw new Error("no folder given: set BACKUP_DIR, or run npm run backup -- --dir FOLDER");
  const secret = currentAuthSecret(env, dataDir);
  const made = await createBackup({
    databaseFile,
    dir: resolve(dir),
    keep: env.BACKUP_KEEP,
    secret,
  });
  console.info(`Backed up ${databaseFile} to ${made.file} (${formatSize(made.bytes)}).`);
  if (!secret) console.info("No auth secret yet (the site has never started): none in the backup.");
  else if (secret.source === "file") {
    console.info(`With the auth secret from ${authSecretFile(dataDir)}.`);
  } else {
    console.info(
      `With AUTH_SECRET's fingerprint (${fingerprint(secret.value)}) only: keep AUTH_SECRET safe apart from the backups.`,
    );
  }
  if (made.removed.length > 0) {
    console.info(
      `Removed ${made.removed.length} older backup(s), keeping the newest ${env.BACKUP_KEEP}.`,
    );
  }
});
